import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { stateMapSvg, stateOutlines } from "./svg"
import { STATE_MAP_FILE } from "../../src/lib/project-states"
import { STATE_NAMES } from "../../src/lib/brazil-states"
import { theme } from "../../src/styles/theme"
import { contentDir } from "../content-model/content-dir"
import { holdingBuild } from "../demo-guard/demo-build"
import { readPalette } from "../site-identity/read-palette"

/**
 * The home page's map (docs/architecture.md): the picture is a static file in public/, written once
 * the projects are sourced, so the outlines, names and counting never enter a JavaScript bundle.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(
    schema.buildObjectType({
      name: "StateOutline",
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        uf: "String!",
        name: "String!",
        labelX: "Float!",
        labelY: "Float!",
        projectCount: {
          type: "Int!",
          description: "Projects in this state (their fields.state, from the location).",
          resolve: async (source: { uf: string }, _args: unknown, context: ResolverContext) => {
            const { entries } = await context.nodeModel.findAll({ type: "Project" })
            return [...entries].filter((project) => project.fields.state === source.uf).length
          },
        },
      },
    }),
  )
}

interface ResolverContext {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<{ fields: { state: string } }> }>
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  for (const { uf, labelX, labelY } of stateOutlines()) {
    const data = { uf, name: STATE_NAMES[uf], labelX, labelY }
    actions.createNode({
      ...data,
      id: createNodeId(`state-outline-${uf}`),
      internal: { type: "StateOutline", contentDigest: createContentDigest(data) },
    })
  }
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({
  getNodesByType,
  reporter,
}) => {
  if (holdingBuild()) return // The demo's projects' states; only the holding page is published.
  const active = new Set<string>()
  for (const node of getNodesByType("Project")) {
    const uf = (node.fields as { state?: string } | undefined)?.state
    if (uf) active.add(uf)
  }
  const svg = stateMapSvg(active, {
    // A picture file: the firm's main colour written in, as no page's CSS reaches it.
    active: readPalette(contentDir()).primary,
    idle: theme.colors.border,
    border: theme.colors.white,
  })
  const publicDir = path.join(process.cwd(), "public")
  await mkdir(publicDir, { recursive: true })
  await writeFile(path.join(publicDir, STATE_MAP_FILE), svg)
  reporter.info(`public/${STATE_MAP_FILE} written (${active.size} states with projects)`)
}
