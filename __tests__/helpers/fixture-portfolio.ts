/**
 * The fixture's projects in portfolio order, by the site's own rule (src/lib/portfolio-order.ts):
 * tests find a project's card by its place in this list, never by a hard-coded position.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { inPortfolioOrder } from "../../src/lib/portfolio-order"

const PROJECTS_DIR = path.join(__dirname, "../fixtures/content/projects")

export interface FixtureProject {
  projectId: number
  title: string
  location: string
  categories: string[]
  destaque?: boolean
}

/** Every fixture project, in the order /projetos/ lists them. */
export const PORTFOLIO: readonly FixtureProject[] = inPortfolioOrder(
  readdirSync(PROJECTS_DIR)
    .filter((folder) => /^prj\d+$/.test(folder))
    .map((folder) => {
      const { id, title, location, categories, destaque } = JSON.parse(
        readFileSync(path.join(PROJECTS_DIR, folder, "project.json"), "utf8"),
      ) as Omit<FixtureProject, "projectId"> & { id: number }
      return { projectId: id, title, location, categories, destaque }
    }),
)

/** The position (from 0) of project number `id`'s card on /projetos/. */
export function cardIndex(id: number): number {
  const index = PORTFOLIO.findIndex((project) => project.projectId === id)
  if (index < 0) throw new Error(`No fixture project ${id}`)
  return index
}

/** The titles of the projects `keep` chooses (all by default), in the order the listings show them. */
export function portfolioTitles(keep: (project: FixtureProject) => boolean = () => true): string[] {
  return PORTFOLIO.filter(keep).map((project) => project.title)
}
