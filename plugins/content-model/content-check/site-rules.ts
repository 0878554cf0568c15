/** The rules of content/site.json beyond its shape: e-mails, phones, state, links, hours. */
import { BRAZILIAN_STATES, isBrazilianState } from "./brazil"
import { checkShape } from "./shape"
import { SITE_SHAPE } from "./site-shape"
import { nearest } from "./suggest"
import { error, type Finding } from "./types"

export const WEEK_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
]
const PORTUGUESE_DAYS: Record<string, string> = {
  segunda: "Monday",
  "segunda-feira": "Monday",
  terca: "Tuesday",
  "terça-feira": "Tuesday",
  quarta: "Wednesday",
  "quarta-feira": "Wednesday",
  quinta: "Thursday",
  "quinta-feira": "Thursday",
  sexta: "Friday",
  "sexta-feira": "Friday",
  sabado: "Saturday",
  domingo: "Sunday",
}

/** Every problem of the parsed content/site.json. */
export function checkSite(site: unknown, file: string): Finding[] {
  const findings = checkShape(site, SITE_SHAPE, file)
  if (!isRecord(site)) return findings
  const address = isRecord(site.address) ? site.address : {}
  return [
    ...findings,
    ...checkEmail(site.email, file),
    ...checkEmail(
      isRecord(site.dataOfficer) ? site.dataOfficer.email : undefined,
      file,
      "dataOfficer.email",
    ),
    ...checkPhone(site.phone, "phone", file),
    ...checkPhone(site.whatsapp, "whatsapp", file),
    ...checkState(address.state, file),
    ...eachItem(site.social, (item, i) => checkUrl(item.url, `social[${i}].url`, file)),
    ...eachItem(site.hours, (item, i) => checkHours(item, `hours[${i}]`, file)),
  ]
}

function checkEmail(email: unknown, file: string, field = "email"): Finding[] {
  if (!filled(email) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return []
  return [
    error(
      file,
      `O e-mail "${email}" não parece válido: escreva no formato nome@empresa.com.br, sem espaços.`,
      field,
    ),
  ]
}

function checkPhone(phone: unknown, field: string, file: string): Finding[] {
  if (!filled(phone)) return []
  const digits = phone.replace(/\D/g, "")
  if (/^[1-9]\d{9,10}$/.test(digits) && !/[a-z]/i.test(phone)) return []
  return [
    error(
      file,
      `O número "${phone}" não parece um telefone com DDD: escreva o DDD e o número, ` +
        `sem o +55 (o site acrescenta), por exemplo "(31) 3555-0140".`,
      field,
    ),
  ]
}

function checkState(state: unknown, file: string): Finding[] {
  if (!filled(state) || isBrazilianState(state)) return []
  const upper = state.trim().toUpperCase()
  const fix = isBrazilianState(upper)
    ? `Use "${upper}".`
    : `Use uma das siglas: ${BRAZILIAN_STATES.join(", ")}.`
  return [
    error(
      file,
      `O estado "${state}" deve ser a sigla de duas letras em maiúsculas. ${fix}`,
      "address.state",
    ),
  ]
}

function checkUrl(url: unknown, field: string, file: string): Finding[] {
  if (!filled(url) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url)) return []
  const fix = /^[^\s:]+\.[^\s]+$/.test(url)
    ? `Use "https://${url}".`
    : "Copie o endereço completo da barra do navegador."
  return [error(file, `O endereço "${url}" deve começar com https://. ${fix}`, field)]
}

function checkHours(hours: Record<string, unknown>, field: string, file: string): Finding[] {
  const times = ["opens", "closes"].flatMap((key) => {
    const time = hours[key]
    if (!filled(time) || /^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return []
    const message = `O horário "${time}" deve ser escrito como HH:MM (24 horas), por exemplo "08:00" ou "17:30".`
    return [error(file, message, `${field}.${key}`)]
  })
  const days = Array.isArray(hours.days) ? hours.days : []
  return times.concat(
    days.flatMap((day, i) => {
      if (!filled(day) || WEEK_DAYS.includes(day)) return []
      const suggestion = nearest(day, WEEK_DAYS, PORTUGUESE_DAYS)
      const fix = suggestion ? `Use "${suggestion}".` : `Use: ${WEEK_DAYS.join(", ")}.`
      const message = `O dia "${day}" não é válido: os dias da semana são escritos em inglês. ${fix}`
      return [error(file, message, `${field}.days[${i}]`)]
    }),
  )
}

function eachItem(
  list: unknown,
  check: (item: Record<string, unknown>, index: number) => Finding[],
): Finding[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item, i) => (isRecord(item) ? check(item, i) : []))
}

const filled = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
