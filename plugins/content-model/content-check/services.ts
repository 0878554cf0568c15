/** content/services (one file per service) and content/quote-form.json. */
import { join } from "node:path"
import { SERVICE_ICONS, SERVICE_TYPE } from "../../../src/lib/content-model/service"
import {
  MISSING_OTHER,
  OTHER_PROJECT_TYPE,
  QUOTE_FORM_TYPE,
} from "../../../src/lib/content-model/quote-form"
import { locationFolder } from "../../../src/lib/content-model/location"
import { isRecord, readJsonFolder, readTypeFile, type ToFile } from "./json-file"
import { checkFields } from "./shape"
import { error, type Finding } from "./types"

const MISSING_QUOTE_FORM =
  'Falta o arquivo quote-form.json com as opções do campo "Tipo de Projeto" do formulário de ' +
  'orçamento. Crie-o com, por exemplo: { "projectTypes": ["Projeto de Esgoto", "Drenagem", ' +
  `"${OTHER_PROJECT_TYPE}"] }.`

export async function checkServices(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const folder = join(contentDir, locationFolder(SERVICE_TYPE))
  const { files } = await readJsonFolder(folder, toFile)
  if (files.length === 0) return [noServices(`${toFile(folder)}/`)]
  return files.flatMap(({ file, read }) => {
    if (read.status === "parsed") return checkService(read.value, file)
    return read.status === "broken" ? [read.finding] : []
  })
}

/** One service file: its table, with the icons named in full when one is not the site's. */
export function checkService(value: unknown, file: string): Finding[] {
  const icon = isRecord(value) ? value.icon : undefined
  const unknownIcon =
    typeof icon === "string" && icon.trim() !== "" && !SERVICE_ICONS.some(([name]) => name === icon)
  const findings = checkFields(value, SERVICE_TYPE, file)
  if (!unknownIcon) return findings
  return [
    ...findings.filter((finding) => finding.field !== "icon"),
    error(
      file,
      `O campo "icon" (Ícone) tem "${icon}", que não é um dos ícones do site. Use um destes: ` +
        `${SERVICE_ICONS.map(([name, label]) => `"${name}" (${label})`).join(", ")}.`,
      "icon",
    ),
  ]
}

export async function checkQuoteForm(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const read = await readTypeFile(contentDir, QUOTE_FORM_TYPE, toFile, MISSING_QUOTE_FORM)
  if (read.status === "unread") return [read.finding]
  return checkProjectTypes(read.value, read.file)
}

/** The Tipo de Projeto options: the table's rules, each option once, then "Outro" among them. */
export function checkProjectTypes(value: unknown, file: string): Finding[] {
  const types = isRecord(value) ? value.projectTypes : undefined
  const findings = [
    ...checkFields(value, QUOTE_FORM_TYPE, file),
    ...(Array.isArray(types) ? repeatedTypes(types, file) : []),
  ]
  if (!Array.isArray(types) || types.length === 0 || types.includes(OTHER_PROJECT_TYPE))
    return findings
  return [
    ...findings,
    error(
      file,
      `O campo "projectTypes" (Opções de Tipo de Projeto) não tem a opção ` +
        `"${OTHER_PROJECT_TYPE}". ${MISSING_OTHER}.`,
      "projectTypes",
    ),
  ]
}

/** An option written twice (ignoring case and spaces) would show twice in the form's list. */
function repeatedTypes(types: unknown[], file: string): Finding[] {
  const seen = new Map<string, number>()
  return types.flatMap((type, i) => {
    if (typeof type !== "string" || !type.trim()) return []
    const key = type.trim().toLocaleLowerCase("pt-BR")
    const first = seen.get(key)
    if (first === undefined) {
      seen.set(key, i)
      return []
    }
    return [
      error(
        file,
        `A ${i + 1}ª opção de "projectTypes" (Opções de Tipo de Projeto), "${type}", repete a ` +
          `${first + 1}ª, "${types[first]}": o formulário mostraria a mesma opção duas vezes. ` +
          "Apague uma delas.",
        `projectTypes[${i}]`,
      ),
    ]
  })
}

function noServices(where: string): Finding {
  return error(
    where,
    `Não há nenhum serviço em ${where}: a seção Serviços da página inicial e a lista do ` +
      "rodapé ficariam vazias. Crie um arquivo por serviço (pelo editor, em Serviços, ou como " +
      'no guia docs/CONTEUDO.md), por exemplo: { "title": "Projeto de Esgoto", "icon": ' +
      '"waves", "items": ["Rede coletora"], "order": 1 }.',
  )
}
