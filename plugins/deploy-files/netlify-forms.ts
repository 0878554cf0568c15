/**
 * The static skeleton Netlify Forms registers for a form drawn by JavaScript (docs/decisions.md):
 * every field the form submits, as Netlify keeps only registered fields, and the honeypot.
 */
import { writeFile } from "node:fs/promises"
import path from "node:path"
import {
  isNetlifyFormsMode,
  NETLIFY_FORM_NAME,
  NETLIFY_FORMS_PATH,
} from "../../src/lib/netlify-forms"
import { HONEYPOT_FIELD, QUOTE_FIELDS } from "../../src/lib/submit-quote"

/** The control each field is in the real form, so the registered form mirrors it. */
const CONTROLS: Record<(typeof QUOTE_FIELDS)[number], string> = {
  nome: `<input type="text" name="nome" />`,
  email: `<input type="email" name="email" />`,
  telefone: `<input type="tel" name="telefone" />`,
  empresa: `<input type="text" name="empresa" />`,
  tipo_projeto: `<select name="tipo_projeto"></select>`,
  descricao: `<textarea name="descricao"></textarea>`,
}

export function netlifyFormsSkeleton(): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="pt-BR">`,
    "<head>",
    `<meta charset="utf-8" />`,
    `<meta name="robots" content="noindex" />`,
    "<title>Formulário (Netlify Forms)</title>",
    "</head>",
    "<body>",
    "<!-- Generated after gatsby build by plugins/deploy-files/netlify-forms.ts. Do not edit. -->",
    `<form name="${NETLIFY_FORM_NAME}" method="POST" data-netlify="true" netlify-honeypot="${HONEYPOT_FIELD}" hidden>`,
    `<input type="hidden" name="form-name" value="${NETLIFY_FORM_NAME}" />`,
    ...QUOTE_FIELDS.map((field) => CONTROLS[field]),
    `<input type="text" name="${HONEYPOT_FIELD}" />`,
    "</form>",
    "</body>",
    "</html>",
    "",
  ].join("\n")
}

/** Writes the skeleton in the Netlify Forms mode; returns its path, or null in any other mode. */
export async function writeNetlifyFormsSkeleton(
  publicDir: string,
  quoteEndpoint: string,
): Promise<string | null> {
  if (!isNetlifyFormsMode(quoteEndpoint)) return null
  const file = path.join(publicDir, NETLIFY_FORMS_PATH.slice(1))
  await writeFile(file, netlifyFormsSkeleton())
  return file
}
