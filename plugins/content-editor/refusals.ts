/**
 * What the editor refuses before saving that Decap's own checks let through: a required list
 * left empty (Decap's `min` skips an empty list, and a list with items checks only its items,
 * not its own `pattern`), and a Tipo de Projeto list without "Outro". The words are the content
 * check's own, made by its functions from the same tables, so both say the same thing.
 */
import type { ContentType } from "../../src/lib/content-model/field"
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
