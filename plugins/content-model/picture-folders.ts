/**
 * One ProjectPictureFolder node per project folder, its files' names and File ids, read by id so a
 * page query depends on its own folder only (docs/decisions.md: "A project's pictures are read by id").
 */
import { existsSync } from "node:fs"
import type { Node, NodePluginArgs } from "gatsby"
import { locationFile } from "../../src/lib/content-model/location"
import { PROJECT_TYPE } from "../../src/lib/content-model/project"

export const PICTURE_FOLDER_TYPE = "ProjectPictureFolder"
const PROJECT_FILE = locationFile(PROJECT_TYPE)

export const pictureFolderTypeDefs = `
  type ${PICTURE_FOLDER_TYPE} implements Node @dontInfer {
    directory: String!
    files: [${PICTURE_FOLDER_TYPE}File!]!
  }
  type ${PICTURE_FOLDER_TYPE}File @dontInfer {
    base: String!
    fileId: String!
  }
`

/** The File node fields read here, as gatsby-source-filesystem writes them. */
export interface FolderFile {
  id: string
  base: string
  relativeDirectory: string
  absolutePath: string
}

/** Its files sorted by name. */
export interface PictureFolder {
  directory: string
  files: { base: string; fileId: string }[]
}

/** `directory` is relative to the content root. */
export function pictureFolderId(createNodeId: (input: string) => string, directory: string) {
  return createNodeId(`${PICTURE_FOLDER_TYPE} ${directory}`)
}

/**
 * The project folders among File nodes: every directory that holds a project.json, with its
 * files. A file no longer on disk is left out: on a cached build its node is only deleted after
 * every plugin has sourced.
 */
export function projectFolders(files: Iterable<FolderFile>): PictureFolder[] {
  const byDirectory = new Map<string, FolderFile[]>()
  for (const file of files) {
    const list = byDirectory.get(file.relativeDirectory) ?? []
    list.push(file)
    byDirectory.set(file.relativeDirectory, list)
  }
  return [...byDirectory]
    .filter(([, list]) => list.some((file) => file.base === PROJECT_FILE))
    .map(([directory, list]) =>
      folder(directory, list.filter((file) => existsSync(file.absolutePath)).map(folderEntry)),
    )
}

const folderEntry = (file: Pick<FolderFile, "id" | "base">) => ({
  base: file.base,
  fileId: file.id,
})

function folder(directory: string, files: PictureFolder["files"]): PictureFolder {
  return {
    directory,
    files: [...files].sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0)),
  }
}

/** The folder with one file added, or put in place of the file of the same name. */
export function withFile(current: PictureFolder, file: Pick<FolderFile, "id" | "base">) {
  return folder(current.directory, [
    ...current.files.filter((entry) => entry.base !== file.base),
    folderEntry(file),
  ])
}

type Args = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">

function writeFolder({ actions, createNodeId, createContentDigest }: Args, content: PictureFolder) {
  actions.createNode({
    ...content,
    id: pictureFolderId(createNodeId, content.directory),
    parent: null,
    children: [],
    internal: { type: PICTURE_FOLDER_TYPE, contentDigest: createContentDigest(content) },
  })
}

/** After the files are sourced: every project folder's node, made again from the File nodes. */
export function sourcePictureFolders(args: Args & Pick<NodePluginArgs, "getNodesByType">) {
  const files = args.getNodesByType("File") as unknown as FolderFile[]
  for (const content of projectFolders(files)) writeFolder(args, content)
}

/**
 * A file that appears once the folders exist (`gatsby develop`, or a changed file on a cached
 * build) joins its folder's node, so the project's page query runs again. Before the folders
 * exist (a clean build) there is nothing to do: sourcePictureFolders makes them.
 */
export function addFileToFolder(args: Args & Pick<NodePluginArgs, "getNode">, node: Node) {
  const file = node as unknown as FolderFile
  const current = args.getNode(pictureFolderId(args.createNodeId, file.relativeDirectory)) as
    (Node & PictureFolder) | undefined
  if (!current) return
  writeFolder(args, withFile(current, file))
}
