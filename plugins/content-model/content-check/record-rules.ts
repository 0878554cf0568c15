/** What the project table cannot say about the technical record: its period and its CATs. */
import { formatQuantity, MONTH_PATTERN, QUANTITIES } from "../../../src/lib/project-record"
import { isRecord } from "./json-file"
import { error, type Finding } from "./types"

const MONTH = new RegExp(MONTH_PATTERN)

export function checkRecord(fields: Record<string, unknown>, file: string): Finding[] {
  return [
    ...checkPeriod(fields.periodo, fields.year, file),
    ...checkCats(fields, file),
    ...checkCatQuantities(fields, file),
  ]
}

function checkPeriod(period: unknown, year: unknown, file: string): Finding[] {
  if (!isRecord(period)) return []
  const { inicio, fim } = period
  const start = typeof inicio === "string" && MONTH.test(inicio) ? inicio : null
  const end = typeof fim === "string" && MONTH.test(fim) ? fim : null
  const findings: Finding[] = []
  const written = (value: unknown) => typeof value === "string" && value.trim() !== ""
  if (written(inicio) !== written(fim)) {
    const [missing, example] = written(inicio) ? ["fim", "2019-11"] : ["inicio", "2017-03"]
    findings.push(
      error(
        file,
        `O período tem só um dos meses: falta "${missing}". Escreva os dois, no formato AAAA-MM, ` +
          `por exemplo "${missing}": "${example}", ou apague o "periodo".`,
        `periodo.${missing}`,
      ),
    )
  }
  if (start && end && end < start)
    findings.push(
      error(
        file,
        `O período termina ("fim": "${end}") antes de começar ("inicio": "${start}"). ` +
          'Confira os dois meses: "inicio" é o primeiro, "fim" o último, no formato AAAA-MM.',
        "periodo.fim",
      ),
    )
  const yearText = typeof year === "string" && /^[0-9]{4}$/.test(year) ? year : null
  if (start && yearText && start.slice(0, 4) > yearText)
    findings.push(
      error(
        file,
        `O período começa em ${start.slice(0, 4)} ("inicio": "${start}"), depois do ano do ` +
          `projeto ("year": "${yearText}"). O "year" é o ano de conclusão: corrija o "inicio" ` +
          'ou o "year".',
        "periodo.inicio",
      ),
    )
  else if (end && yearText && end.slice(0, 4) !== yearText && !(start && end < start))
    findings.push(
      error(
        file,
        `O período termina em ${end.slice(0, 4)} ("fim": "${end}"), mas o ano do projeto é ` +
          `${yearText} ("year": "${yearText}"). O "year" é o ano de conclusão: escreva o mesmo ` +
          `ano nos dois, por exemplo "fim": "${yearText}-${end.slice(5)}".`,
        "periodo.fim",
      ),
    )
  return findings
}

/** A CAT is an engineer's: it must name one of the project's "responsaveis". */
function checkCats(fields: Record<string, unknown>, file: string): Finding[] {
  const { cats, responsaveis } = fields
  if (!Array.isArray(cats) || !Array.isArray(responsaveis)) return []
  const engineers = responsaveis.filter((id): id is string => typeof id === "string")
  const listed = engineers.map((id) => `"${id}"`).join(", ")
  return cats.flatMap((cat, i) => {
    if (!isRecord(cat)) return []
    const engineer = cat.responsavel
    if (typeof engineer !== "string" || !engineer.trim() || engineers.includes(engineer)) return []
    return [
      error(
        file,
        `A ${i + 1}ª CAT é de "${engineer}", que não está entre os responsáveis técnicos deste ` +
          `projeto (${listed || "nenhum"}). Uma CAT comprova o acervo de um responsável pelo ` +
          `projeto: escolha um deles em "responsavel", ou acrescente "${engineer}" a "responsaveis".`,
        `cats[${i}].responsavel`,
      ),
    ]
  })
}

/**
 * A CAT's own quantities are the part of the project it certifies: each at most the project's
 * (docs/content-model.md, "What a CAT certifies"). A CAT without them certifies the project's.
 */
function checkCatQuantities(fields: Record<string, unknown>, file: string): Finding[] {
  const { cats } = fields
  if (!Array.isArray(cats)) return []
  const project = isRecord(fields.quantidades) ? fields.quantidades : {}
  return cats.flatMap((cat, i) => {
    if (!isRecord(cat) || !isRecord(cat.quantidades)) return []
    const own = cat.quantidades
    return QUANTITIES.flatMap((spec) => {
      const value = own[spec.key]
      const whole = project[spec.key]
      // A value that is no number is the shape check's (shape-values.ts).
      if (typeof value !== "number" || !Number.isFinite(value)) return []
      const field = `cats[${i}].quantidades.${spec.key}`
      const certified = `A ${i + 1}ª CAT certifica ${formatQuantity(spec, value)} de ${spec.label}`
      if (typeof whole !== "number" || !Number.isFinite(whole))
        return [
          error(
            file,
            `${certified} ("${spec.key}"), mas o projeto não tem esta quantidade em ` +
              `"quantidades". Uma CAT certifica parte do projeto: escreva também ` +
              `"quantidades": { "${spec.key}": … } do projeto, ou apague "${spec.key}" da CAT.`,
            field,
          ),
        ]
      if (value <= whole) return []
      return [
        error(
          file,
          `${certified}, mais que os ${formatQuantity(spec, whole)} do projeto ` +
            `("quantidades.${spec.key}"). Uma CAT certifica no máximo o projeto: corrija o ` +
            `número da CAT (como impresso na certidão) ou o do projeto.`,
          field,
        ),
      ]
    })
  })
}
