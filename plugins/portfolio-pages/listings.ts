import { isBrazilianState, type StateCode } from "../../src/lib/brazil-states"
import {
  listingPath,
  projectPath,
  PROJECTS_PER_PAGE,
  type ListingFilter,
} from "../../src/lib/portfolio-paths"
import type { PortfolioFacts } from "../../src/lib/portfolio-facts"
import type { LinkedProject } from "../../src/lib/project"
import type { ListingContext } from "../../src/lib/listing"
import { categoriesWithProjects } from "../../src/lib/project-filter"
import { theme } from "../../src/styles/theme"

/**
 * The colour a picture is letterboxed on (card covers, link previews), passed to the pages'
 * image queries as `$letterbox`: a GraphQL query cannot read the theme, and the theme is the one
 * place colours are written.
 */
export const LETTERBOX = theme.colors.surfaceAlt

interface ImageQueryContext {
  letterbox: string
}

/** A project as page creation needs it, in portfolio order (src/lib/portfolio-order.ts). */
export interface ProjectEntry {
  id: string
  projectId: number
  destaque?: boolean | null
  title: string
  year: string
  categories: readonly string[]
  slug: string
  state: string
}

export interface ProjectPageSpec {
  path: string
  context: ImageQueryContext & {
    id: string
    previous: LinkedProject | null
    next: LinkedProject | null
  }
}

export interface ListingPageSpec {
  path: string
  context: ListingContext & ImageQueryContext
}

/** One page per project, each linking to its neighbours in portfolio order. */
export function projectPages(projects: readonly ProjectEntry[]): ProjectPageSpec[] {
  const link = (project?: ProjectEntry): LinkedProject | null =>
    project ? { path: projectPath(project.slug), title: project.title } : null
  return projects.map((project, index) => ({
    path: projectPath(project.slug),
    context: {
      id: project.id,
      previous: link(projects[index - 1]),
      next: link(projects[index + 1]),
      letterbox: LETTERBOX,
    },
  }))
}

/**
 * The listing pages: every project, each category and each state that has projects (the filter
 * offers only those), split into pages of PROJECTS_PER_PAGE.
 * `categories`: the firm's list (content/categories.json), in the filter's order.
 */
export function listingPages(
  projects: readonly ProjectEntry[],
  categories: readonly string[],
): ListingPageSpec[] {
  const facts = portfolioFacts(projects)
  const lists: Array<[ListingFilter, readonly ProjectEntry[]]> = [
    [{ kind: "all" }, projects],
    ...categoriesWithProjects(
      categories,
      projects.flatMap((project) => project.categories),
    ).map((category): [ListingFilter, ProjectEntry[]] => [
      { kind: "category", category },
      projects.filter((project) => project.categories.includes(category)),
    ]),
    ...facts.states.map((state): [ListingFilter, ProjectEntry[]] => [
      { kind: "state", state },
      projects.filter((project) => project.state === state),
    ]),
  ]
  return lists.flatMap(([filter, listed]) => {
    const pageCount = Math.max(1, Math.ceil(listed.length / PROJECTS_PER_PAGE))
    return Array.from({ length: pageCount }, (_, index) => ({
      path: listingPath(filter, index + 1),
      context: {
        ids: listed
          .slice(index * PROJECTS_PER_PAGE, (index + 1) * PROJECTS_PER_PAGE)
          .map((project) => project.id),
        filter,
        page: index + 1,
        pageCount,
        total: listed.length,
        facts,
        letterbox: LETTERBOX,
      },
    }))
  })
}

/** What the portfolio's copy states about itself: since when, and in which states. */
export function portfolioFacts(projects: readonly ProjectEntry[]): PortfolioFacts {
  const years = projects.map((project) => Number(project.year)).filter(Number.isFinite)
  const states = [
    ...new Set(projects.map((project) => project.state).filter(isBrazilianState)),
  ].sort() as StateCode[]
  return { firstYear: years.length ? Math.min(...years) : null, states }
}

/** Two projects with one address would hide one of them: the content check names both files. */
export function duplicateSlugs(projects: readonly ProjectEntry[]): string[] {
  const seen = new Map<string, ProjectEntry>()
  return projects.flatMap((project) => {
    const first = seen.get(project.slug)
    seen.set(project.slug, first ?? project)
    return first ? [`"${project.slug}": projetos ${first.projectId} e ${project.projectId}`] : []
  })
}
