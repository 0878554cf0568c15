import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
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
import { QUANTITY_SELECTION, RECORD_SELECTION, recordPages, type RecordNode } from "./record-pages"

interface PortfolioQuery {
  site: { siteMetadata: { siteUrl: string } }
  projectCategories: { categories: string[] } | null
  allProject: {
    nodes: Array<
      Omit<ProjectEntry, "slug" | "state"> &
        Omit<RecordNode, "slug" | "state"> & { fields: { slug: string; state: string } }
    >
  }
}

/**
 * The old gallery links (?projeto=N) are sent to the project's page through a map of id → page
 * address, made in createPages and written to public/ in onPostBuild. It passes between the two
 * through this plugin's Gatsby cache, under this key, not through module state.
 */
const OLD_LINKS_CACHE_KEY = "old-links-address-by-id"
/** The search file's content (src/lib/project-search.ts), passed the same way. */
const SEARCH_CACHE_KEY = "search-data"
/** Each /acervo/ page's spreadsheet (src/lib/record-csv.ts): [path, text]. */
const RECORD_CSV_CACHE_KEY = "record-csv"

type AddressById = Record<number, string>

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  cache,
}) => {
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
  const record = recordPages(projects, projectPath, siteUrl, categories)
  create("record-page", record)
  await cache.set(
    RECORD_CSV_CACHE_KEY,
    record.map((page) => [page.csv.path, page.csv.text]),
  )
  create("portfolio-print", [{ path: PRINT_PATH, context: { letterbox: LETTERBOX } }])
  const addressById: AddressById = Object.fromEntries(
    projects.map((project) => [project.projectId, projectPath(project.slug)]),
  )
  await cache.set(OLD_LINKS_CACHE_KEY, addressById)
  // In portfolio order, as /projetos/ lists them: the search finds a result's card by position.
  const searchData: SearchData = buildSearchData(
    projects.map((project) => ({ ...project, id: project.projectId })),
    categories,
  )
  await cache.set(SEARCH_CACHE_KEY, searchData)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ cache, reporter }) => {
  const addressById = (await cache.get(OLD_LINKS_CACHE_KEY)) as AddressById | undefined
  if (!addressById) {
    reporter.panicOnBuild(
      `portfolio-pages: o mapa dos links antigos (?projeto=N) não foi criado em createPages, ` +
        `então ${OLD_LINKS_PATH} não pode ser escrito. Rode o build de novo com "npm run clean".`,
    )
    return
  }
  await writePublicJson(OLD_LINKS_PATH, addressById)
  const searchData = (await cache.get(SEARCH_CACHE_KEY)) as SearchData | undefined
  if (!searchData) {
    reporter.panicOnBuild(
      `portfolio-pages: os dados da busca não foram criados em createPages, então ` +
        `${SEARCH_DATA_PATH} não pode ser escrito. Rode o build de novo com "npm run clean".`,
    )
    return
  }
  await writePublicJson(SEARCH_DATA_PATH, searchData)
  const csvFiles = (await cache.get(RECORD_CSV_CACHE_KEY)) as [string, string][] | undefined
  if (!csvFiles) {
    reporter.panicOnBuild(
      `portfolio-pages: as planilhas do acervo não foram criadas em createPages, então os ` +
        `arquivos acervo.csv não podem ser escritos. Rode o build de novo com "npm run clean".`,
    )
    return
  }
  for (const [urlPath, text] of csvFiles) await writePublicFile(urlPath, text)
}

async function writePublicJson(urlPath: string, content: unknown): Promise<void> {
  await writePublicFile(urlPath, JSON.stringify(content))
}

async function writePublicFile(urlPath: string, text: string): Promise<void> {
  const file = path.join("public", urlPath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
}
