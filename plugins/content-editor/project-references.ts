/**
 * Which projects name each engineer (responsible or on a CAT) and use each category, from the
 * build's data, for the editor's refusals (admin-script.ts) that name them.
 */
import type { GatsbyNode } from "gatsby"
import { projectFolder } from "../../src/lib/content-model/project"

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

interface NumberedProject {
  projectId: number
  title: string
}

export interface ReferencingProject extends NumberedProject {
  responsaveis: readonly string[]
  cats: readonly { responsavel: string }[] | null
}

export interface CategorizedProject extends NumberedProject {
  categories: readonly string[]
}

/** Engineer id → the projects that name them ("prj7 · Título"), in the projects' order. */
export type EngineerReferences = Record<string, string[]>

/** Category → why the list must keep it ("prj7 · Título" named), in the projects' order. */
export type CategoryRefusals = Record<string, string>

/** Each name → the projects that carry it ("prj7 · Título"), by number, each project once. */
function projectsNaming<Project extends NumberedProject>(
  projects: readonly Project[],
  namesOf: (project: Project) => readonly string[],
): Record<string, string[]> {
  const naming: Record<string, string[]> = {}
  for (const project of [...projects].sort((a, b) => a.projectId - b.projectId))
    for (const name of new Set(namesOf(project)))
      (naming[name] ??= []).push(`${projectFolder(project.projectId)} · ${project.title}`)
  return naming
}

const quoted = (projects: readonly string[]) => projects.map((project) => `“${project}”`).join(", ")

export function engineerReferences(projects: readonly ReferencingProject[]): EngineerReferences {
  return projectsNaming(projects, (project) => [
    ...project.responsaveis,
    ...(project.cats ?? []).map((cat) => cat.responsavel),
  ])
}

/** Engineer id → their name, as the team's page and the editor's list show it. */
export type EngineerNames = Record<string, string>

/** Why an engineer cannot be deleted, naming them as the team list does; null when no project names them. */
export function deletionRefusal(
  id: string,
  references: EngineerReferences,
  names: EngineerNames = {},
): string | null {
  const projects = references[id]
  if (!projects?.length) return null
  return `“${names[id] ?? id}” ainda é responsável técnico (ou assina uma CAT) ${
    projects.length === 1 ? "do projeto" : `de ${projects.length} projetos`
  } ${quoted(projects)}. Troque o responsável nesses projetos, publique, e então exclua.`
}

export function categoryRefusals(projects: readonly CategorizedProject[]): CategoryRefusals {
  const users = projectsNaming(projects, (project) => project.categories)
  return Object.fromEntries(
    Object.entries(users).map(([category, named]) => [category, removalRefusal(category, named)]),
  )
}

/** Why a category cannot leave the list while these projects use it. */
function removalRefusal(category: string, projects: readonly string[]): string {
  return (
    `A categoria “${category}” ainda é usada ${
      projects.length === 1 ? "pelo projeto" : `por ${projects.length} projetos:`
    } ${quoted(projects)}. Troque a categoria nesses projetos (campo Categorias), publique, e ` +
    "então tire-a da lista. Para renomeá-la: acrescente o novo nome, troque-o nos projetos, " +
    "publique, e então tire o nome antigo."
  )
}

export async function queryProjectReferences(graphql: PostBuildArgs["graphql"]): Promise<{
  engineers: EngineerReferences
  engineerNames: EngineerNames
  categories: CategoryRefusals
}> {
  const result = await graphql<{
    allProject: { nodes: (ReferencingProject & CategorizedProject)[] }
    allTeamMember: { nodes: { memberId: string; name: string }[] }
  }>(`
    query ProjectReferences {
      allTeamMember {
        nodes {
          memberId
          name
        }
      }
      allProject {
        nodes {
          projectId
          title
          responsaveis
          cats {
            responsavel
          }
          categories
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(String(result.errors ?? "no data"))
  const { nodes } = result.data.allProject
  return {
    engineers: engineerReferences(nodes),
    engineerNames: Object.fromEntries(
      result.data.allTeamMember.nodes.map((member) => [member.memberId, member.name]),
    ),
    categories: categoryRefusals(nodes),
  }
}
