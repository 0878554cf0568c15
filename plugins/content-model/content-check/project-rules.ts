/** The rules of a project.json beyond its shape: id, year, location, categories. */
import { BRAZILIAN_STATES, isBrazilianState } from "./brazil"
import { PROJECT_CATEGORIES, isProjectCategory } from "../../../src/lib/categories"
import { PROJECT_SHAPE } from "./project-shape"
import { isReservedSlug, projectSlug, SLUG_PATTERN, slugify } from "../../../src/lib/slug"
import { checkShape } from "./shape"
import { nearest } from "./suggest"
import { error, type Finding } from "./types"

/** Every problem of one parsed project.json; folderNumber is N of its prjN folder, if so named. */
export function checkProject(
  project: unknown,
  file: string,
  folderNumber: number | null,
): Finding[] {
  const findings = checkShape(project, PROJECT_SHAPE, file)
  if (typeof project !== "object" || project === null || Array.isArray(project)) return findings
  const fields = project as Record<string, unknown>
  return [
    ...findings,
    ...checkId(fields.id, file, folderNumber),
    ...checkYear(fields.year, file),
    ...checkLocation(fields.location, file),
    ...checkCategories(fields.categories, file),
    ...checkSlug(fields.slug, fields.title, file),
  ]
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
  if (!Number.isInteger(id)) return []
  const expected = folderNumber ?? 1
  if ((id as number) < 1) {
    return [
      error(
        file,
        `O "id" ${id} não é válido: use um número inteiro positivo, o mesmo da pasta, por exemplo "id": ${expected}.`,
        "id",
      ),
    ]
  }
  if (folderNumber !== null && id !== folderNumber) {
    return [
      error(
        file,
        `O "id" é ${id}, mas a pasta se chama prj${folderNumber}. ` +
          `Use "id": ${folderNumber} (o número do "id" e o da pasta devem ser iguais).`,
        "id",
      ),
    ]
  }
  return []
}

function checkYear(year: unknown, file: string): Finding[] {
  if (typeof year !== "string" || !year.trim()) return []
  const latest = new Date().getFullYear() + 1
  const number = Number(year)
  if (/^\d{4}$/.test(year) && number >= 2000 && number <= latest) return []
  return [
    error(
      file,
      `O ano "${year}" não é válido: escreva o ano com quatro dígitos, de 2000 até ${latest} ` +
        `(o ano que vem), por exemplo "year": "2019".`,
      "year",
    ),
  ]
}

const LOCATION = /^(\S.*\S) - ([A-Z]{2})$/
const LOOSE_LOCATION = /^(.*?\S)\s*[-–—/,|]\s*([A-Za-z]{2})\.?$/u

function checkLocation(location: unknown, file: string): Finding[] {
  if (typeof location !== "string" || !location.trim()) return []
  const strict = LOCATION.exec(location)
  if (strict && isBrazilianState(strict[2])) return []
  const loose = LOOSE_LOCATION.exec(location.trim())
  const state = loose?.[2].toUpperCase()
  const fix =
    loose && state && isBrazilianState(state)
      ? `Use "${loose[1]} - ${state}".`
      : `Escreva a cidade, um traço e a sigla do estado, por exemplo "Itabira - MG". ` +
        `Siglas válidas: ${BRAZILIAN_STATES.join(", ")}.`
  return [
    error(
      file,
      `A localização "${location}" não está no formato "Cidade - UF". ${fix}`,
      "location",
    ),
  ]
}

function checkCategories(categories: unknown, file: string): Finding[] {
  if (!Array.isArray(categories)) return []
  return categories.flatMap((category, i) => {
    if (typeof category !== "string" || !category.trim() || isProjectCategory(category)) return []
    const suggestion = nearest(category, PROJECT_CATEGORIES)
    const fix = suggestion
      ? `Use "${suggestion}".`
      : `Use uma destas: ${PROJECT_CATEGORIES.map((name) => `"${name}"`).join(", ")}.`
    return [error(file, `A categoria "${category}" não existe. ${fix}`, `categories[${i}]`)]
  })
}
