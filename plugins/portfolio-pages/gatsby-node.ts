import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { holdingBuild } from "../demo-guard/demo-build"
import { OLD_LINKS_PATH, PRINT_PATH, projectPath } from "../../src/lib/portfolio-paths"
import { buildSearchData, SEARCH_DATA_PATH, type SearchData } from "../../src/lib/project-search"
import { inPortfolioOrder } from "../../src/lib/portfolio-order"
import {
  duplicateSlugs,
  LETTERBOX,
  listingPages,
  projectPages,
  type ProjectEntry,
} from "./listings"
import { engineerPages } from "./engineer-pages"
import {
  QUANTITY_SELECTION,
  RECORD_SELECTION,
  recordPages,
  recordProjects,
  type RecordNode,
} from "./record-pages"

interface PortfolioQuery {
  site: { siteMetadata: { siteUrl: string } }
  projectCategories: { categories: string[] } | null
  allTeamMember: { nodes: { memberId: string }[] }
  allProject: {
    nodes: Array<
      Omit<ProjectEntry, "slug" | "state"> &
        Omit<RecordNode, "slug" | "state"> & { fields: { slug: string; state: string } }
    >
  }
}

/**
 * What createPages makes for onPostBuild to write into public/: the old gallery links' map of
 * id → page address, the search file and the spreadsheets of each /acervo/ page and each
 * engineer's page. Each passes through
 * this plugin's Gatsby cache under its key, not through module state; `missing` is what stops the
 * build without it.
 */
const CACHED = {
  oldLinks: {
    key: "old-links-address-by-id",
    missing: `o mapa dos links antigos (?projeto=N) não foi criado em createPages, então ${OLD_LINKS_PATH} não pode ser escrito`,
    files: (byId: unknown): PublicFile[] => [[OLD_LINKS_PATH, JSON.stringify(byId)]],
  },
  search: {
    key: "search-data",
    missing: `os dados da busca não foram criados em createPages, então ${SEARCH_DATA_PATH} não pode ser escrito`,
    files: (data: unknown): PublicFile[] => [[SEARCH_DATA_PATH, JSON.stringify(data)]],
  },
  recordCsv: {
    key: "record-csv",
    missing: `as planilhas do acervo não foram criadas em createPages, então os arquivos acervo.csv e cats.csv não podem ser escritos`,
    files: (files: unknown) => files as PublicFile[],
  },
}

type PublicFile = [urlPath: string, text: string]

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  cache,
}) => {
  if (holdingBuild()) return // Only the holding page is published (plugins/demo-guard).
  const result = await graphql<PortfolioQuery>(`
    query PortfolioPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      projectCategories {
        categories
      }
      allTeamMember {
        nodes {
          memberId
        }
      }
      allProject {
        nodes {
          id
          projectId
          destaque
          title
          year
          categories
          location
          contratante
          escopo
          ${QUANTITY_SELECTION}
          ${RECORD_SELECTION}
          fields {
            slug
            state
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Não foi possível ler os projetos para criar as páginas.", result.errors)
    return
  }
  // Every page below follows this one order: the listings, their neighbours, the search file.
  const projects = inPortfolioOrder(
    result.data.allProject.nodes.map(({ fields, ...project }) => ({ ...project, ...fields })),
  )
  const categories = result.data.projectCategories?.categories ?? []
  const duplicates = duplicateSlugs(projects)
  if (duplicates.length) {
    reporter.panicOnBuild(
      `Dois projetos teriam o mesmo endereço (${duplicates.join("; ")}). ` +
        'Mude o título de um deles ou escreva um "slug" diferente no seu project.json.',
    )
    return
  }
  const create = (template: string, pages: readonly { path: string; context: object }[]) => {
    const component = path.resolve(`src/templates/${template}.tsx`)
    for (const page of pages)
      actions.createPage({ path: page.path, component, context: page.context })
  }
  create("project-page", projectPages(projects))
  create("projects-listing", listingPages(projects, categories))
  const siteUrl = result.data.site.siteMetadata.siteUrl
  const asRecord = recordProjects(projects, projectPath)
  const record = recordPages(asRecord, siteUrl, categories)
  create("record-page", record)
  const memberIds = result.data.allTeamMember.nodes.map((member) => member.memberId)
  const engineers = engineerPages(asRecord, memberIds, siteUrl, categories)
  create("engineer-page", engineers)
  create("portfolio-print", [{ path: PRINT_PATH, context: { letterbox: LETTERBOX } }])
  const addressById = Object.fromEntries(
    projects.map((project) => [project.projectId, projectPath(project.slug)]),
  )
  // In portfolio order, as /projetos/ lists them: the search finds a result's card by position.
  const searchData: SearchData = buildSearchData(
    projects.map((project) => ({ ...project, id: project.projectId })),
    categories,
  )
  await cache.set(CACHED.oldLinks.key, addressById)
  await cache.set(CACHED.search.key, searchData)
  await cache.set(
    CACHED.recordCsv.key,
    [...record, ...engineers].map((page): PublicFile => [page.csv.path, page.csv.text]),
  )
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ cache, reporter }) => {
  if (holdingBuild()) return
  for (const { key, missing, files } of Object.values(CACHED)) {
    const value: unknown = await cache.get(key)
    if (!value) {
      reporter.panicOnBuild(
        `portfolio-pages: ${missing}. Rode o build de novo com "npm run clean".`,
      )
      return
    }
    for (const [urlPath, text] of files(value)) {
      const file = path.join("public", urlPath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, text)
    }
  }
}
