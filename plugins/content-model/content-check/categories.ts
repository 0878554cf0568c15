/** content/categories.json, and each project's categories are in it. */
import { CATEGORIES_TYPE } from "../../../src/lib/content-model/categories"
import { locationFile } from "../../../src/lib/content-model/location"
import { ALL_CATEGORIES, categorySlug } from "../../../src/lib/project-filter"
import { isRecord, readTypeFile, type ToFile } from "./json-file"
import { checkFields } from "./shape"
import { nearest, simplify } from "./suggest"
import { error, type Finding } from "./types"

const CATEGORIES_FILE = locationFile(CATEGORIES_TYPE)
const MISSING =
  `Falta o arquivo ${CATEGORIES_FILE} com as categorias dos projetos (o filtro da página ` +
  'Projetos). Crie-o com, por exemplo: { "categories": ["Abastecimento de Água", "Esgoto", ' +
  '"Drenagem"] }, com as categorias que os projetos usam.'

export interface CategoriesCheck {
  findings: Finding[]
  /** The categories a project may name, or null when the file could not be read. */
  names: string[] | null
}

export async function checkCategories(
  contentDir: string,
  toFile: ToFile,
): Promise<CategoriesCheck> {
  const read = await readTypeFile(contentDir, CATEGORIES_TYPE, toFile, MISSING)
  if (read.status === "unread") return { findings: [read.finding], names: null }
  return checkCategoryList(read.value, read.file)
}

/** The list's table, then each name once (by its address) and none named as the filter's "Todos". */
export function checkCategoryList(value: unknown, file: string): CategoriesCheck {
  const list = isRecord(value) ? value.categories : undefined
  const names = Array.isArray(list)
    ? list.filter((name): name is string => typeof name === "string" && name.trim() !== "")
    : []
  return {
    findings: [...checkFields(value, CATEGORIES_TYPE, file), ...repeatedNames(list, file)],
    names: Array.isArray(list) ? names : null,
  }
}

/**
 * Two names with one address (case, accents or punctuation apart) would be one listing page, and
 * "Todos" is the filter's choice of every project.
 */
function repeatedNames(list: unknown, file: string): Finding[] {
  if (!Array.isArray(list)) return []
  const seen = new Map<string, number>([[categorySlug(ALL_CATEGORIES), -1]])
  return list.flatMap((name, i) => {
    if (typeof name !== "string" || !name.trim()) return []
    const first = seen.get(categorySlug(name))
    if (first === undefined) {
      seen.set(categorySlug(name), i)
      return []
    }
    const why =
      first < 0
        ? `é a escolha “${ALL_CATEGORIES}” do filtro, que mostra todos os projetos. Dê outro nome à categoria.`
        : `repete a ${first + 1}ª, "${list[first]}": o filtro mostraria a mesma categoria duas ` +
          "vezes. Apague uma delas (troque-a antes nos projetos que a usam)."
    return [
      error(
        file,
        `A ${i + 1}ª categoria do campo "categories" (Categorias), "${name}", ${why}`,
        `categories[${i}]`,
      ),
    ]
  })
}

/**
 * A project's category that is not in the list (renamed, removed or mistyped): named with the
 * nearest category, or the list, and where to add it.
 */
export function unlistedCategories(
  categories: unknown,
  file: string,
  names: readonly string[],
): Finding[] {
  if (!Array.isArray(categories)) return []
  return categories.flatMap((category, i) => {
    if (typeof category !== "string" || !category.trim() || names.includes(category)) return []
    const suggestion = nearest(category, names) ?? longerName(category, names)
    const fix = suggestion
      ? `Use "${suggestion}".`
      : names.length
        ? `Use uma destas: ${names.map((name) => `"${name}"`).join(", ")}.`
        : "A lista de categorias está vazia."
    return [
      error(
        file,
        `O ${i + 1}º item do campo "categories" (Categorias) tem "${category}", que não é uma ` +
          `das categorias de content/${CATEGORIES_FILE}. ${fix} Ou acrescente "${category}" ` +
          "às Categorias (no editor, em Categorias de projeto).",
        `categories[${i}]`,
      ),
    ]
  })
}

/** A name that holds the old one whole ("Esgoto" → "Esgoto Sanitário"): a rename, most likely. */
function longerName(category: string, names: readonly string[]): string | null {
  const old = simplify(category)
  return names.find((name) => simplify(name).includes(old)) ?? null
}
