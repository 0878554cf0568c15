import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { selectPictures, type ListedPictures } from "./scripts/lib/picture-names"
import { assertContent } from "./scripts/lib/content-check"
import { contentDir } from "./scripts/lib/content-dir"
import { quoteEndpointProblem } from "./scripts/lib/quote-endpoint"
import { writeHeadersFile } from "./scripts/lib/headers"
import { writeAdminFiles } from "./scripts/lib/cms/admin-files"
import { cmsOptionsFromEnv } from "./scripts/lib/cms/config"
import { writeRobotsTxt } from "./scripts/lib/robots"
import { resolveSiteUrl } from "./scripts/lib/site-url"
import { projectSlug } from "./src/lib/slug"
import { stateOfLocation } from "./src/lib/brazil-states"

/**
 * Before anything is sourced: the content checks (one implementation with
 * `npm run check:content`) and, for a production build, the quote form's endpoint.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  if (process.env.gatsby_executing_command === "build") {
    const problem = quoteEndpointProblem(process.env)
    if (problem) reporter.panicOnBuild(problem)
  }
  await assertContent(contentDir(), reporter)
}

interface FileNode {
  id: string
  base: string
  relativeDirectory: string
}

/** A Project node as sourced: `cover` and `pictures` are project.json's own, optional, fields. */
interface ProjectSource extends ListedPictures {
  parent: string
}

/** Content types are declared, never inferred: a missing required field fails the build. */
const typeDefs = `
  type Project implements Node @dontInfer {
    projectId: Int! @proxy(from: "jsonId")
    title: String!
    description: String!
    location: String!
    year: String!
    categories: [String!]!
    stats: ProjectStats
    "File names of the gallery in order, when project.json lists them (see cover for the rest)."
    pictures: [String!]
    slug: String
    fields: ProjectFields!
  }

  type ProjectFields @dontInfer {
    slug: String!
    state: String!
  }

  type ProjectStats @dontInfer {
    populacao: String
    area: String
    vazao: String
    vazaoRe: String
  }

  type SiteFacts implements Node @dontInfer {
    name: String!
    legalName: String!
    tagline: String!
    description: String!
    foundingYear: Int!
    experienceYears: Int!
    phone: String!
    whatsapp: String!
    email: String!
    address: SiteAddress!
    social: [SocialLink!]!
    hours: [OpeningHours!]!
    emergencies: String!
    figures: [CompanyFigure!]!
    dataOfficer: DataOfficer!
  }

  type DataOfficer @dontInfer {
    name: String!
    email: String!
  }

  type SiteAddress @dontInfer {
    street: String!
    district: String!
    city: String!
    state: String!
    postalCode: String!
  }

  type SocialLink @dontInfer {
    network: String!
    url: String!
  }

  type OpeningHours @dontInfer {
    label: String!
    days: [String!]!
    opens: String!
    closes: String!
  }

  type CompanyFigure @dontInfer {
    value: String!
    label: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "Project",
      interfaces: ["Node"],
      fields: {
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
      },
    }),
  )
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
 * The pictures that ship for a project (one rule with the content check) and its File nodes. The
 * folder's files come through an equality filter that Gatsby answers from an index, so the cost
 * per project does not grow with the number of files.
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

/** Each project's address segment and state, as node fields that page queries can filter on. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  if (node.internal.type !== "Project") return
  const project = node as unknown as { slug?: string; title: string; location: string }
  actions.createNodeField({ node, name: "slug", value: projectSlug(project) })
  actions.createNodeField({ node, name: "state", value: stateOfLocation(project.location) ?? "" })
}

/**
 * After the build: robots.txt with the configured site URL, the content editor in public/admin/
 * (copied, so none of it enters the site's own bundles), then public/_headers (caching and
 * security headers, one source of truth in scripts/lib/headers.ts) from the built files.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  await writeRobotsTxt(publicDir, resolveSiteUrl(process.env))
  const cms = cmsOptionsFromEnv(process.env)
  await writeAdminFiles(publicDir, cms)
  const { rules } = await writeHeadersFile(publicDir, {
    quoteEndpoint: process.env.GATSBY_QUOTE_ENDPOINT ?? "",
    cmsLocalBackend: cms.localBackend,
  })
  reporter.info(`public/_headers written (${rules.length} rules)`)
}
