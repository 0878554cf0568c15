/** @jest-environment node */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Node } from "gatsby"
import {
  addFileToFolder,
  pictureFolderId,
  projectFolders,
  sourcePictureFolders,
  PICTURE_FOLDER_TYPE,
  type FolderFile,
} from "../../../plugins/content-model/picture-folders"
import { pictureFields } from "../../../plugins/content-model/project-pictures"

/**
 * A node store with the dependency rule of Gatsby's node model: reading a node by id makes the
 * query depend on that node, and a search (findAll) makes it depend on every node of the type.
 */
function nodeStore() {
  const nodes = new Map<string, Record<string, unknown>>()
  const dependencies = new Set<string>()
  const createNodeId = (input: string) => `id(${input})`
  const nodeModel = {
    getNodeById<T>({ id, type }: { id: string; type?: string }): T | null {
      const node = nodes.get(id) as { internal: { type: string } } | undefined
      if (!node || (type && node.internal.type !== type)) return null
      dependencies.add(`node ${id}`)
      return node as T
    },
    async findAll({
      type,
      query,
    }: {
      type: string
      query: { filter: Record<string, { eq: string }> }
    }) {
      dependencies.add(`every ${type}`)
      const [[field, { eq }]] = Object.entries(query.filter)
      const entries = [...nodes.values()].filter(
        (node) => (node.internal as { type: string }).type === type && node[field] === eq,
      )
      return { entries: entries as unknown as FolderFile[] }
    },
  }
  const args = {
    createNodeId,
    createContentDigest: (content: unknown) => JSON.stringify(content),
    getNode: (id: string) => nodes.get(id) as Node | undefined,
    getNodesByType: (type: string) =>
      [...nodes.values()].filter((node) => (node.internal as { type: string }).type === type),
    actions: {
      createNode: (node: Record<string, unknown>) => void nodes.set(node.id as string, node),
    },
  }
  return { nodes, dependencies, nodeModel, args, createNodeId }
}

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "picture-folders-"))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** A File node as gatsby-source-filesystem makes it, for a file on disk unless `onDisk` is false. */
async function fileNode(directory: string, base: string, onDisk = true): Promise<FolderFile> {
  const absolutePath = join(root, `${directory.replaceAll("/", "_")}_${base}`)
  if (onDisk) await writeFile(absolutePath, "")
  return { id: `file ${directory}/${base}`, base, relativeDirectory: directory, absolutePath }
}

function put(store: ReturnType<typeof nodeStore>, file: FolderFile) {
  store.nodes.set(file.id, { ...file, internal: { type: "File" } })
}

/** A Project node whose project.json is in `directory`, with its folder's id as onCreateNode sets it. */
function project(store: ReturnType<typeof nodeStore>, directory: string, fields = {}) {
  return {
    ...fields,
    parent: `file ${directory}/project.json`,
    fields: { pictureFolder: pictureFolderId(store.createNodeId, directory) },
  }
}

async function resolve(store: ReturnType<typeof nodeStore>, source: ReturnType<typeof project>) {
  const context = { nodeModel: store.nodeModel }
  const cover = (await pictureFields.cover.resolve(source, {}, context)) as { base: string }
  const gallery = (await pictureFields.gallery.resolve(source, {}, context)) as { base: string }[]
  return { cover: cover.base, gallery: gallery.map((file) => file.base) }
}

async function sourced(folders: Record<string, string[]>) {
  const store = nodeStore()
  for (const [directory, names] of Object.entries(folders)) {
    for (const base of names) put(store, await fileNode(directory, base))
  }
  sourcePictureFolders(store.args as never)
  return store
}

