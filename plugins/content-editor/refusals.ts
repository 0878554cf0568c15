/**
 * What the editor refuses before saving that Decap's own checks let through: a required list
 * left empty (Decap's `min` skips an empty list, and a list with items checks only its items,
 * not its own `pattern`), and a Tipo de Projeto list without "Outro". The words are the content
 * check's own, made by its functions from the same tables, so both say the same thing.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { ContentType } from "../../src/lib/content-model/field"
import { locationFolder } from "../../src/lib/content-model/location"
import { OTHER_PROJECT_TYPE, QUOTE_FORM_TYPE } from "../../src/lib/content-model/quote-form"
import { SERVICE_TYPE } from "../../src/lib/content-model/service"
import { checkProjectTypes } from "../content-model/content-check/services"
import { checkFields } from "../content-model/content-check/shape"

export interface Refusal {
  /** The editor's collection (config.ts). */
  collection: string
  field: string
  /** The list must hold this item; without it, the list must not be empty. */
  contains?: string
  message: string
}

const LISTS: readonly (readonly [string, ContentType])[] = [
  ["servicos", SERVICE_TYPE],
  ["formulario", QUOTE_FORM_TYPE],
]

export function editorRefusals(): Refusal[] {
  return [...emptyListRefusals(), otherRefusal()]
}

function otherRefusal(): Refusal {
  const [finding] = checkProjectTypes({ projectTypes: ["Drenagem"] }, "")
  return {
    collection: "formulario",
    field: "projectTypes",
    contains: OTHER_PROJECT_TYPE,
    message: finding.message,
  }
}

function emptyListRefusals(): Refusal[] {
  return LISTS.flatMap(([collection, type]) =>
    type.fields.flatMap((field) => {
      if (field.kind !== "list" || !field.required) return []
      const finding = checkFields({ [field.name]: [] }, type, "").find(
        (found) => found.field === field.name,
      )
      return finding ? [{ collection, field: field.name, message: finding.message }] : []
    }),
  )
}

/** The editor's collection of services (config.ts): it refuses to delete the last one. */
export const SERVICES_COLLECTION = "servicos"

/**
 * The services when the site was built, each entry (its file's name in content/services/) with
 * the refusal to delete it when it is the last one (admin-script.ts).
 */
export function lastServiceRefusals(contentDir: string): Record<string, string> {
  const folder = path.join(contentDir, locationFolder(SERVICE_TYPE))
  let names: string[] = []
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".json"))
  } catch {
    return {}
  }
  return Object.fromEntries(
    names.map((name) => {
      const slug = name.slice(0, -".json".length)
      return [slug, lastServiceRefusal(serviceTitle(path.join(folder, name)) ?? slug)]
    }),
  )
}

function serviceTitle(file: string): string | undefined {
  try {
    const { title } = JSON.parse(readFileSync(file, "utf8")) as { title?: unknown }
    return typeof title === "string" && title.trim() ? title.trim() : undefined
  } catch {
    return undefined // A file the content check reports.
  }
}

/** Why the last service cannot be deleted: the build would stop ("Não há nenhum serviço"). */
export function lastServiceRefusal(title: string): string {
  return (
    `“${title}” é o último serviço do site: sem nenhum, a seção Serviços da página inicial e a ` +
    "lista do rodapé ficariam vazias, e a publicação pararia. Crie e publique outro serviço " +
    "antes de excluir este (ou mude este, em vez de excluí-lo)."
  )
}
