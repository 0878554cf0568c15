/** The Project type's picture fields, by the content check's rule (picture-names.ts). */
import { selectPictures, type ListedPictures } from "./picture-names"
import { COVER_FILE, GALLERY_FILES } from "../../src/lib/content-model/project-photos"
import { PICTURE_FOLDER_TYPE, type PictureFolder } from "./picture-folders"

export interface FileNode {
  id: string
  base: string
  relativeDirectory: string
}

/** A Project node as sourced: `cover` and `pictures` are project.json's own, optional, fields. */
interface ProjectSource extends ListedPictures {
  parent: string
  fields?: { pictureFolder?: string }
}

interface ResolverContext {
  nodeModel: {
    getNodeById<T>(args: { id: string; type?: string }): T | null
    findAll(args: {
      type: string
      query: { filter: { relativeDirectory: { eq: string } } }
    }): Promise<{ entries: Iterable<FileNode> }>
  }
}

/**
 * The files of a project's folder. Each is read by id, from the folder's node, so the query
 * depends on this folder and its files alone. A folder made after the build's sourcing (a new
 * project under `gatsby develop`) has no node yet: then the folder is searched, which makes the
 * query depend on every file, as a search does.
 */
async function folderFiles(source: ProjectSource, { nodeModel }: ResolverContext) {
  const folderId = source.fields?.pictureFolder
  const folder = folderId
    ? nodeModel.getNodeById<PictureFolder>({ id: folderId, type: PICTURE_FOLDER_TYPE })
    : null
  if (folder) {
    return folder.files.flatMap(
      ({ fileId }) => nodeModel.getNodeById<FileNode>({ id: fileId, type: "File" }) ?? [],
    )
  }
  const jsonFile = nodeModel.getNodeById<FileNode>({ id: source.parent, type: "File" })
  if (!jsonFile) return []
  const filter = { relativeDirectory: { eq: jsonFile.relativeDirectory } }
  return [...(await nodeModel.findAll({ type: "File", query: { filter } })).entries]
}

/** The pictures that ship for a project and its File nodes. */
async function projectPictures(source: ProjectSource, context: ResolverContext) {
  const byName = new Map((await folderFiles(source, context)).map((file) => [file.base, file]))
  return { ...selectPictures([...byName.keys()], source), byName }
}

/** `cover` and `gallery` of the Project type, for schema.buildObjectType. */
export const pictureFields = {
  cover: {
    type: "File!",
    description: `project.json's cover file when listed, else ${COVER_FILE}.`,
    resolve: async (source: ProjectSource, _args: unknown, context: ResolverContext) => {
      const { cover, byName } = await projectPictures(source, context)
      const file = cover === null ? undefined : byName.get(cover)
      if (!file) throw new Error(`The cover picture is missing beside ${source.parent}`)
      return file
    },
  },
  gallery: {
    type: "[File!]!",
    description: `project.json's pictures in order when listed, else ${GALLERY_FILES}.`,
    resolve: async (source: ProjectSource, _args: unknown, context: ResolverContext) => {
      const { gallery, byName } = await projectPictures(source, context)
      return gallery.map((name) => byName.get(name))
    },
  },
}