describe("projectFolders", () => {
  it("makes one folder per directory with a project.json, its files sorted by name", async () => {
    const files = [
      await fileNode("projects/b", "pic2.jpg"),
      await fileNode("projects/b", "capa-main.jpg"),
      await fileNode("projects/b", "project.json"),
      await fileNode("team", "ana.jpg"),
    ]
    expect(projectFolders(files)).toEqual([
      {
        directory: "projects/b",
        files: [
          { base: "capa-main.jpg", fileId: "file projects/b/capa-main.jpg" },
          { base: "pic2.jpg", fileId: "file projects/b/pic2.jpg" },
          { base: "project.json", fileId: "file projects/b/project.json" },
        ],
      },
    ])
  })

  it("leaves out a file whose node is still in the cache but which is gone from disk", async () => {
    const files = [
      await fileNode("projects/a", "project.json"),
      await fileNode("projects/a", "capa-main.jpg"),
      await fileNode("projects/a", "pic1.jpg", false),
    ]
    expect(projectFolders(files)[0].files.map((file) => file.base)).toEqual([
      "capa-main.jpg",
      "project.json",
    ])
  })
})

describe("a project's picture fields", () => {
  it("depend on the project's own folder and files, never on every File", async () => {
    const store = await sourced({
      "projects/a": ["project.json", "capa-main.jpg", "pic1.jpg", "pic2.jpg"],
      "projects/b": ["project.json", "capa-main.jpg", "pic1.jpg"],
    })
    store.dependencies.clear()
    expect(await resolve(store, project(store, "projects/a"))).toEqual({
      cover: "capa-main.jpg",
      gallery: ["pic1.jpg", "pic2.jpg"],
    })
    expect(new Set(store.dependencies)).toEqual(
      new Set([
        `node ${pictureFolderId(store.createNodeId, "projects/a")}`,
        "node file projects/a/capa-main.jpg",
        "node file projects/a/pic1.jpg",
        "node file projects/a/pic2.jpg",
        "node file projects/a/project.json",
      ]),
    )
  })

  it("keep project.json's listed cover and order", async () => {
    const store = await sourced({ "projects/a": ["project.json", "obra.jpg", "b.jpg", "a.jpg"] })
    const source = project(store, "projects/a", {
      cover: "./obra.jpg",
      pictures: ["b.jpg", "a.jpg"],
    })
    expect(await resolve(store, source)).toEqual({ cover: "obra.jpg", gallery: ["b.jpg", "a.jpg"] })
  })

  it("show a picture added to the folder after sourcing, which changes the folder's node", async () => {
    const store = await sourced({ "projects/a": ["project.json", "capa-main.jpg", "pic1.jpg"] })
    const folderId = pictureFolderId(store.createNodeId, "projects/a")
    const before = store.nodes.get(folderId)?.internal
    const added = await fileNode("projects/a", "pic2.jpg")
    put(store, added)
    addFileToFolder(store.args as never, store.nodes.get(added.id) as unknown as Node)
    expect(store.nodes.get(folderId)?.internal).not.toEqual(before)
    expect((await resolve(store, project(store, "projects/a"))).gallery).toEqual([
      "pic1.jpg",
      "pic2.jpg",
    ])
  })

  it("leave out a picture whose node was deleted (gatsby develop)", async () => {
    const store = await sourced({
      "projects/a": ["project.json", "capa-main.jpg", "pic1.jpg", "pic2.jpg"],
    })
    store.nodes.delete("file projects/a/pic1.jpg")
    expect((await resolve(store, project(store, "projects/a"))).gallery).toEqual(["pic2.jpg"])
  })

  it("search the folder when it has no node yet (a project made under gatsby develop)", async () => {
    const store = nodeStore()
    for (const base of ["project.json", "capa-main.jpg", "pic1.jpg"]) {
      put(store, await fileNode("projects/new", base))
    }
    expect(await resolve(store, project(store, "projects/new"))).toEqual({
      cover: "capa-main.jpg",
      gallery: ["pic1.jpg"],
    })
    expect(store.dependencies).toContain("every File")
  })

  it("leave a file outside the project folders alone", async () => {
    const store = await sourced({ "projects/a": ["project.json", "capa-main.jpg"] })
    const other = await fileNode("team", "ana.jpg")
    put(store, other)
    const count = store.nodes.size
    addFileToFolder(store.args as never, store.nodes.get(other.id) as unknown as Node)
    expect(store.nodes.size).toBe(count)
    expect(
      [...store.nodes.values()].filter(
        (n) => (n.internal as { type: string }).type === PICTURE_FOLDER_TYPE,
      ),
    ).toHaveLength(1)
  })
})
