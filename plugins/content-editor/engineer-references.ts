/**
 * Which projects name each engineer, as responsible or on a CAT, from the build's data: the
 * editor refuses to delete an engineer a project still names (admin-script.ts), in the same
 * words as the check would stop the next build.
 */
import type { GatsbyNode } from "gatsby"

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

export interface ReferencingProject {
  projectId: number
  title: string
  responsaveis: readonly string[]
  cats: readonly { responsavel: string }[] | null
}

/** Engineer id → the projects that name them ("prj7 · Título"), in the projects' order. */
export type EngineerReferences = Record<string, string[]>

export function engineerReferences(projects: readonly ReferencingProject[]): EngineerReferences {
  const references: EngineerReferences = {}
  for (const project of [...projects].sort((a, b) => a.projectId - b.projectId)) {
    const named = new Set([
      ...project.responsaveis,
      ...(project.cats ?? []).map((cat) => cat.responsavel),
    ])
    for (const id of named)
      (references[id] ??= []).push(`prj${project.projectId} · ${project.title}`)
  }
  return references
}

/** Why an engineer cannot be deleted, or null when no project names them. */
export function deletionRefusal(id: string, references: EngineerReferences): string | null {
  const projects = references[id]
  if (!projects?.length) return null
  const list = projects.map((project) => `“${project}”`).join(", ")
  return `“${id}” ainda é responsável técnico (ou assina uma CAT) ${
    projects.length === 1 ? "do projeto" : `de ${projects.length} projetos`
  } ${list}. Troque o responsável nesses projetos, publique, e então exclua.`
}

export async function queryEngineerReferences(
  graphql: PostBuildArgs["graphql"],
): Promise<EngineerReferences> {
  const result = await graphql<{ allProject: { nodes: ReferencingProject[] } }>(`
    query EngineerReferences {
      allProject {
        nodes {
          projectId
          title
          responsaveis
          cats {
            responsavel
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(String(result.errors ?? "no data"))
  return engineerReferences(result.data.allProject.nodes)
}
