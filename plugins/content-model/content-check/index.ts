/** The content check; what it reports: docs/errors.md#content-check-messages. */
import type { Reporter } from "gatsby"
import { dirname, join, relative, resolve, sep } from "node:path"
import { isRecord, readJson, readTypeFile, type ToFile } from "./json-file"
import { BRAZILIAN_STATES } from "../../../src/lib/brazil-states"
import { inspectPictures } from "./picture-decode"
import { checkProjects } from "./projects"
import { formatErrors, formatProblem, summaryLine } from "./report"
import { checkQuoteForm, checkServices } from "./services"
import { checkSite } from "./site-rules"
import { checkFields } from "./shape"
import { TEXTS_TYPE } from "../../../src/lib/content-model/texts"
import { FIRM_TYPE } from "../../../src/lib/content-model/firm"
import { locationFile } from "../../../src/lib/content-model/location"
import { fillText, type Words } from "../../../src/lib/site-texts"
import { statesWord } from "../../../src/lib/portfolio-facts"
import { checkTeam } from "./team"
import { checkIdentity } from "./identity"
import { checkCategories } from "./categories"
import { checkPrivacy } from "./privacy"
import { checkStrayJson } from "./stray-json"
import { warning, type ContentReport, type Finding, type Problem } from "./types"

export { formatProblem, formatReport, summaryLine } from "./report"
export type { ContentReport, Problem } from "./types"

export interface CheckOptions {
  /** File paths in the report are relative to this folder; the parent of contentDir by default. */
  rootDir?: string
  /** Where what was learned about each picture is kept; null decodes every picture. */
  pictureCache?: string | null
}

export async function checkContent(
  contentDir: string,
  options: CheckOptions = {},
): Promise<ContentReport> {
  const content = resolve(contentDir)
  const root = resolve(options.rootDir ?? dirname(content))
  const toFile = (absolutePath: string) => relative(root, absolutePath).split(sep).join("/")
  const [team, categories] = await Promise.all([
    checkTeam(content, toFile),
    checkCategories(content, toFile),
  ])
  const [projects, stray, ...fileFindings] = await Promise.all([
    checkProjects(content, toFile, team.ids, categories.names),
    checkStrayJson(content, toFile),
    checkSiteFile(content, toFile),
    checkIdentity(content, toFile),
    checkTextsFile(content, toFile),
    checkServices(content, toFile),
    checkQuoteForm(content, toFile),
    categories.findings,
    checkPrivacy(content, toFile),
    team.findings,
  ])
  const pictures = await inspectPictures([...projects.pictures, ...team.pictures], {
    cacheFile: options.pictureCache,
  })
  // The report's order: every file's findings, then the projects', their pictures', stray JSON's.
  const findings = [...fileFindings, projects.findings, pictures, stray].flat()
  return {
    errors: findings.filter((finding) => finding.severity === "error").map(toProblem),
    warnings: findings.filter((finding) => finding.severity === "warning").map(toProblem),
    projectCount: projects.projectCount,
    pictureCount: projects.pictures.length,
  }
}

/** For gatsby-node's onPreBootstrap: warnings are shown, errors stop the build. */
export async function assertContent(
  contentDir: string,
  reporter: Pick<Reporter, "warn" | "panicOnBuild" | "info">,
  options: CheckOptions = {},
): Promise<ContentReport> {
  const report = await checkContent(contentDir, options)
  for (const problem of report.warnings) reporter.warn(formatProblem(problem, "AVISO"))
  if (report.errors.length > 0) reporter.panicOnBuild(formatErrors(report))
  else reporter.info(summaryLine(report))
  return report
}

const MISSING_SITE =
  "Falta o arquivo site.json com os dados da empresa (telefone, e-mail, endereço…). Recupere-o " +
  "da versão anterior do site ou crie-o seguindo o guia docs/CONTEUDO.md."

async function checkSiteFile(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const read = await readTypeFile(contentDir, FIRM_TYPE, toFile, MISSING_SITE)
  return read.status === "unread" ? [read.finding] : checkSite(read.value, read.file)
}

const MISSING_TEXTS =
  "Falta o arquivo texts.json com os textos do site (o topo da página inicial, a seção Sobre, " +
  "os títulos das seções). Recupere-o da versão anterior do site ou copie o do exemplo e " +
  "reescreva os textos, seguindo o guia docs/CONTEUDO.md."

/** content/texts.json: the firm's words on the home page and the intros (TEXTS_TYPE's table). */
async function checkTextsFile(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const read = await readTypeFile(contentDir, TEXTS_TYPE, toFile, MISSING_TEXTS)
  if (read.status === "unread") return [read.finding]
  const sitePath = join(contentDir, locationFile(FIRM_TYPE))
  const site = await readJson(sitePath, toFile(sitePath))
  const words = textWords(site.status === "parsed" ? site.value : {})
  return [
    ...checkFields(read.value, TEXTS_TYPE, read.file, new Date(), (text) => fillText(text, words)),
    ...(site.status === "parsed" ? unsetYears(read.value, words, read.file) : []),
  ]
}

/** site.json's optional years, by the word a text names them with. */
const OPTIONAL_YEARS = [
  ["anos", "experienceYears", "Anos de experiência"],
  ["fundacao", "foundingYear", "Ano de fundação"],
] as const

/**
 * A text that names {anos} or {fundacao} while site.json leaves the years out: the site would
 * show the word in braces as it is (the home page's points that name it are left out).
 */
function unsetYears(texts: unknown, words: Words, file: string): Finding[] {
  const all = JSON.stringify(texts ?? "")
  return OPTIONAL_YEARS.filter(
    ([word]) => words[word] === undefined && all.includes(`{${word}}`),
  ).map(([word, field, label]) =>
    warning(
      file,
      `Um texto cita {${word}}, mas content/site.json não tem "${field}" (${label}): o site ` +
        `mostraria "{${word}}" como está. Escreva o número em Dados da empresa, ou tire ` +
        `{${word}} dos textos.`,
    ),
  )
}

/**
 * The facts texts.json's words in braces stand for, to measure a text as the site shows it:
 * site.json's, and the longest the projects can make ("{estados}" with all 27, a 4-digit year,
 * a 3-digit count of clients).
 */
function textWords(site: unknown): Words {
  const facts = isRecord(site) ? site : {}
  const address = isRecord(facts.address) ? facts.address : {}
  const known = (value: unknown) =>
    typeof value === "string" || typeof value === "number" ? value : undefined
  return {
    empresa: known(facts.name),
    anos: known(facts.experienceYears),
    fundacao: known(facts.foundingYear),
    cidade: known(address.city),
    razaoSocial: known(facts.legalName),
    estados: statesWord(BRAZILIAN_STATES),
    primeiroAno: 2000,
    clientes: 100,
  }
}

function toProblem({ severity: _severity, ...problem }: Finding): Problem {
  return problem
}
