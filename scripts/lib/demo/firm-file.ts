/**
 * What `npm run limpar-demo` takes out of a firm file (site.json, texts.json, identidade.json):
 * the demo's claims, lists and sentences. Pure: clean-demo.ts reads and writes the files.
 */
import {
  DEMO_CLAIMS,
  DEMO_FIRM,
  DEMO_TEXTS,
  TO_FILL,
  textDigest,
} from "../../../plugins/demo-guard/demo-markers"
import { demoClaimsIn } from "../../../plugins/demo-guard/demo-findings"

export type Json = Record<string, unknown>

/**
 * site.json without the demo's certifications, social links and claims (demoClaimsOut); in it,
 * texts.json and identidade.json, the demo's sentences and names become "A preencher". `changes`
 * says each, in Portuguese; none when the file holds nothing of the demo.
 */
export function firmFileCleaned(json: Json): { value: Json; changes: string[] } {
  const changes: string[] = []
  const keep = (key: string, field: string, demo: readonly string[], change: string) => {
    const list = json[key]
    if (!Array.isArray(list)) return list
    const kept = list.filter((item) => !demo.includes((item as Json)?.[field] as string))
    if (kept.length !== list.length) changes.push(change)
    return kept
  }
  const certifications = keep(
    "certifications",
    "number",
    DEMO_FIRM.certificationNumbers,
    "sem as certificações da demonstração",
  )
  const social = keep("social", "url", DEMO_FIRM.social, "sem as redes sociais da demonstração")
  const value = fillDemoTexts(demoClaimsOut({ ...json, certifications, social }, changes), changes)
  return { value, changes }
}

/**
 * The demo's claims out of a firm file: its years, figures, hours, emergencies, answer time and
 * explicit colour shades go (each optional: the site leaves out what they said); its district,
 * city and short name become "A preencher", its postal code goes.
 */
function demoClaimsOut(json: Json, changes: string[]): Json {
  const out = { ...json }
  const claims = demoClaimsIn(out)
  const drop = (key: string, change: string) => {
    delete out[key]
    changes.push(change)
  }
  if (claims.years) {
    drop("experienceYears", `sem os anos de experiência (${DEMO_CLAIMS.experienceYears})`)
    drop("foundingYear", `sem o ano de fundação (${DEMO_CLAIMS.foundingYear})`)
  }
  if (claims.figures.length > 0) {
    out.figures = (out.figures as Json[]).filter((figure) => !claims.figures.includes(figure))
    changes.push("sem os números da demonstração")
  }
  if (claims.hours) drop("hours", "sem o horário de atendimento")
  if (out.emergencies === DEMO_FIRM.emergencies) drop("emergencies", "sem o texto de emergências")
  if (out.emailResponse === DEMO_FIRM.response) drop("emailResponse", "sem o prazo de resposta")
  if (claims.address) {
    const rest = { ...(out.address as Json) }
    delete rest.postalCode
    out.address = {
      ...rest,
      district: `${TO_FILL}: bairro`,
      ...(claims.city && { city: `${TO_FILL}: cidade` }),
    }
    changes.push("bairro e cidade: a preencher; sem o CEP")
  }
  if (out.shortName === DEMO_FIRM.shortName) {
    out.shortName = TO_FILL
    changes.push("nome curto: a preencher")
  }
  if (claims.shades.length > 0) {
    out.colors = Object.fromEntries(
      Object.entries(out.colors as Json).filter(
        ([key]) => !claims.shades.some(([shade]) => shade === key),
      ),
    )
    changes.push("sem os tons de cor da demonstração (o site os calcula das suas cores)")
  }
  return out
}

/** Every sentence of the demo in a JSON value, replaced by "A preencher: <what it is>". */
function fillDemoTexts<T>(value: T, changes: string[]): T {
  if (typeof value === "string") {
    const what = DEMO_TEXTS[textDigest(value)]
    if (!what) return value
    changes.push(`${what}: a preencher`)
    return `${TO_FILL}: ${what}` as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillDemoTexts(item, changes)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDemoTexts(item, changes)]),
    ) as T
  return value
}
