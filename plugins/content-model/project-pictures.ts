/**
 * The Project type's picture fields, resolved at query time from the files beside project.json,
 * with the same selection rule as the content check (picture-names.ts).
 */
import { selectPictures, type ListedPictures } from "./picture-names"

interface FileNode {
  id: string
  base: string
  relativeDirectory: string
}

/** A Project node as sourced: `cover` and `pictures` are project.json's own, optional, fields. */
interface ProjectSource extends ListedPictures {
  parent: string
}

interface ResolverContext {
  nodeModel: {
    getNodeById(args: { id: string; type?: string }): FileNode | null
    findAll(args: {
      type: string
      query: { filter: { relativeDirectory: { eq: string } } }
    }): Promise<{ entries: Iterable<FileNode> }>
  }
}

/**
 * The pictures that ship for a project and its File nodes. The folder's files come through an
 * equality filter that Gatsby answers from an index, so the cost per project does not grow with
 * the number of files.
 */
async function projectPictures(source: ProjectSource, context: ResolverContext) {
  const jsonFile = context.nodeModel.getNodeById({ id: source.parent, type: "File" })
  const files = jsonFile
    ? [
        ...(
          await context.nodeModel.findAll({
            type: "File",
            query: { filter: { relativeDirectory: { eq: jsonFile.relativeDirectory } } },
          })
        ).entries,
      ]
    : []
  const byName = new Map(files.map((file) => [file.base, file]))
  return { ...selectPictures([...byName.keys()], source), byName }
}

/** `cover` and `gallery` of the Project type, for schema.buildObjectType. */
export const pictureFields = {
  cover: {
    type: "File!",
    description: "project.json's cover file when listed, else capa-main.jpg.",
    resolve: async (source: ProjectSource, _args: unknown, context: ResolverContext) => {
      const { cover, byName } = await projectPictures(source, context)
      const file = cover === null ? undefined : byName.get(cover)
      if (!file) throw new Error(`The cover picture is missing beside ${source.parent}`)
      return file
    },
  },
  gallery: {
    type: "[File!]!",
    description: "project.json's pictures in order when listed, else pic1.jpg … pic10.jpg.",
    resolve: async (source: ProjectSource, _args: unknown, context: ResolverContext) => {
      const { gallery, byName } = await projectPictures(source, context)
      return gallery.map((name) => byName.get(name))
    },
  },
}
