import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { OLD_LINKS_PATH, projectPath } from "../../src/lib/portfolio-paths"
import { duplicateSlugs, listingPages, projectPages, type ProjectEntry } from "./listings"

interface PortfolioQuery {
  allProject: {
    nodes: Array<Omit<ProjectEntry, "slug" | "state"> & { fields: { slug: string; state: string } }>
  }
}

/** The old gallery links (?projeto=N) are sent to the project's page through this map. */
let addressById: Record<number, string> = {}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PortfolioQuery>(`
    query PortfolioPages {
      allProject(sort: { projectId: ASC }) {
        nodes {
          id
          projectId
          title
          year
          categories
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
  const projects = result.data.allProject.nodes.map(({ fields, ...project }) => ({
    ...project,
    ...fields,
  }))
  const duplicates = duplicateSlugs(projects)
  if (duplicates.length) {
    reporter.panicOnBuild(
      `Dois projetos teriam o mesmo endereço (${duplicates.join("; ")}). ` +
        'Mude o título de um deles ou escreva um "slug" diferente no seu project.json.',
    )
    return
  }
  const projectTemplate = path.resolve("src/templates/project-page.tsx")
  for (const page of projectPages(projects)) {
    actions.createPage({ path: page.path, component: projectTemplate, context: page.context })
  }
  const listingTemplate = path.resolve("src/templates/projects-listing.tsx")
  for (const page of listingPages(projects)) {
    actions.createPage({ path: page.path, component: listingTemplate, context: page.context })
  }
  addressById = Object.fromEntries(
    projects.map((project) => [project.projectId, projectPath(project.slug)]),
  )
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const file = path.join("public", OLD_LINKS_PATH)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(addressById))
}
