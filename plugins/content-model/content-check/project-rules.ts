/** A project.json: its field table, then what a table cannot say. */
import type { ContentType } from "../../../src/lib/content-model/field"
import { PROJECT_TYPE, projectFolder } from "../../../src/lib/content-model/project"
import { isReservedSlug, projectSlug, SLUG_PATTERN, slugify } from "../../../src/lib/slug"
import { checkRecord } from "./record-rules"
import { unlistedCategories } from "./categories"
import { isRecord } from "./json-file"
import { checkFields } from "./shape"
import { nearest } from "./suggest"
import { error, type Finding } from "./types"

/** folderNumber is N of its prjN folder; teamIds and categories are null when unread. */
export function checkProject(
  project: unknown,
  file: string,
  folderNumber: number | null,
  teamIds: ReadonlySet<string> | null = null,
  categories: readonly string[] | null = null,
): Finding[] {
  const findings = checkFields(project, projectType(folderNumber), file)
  if (!isRecord(project)) return findings
  return [
    ...findings,
    ...checkId(project.id, file, folderNumber),
    ...checkSlug(project.slug, project.title, file),
    ...(teamIds ? checkEngineers(project.responsaveis, file, teamIds) : []),
    ...(categories ? unlistedCategories(project.categories, file, categories) : []),
    ...checkRecord(project, file),
  ]
}

/** The project's table, its "id" example the folder's own number: the fix for prjN is "id": N. */
function projectType(folderNumber: number | null): ContentType {
  if (folderNumber === null) return PROJECT_TYPE
  const fields = PROJECT_TYPE.fields.map((field) =>
    field.kind !== "ignored" && field.name === "id"
      ? { ...field, example: String(folderNumber) }
      : field,
  )
  return { ...PROJECT_TYPE, fields }
}

/** Each responsible engineer must be a member of the team, by the id of their file. */
function checkEngineers(engineers: unknown, file: string, teamIds: ReadonlySet<string>): Finding[] {
  if (!Array.isArray(engineers)) return []
  const known = [...teamIds].sort()
  return engineers.flatMap((engineer, i) => {
    if (typeof engineer !== "string" || !engineer.trim() || teamIds.has(engineer)) return []
    const suggestion = nearest(engineer, known)
    const fix = suggestion
      ? `Você quis dizer "${suggestion}"?`
      : known.length
        ? `Os membros cadastrados são: ${known.map((id) => `"${id}"`).join(", ")}.`
        : "Não há ninguém cadastrado em content/team/."
    return [
      error(
        file,
        `O responsável técnico "${engineer}" não existe na equipe: cada nome deste campo é o ` +
          `"id" de um arquivo de content/team/. ${fix} Ou cadastre a pessoa em ` +
          `content/team/${engineer}.json.`,
        `responsaveis[${i}]`,
      ),
    ]
  })
}

/** The address segment the site will give the project, or null when title and slug are unusable. */
export function slugOf(project: unknown): string | null {
  const { slug, title } = (project ?? {}) as { slug?: unknown; title?: unknown }
  if (typeof title !== "string") return null
  return projectSlug({ title, slug: typeof slug === "string" ? slug : null }) || null
}

function checkSlug(slug: unknown, title: unknown, file: string): Finding[] {
  const example = typeof title === "string" && slugify(title) ? slugify(title) : "rede-de-esgoto"
  if (slug === undefined) {
    if (typeof title !== "string" || !title.trim() || slugify(title)) return []
    return [
      error(
        file,
        `O título "${title}" não tem letras nem números para formar o endereço da página do ` +
          'projeto. Escreva um título com palavras, ou um "slug", por exemplo "slug": "rede-de-esgoto".',
        "title",
      ),
    ]
  }
  if (typeof slug !== "string") return []
  if (!SLUG_PATTERN.test(slug)) {
    return [
      error(
        file,
        `O "slug" "${slug}" não é válido: use só letras minúsculas sem acento, números e hífens ` +
          `entre as palavras, por exemplo "slug": "${example}". Ou apague o campo para usar o título.`,
        "slug",
      ),
    ]
  }
  if (isReservedSlug(slug)) {
    return [
      error(
        file,
        `O "slug" "${slug}" não pode ser usado: o endereço /projetos/${slug}/ é de uma página da ` +
          `listagem. Use outro, por exemplo "slug": "${example}".`,
        "slug",
      ),
    ]
  }
  return []
}

function checkId(id: unknown, file: string, folderNumber: number | null): Finding[] {
  // An id below 1 is reported once, by the table's minimum, with the folder's number as the fix.
  if (!Number.isInteger(id) || (id as number) < 1) return []
  if (folderNumber !== null && id !== folderNumber) {
    return [
      error(
        file,
        `O "id" é ${id}, mas a pasta se chama ${projectFolder(folderNumber)}. ` +
          `Use "id": ${folderNumber} (o número do "id" e o da pasta devem ser iguais).`,
        "id",
      ),
    ]
  }
  return []
}
