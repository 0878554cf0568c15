/**
 * Which projects use each category, from the build's data: the editor refuses to save the
 * categories without one a project still uses (admin-script.ts), naming those projects, as the
 * content check would stop the next build.
 */
import type { GatsbyNode } from "gatsby"

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

export interface CategorizedProject {
  projectId: number
  title: string
  categories: readonly string[]
}

/** Category → why the list must keep it ("prj7 · Título" named), in the projects' order. */
export type CategoryRefusals = Record<string, string>

export function categoryRefusals(projects: readonly CategorizedProject[]): CategoryRefusals {
  const users: Record<string, string[]> = {}
  for (const project of [...projects].sort((a, b) => a.projectId - b.projectId))
    for (const category of new Set(project.categories))
      (users[category] ??= []).push(`prj${project.projectId} · ${project.title}`)
  return Object.fromEntries(
    Object.entries(users).map(([category, named]) => [category, removalRefusal(category, named)]),
  )
}

/** Why a category cannot leave the list while these projects use it. */
export function removalRefusal(category: string, projects: readonly string[]): string {
  const list = projects.map((project) => `“${project}”`).join(", ")
  return (
    `A categoria “${category}” ainda é usada ${
      projects.length === 1 ? "pelo projeto" : `por ${projects.length} projetos:`
    } ${list}. Troque a categoria nesses projetos (campo Categorias), publique, e então tire-a ` +
    "da lista. Para renomeá-la: acrescente o novo nome, troque-o nos projetos, publique, e " +
    "então tire o nome antigo."
  )
}

export async function queryCategoryRefusals(
  graphql: PostBuildArgs["graphql"],
): Promise<CategoryRefusals> {
  const result = await graphql<{ allProject: { nodes: CategorizedProject[] } }>(`
    query CategoryReferences {
      allProject {
        nodes {
          projectId
          title
          categories
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(String(result.errors ?? "no data"))
  return categoryRefusals(result.data.allProject.nodes)
}
