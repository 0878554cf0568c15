/**
 * What is left of the demo firm (demo-markers.ts) in the content and the published identity
 * pictures, file by file; also what `npm run limpar-demo` left to fill ("A preencher").
 */
import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join, relative, resolve, sep } from "node:path"
import { locationFolder } from "../../src/lib/content-model/location"
import { PROJECT_TYPE } from "../../src/lib/content-model/project"
import { TEAM_TYPE } from "../../src/lib/content-model/team"
import { isDeepStrictEqual } from "node:util"
import {
  DEMO_CAT_NUMBERS,
  DEMO_CLAIMS,
  DEMO_ENGINEERS,
  DEMO_FIRM,
  DEMO_PICTURES,
  DEMO_PROJECTS,
  DEMO_TEXTS,
  TO_FILL,
  textDigest,
} from "./demo-markers"

/** One file that still carries the demo: what of it, and what to do. */
export interface DemoFinding {
  file: string
  items: string[]
  fix: string
  /** Only what `npm run limpar-demo` left to fill, nothing of the demo itself. */
  toFill: boolean
}

export interface DemoScanOptions {
  /** File names in the findings are relative to it; the working folder (the repository) by default. */
  rootDir?: string
  /** The folder of files published as they are (Gatsby's static/); none when null. */
  staticDir?: string | null
}

const PICTURE = /\.(png|jpe?g|svg|webp|gif|ico)$/i
/** Folders of the content whose pictures are the firm's work and people, not its identity. */
const WORK_FOLDERS = new Set([locationFolder(PROJECT_TYPE), locationFolder(TEAM_TYPE)])

export async function findDemoContent(
  contentDir: string,
  options: DemoScanOptions = {},
): Promise<DemoFinding[]> {
  const content = resolve(contentDir)
  const root = resolve(options.rootDir ?? ".")
  const name = (path: string) => relative(root, path).split(sep).join("/")
  const files = await listFiles(content)
  const findings: DemoFinding[] = []
  for (const path of files.filter((file) => file.endsWith(".json"))) {
    const items = demoItems(await readJson(path))
    if (items.length > 0) findings.push(finding(name(path), items))
  }
  const identity = files.filter((file) => !WORK_FOLDERS.has(relative(content, file).split(sep)[0]))
  const statics = options.staticDir === null ? [] : await listFiles(options.staticDir ?? "static")
  for (const path of [...statics, ...identity].filter((file) => PICTURE.test(file))) {
    const bytes = await readFile(path)
    const what = DEMO_PICTURES[createHash("sha256").update(bytes).digest("hex")]
    if (what)
      findings.push({
        file: name(path),
        items: [`${what} da demonstração`],
        fix: "troque o arquivo pelo da sua empresa, com o mesmo nome",
        toFill: false,
      })
  }
  return findings
}

/**
 * The demo's marks in one JSON file's values, each said once, in the order found; a demo
 * project's description or engineer's bio is not said again beside its title or name.
 */
export function demoItems(value: unknown): string[] {
  const items = new Set<string>(demoClaims(value))
  for (const text of strings(value)) {
    const item = demoItem(text)
    if (item) items.add(item)
  }
  const named = [...items].some((item) => /^(projeto|engenheiro) da demonstração/.test(item))
  return [...items].filter((item) => !(named && SAID_BY_NAME.includes(item)))
}

const SAID_BY_NAME = [
  "descrição de projeto da demonstração",
  "biografia de engenheiro da demonstração",
]

/** The demo firm's facts and their names, as a finding says them ("CNPJ da demonstração …"). */
const DEMO_FACTS: readonly (readonly [readonly string[], string])[] = [
  [[DEMO_FIRM.cnpj], "CNPJ"],
  [DEMO_FIRM.phones, "telefone"],
  [DEMO_FIRM.names, "nome"],
  [[DEMO_FIRM.crea], "registro no CREA"],
  [[DEMO_FIRM.dataOfficer], "encarregado de dados"],
  [DEMO_FIRM.certificationNumbers, "certificação"],
  [DEMO_FIRM.social, "rede social"],
  [DEMO_ENGINEERS.map((member) => member.name), "engenheiro"],
  [DEMO_CAT_NUMBERS, "CAT"],
  [[DEMO_FIRM.shortName], "nome curto"],
  [[DEMO_FIRM.district], "bairro"],
  [[DEMO_FIRM.postalCode], "CEP"],
  [[DEMO_FIRM.emergencies], "texto de emergências"],
  [[DEMO_FIRM.response], "prazo de resposta"],
]

/**
 * Which of the demo's claims (DEMO_CLAIMS) a JSON file's top-level fields still carry: the guard
 * names them, and `npm run limpar-demo` (scripts/lib/demo/clean-demo.ts) takes them out.
 */
export function demoClaimsIn(json: Record<string, unknown>) {
  const address = json.address as Record<string, unknown> | undefined
  const colors = json.colors as Record<string, unknown> | undefined
  const demoAddress =
    address?.district === DEMO_FIRM.district || address?.postalCode === DEMO_FIRM.postalCode
  const figures = Array.isArray(json.figures) ? (json.figures as Record<string, unknown>[]) : []
  return {
    years:
      json.experienceYears === DEMO_CLAIMS.experienceYears &&
      json.foundingYear === DEMO_CLAIMS.foundingYear,
    figures: figures.filter((figure) =>
      DEMO_CLAIMS.figures.some((demo) => isDeepStrictEqual(demo, figure)),
    ),
    hours: isDeepStrictEqual(json.hours, DEMO_CLAIMS.hours),
    shades: Object.entries(DEMO_CLAIMS.shades).filter(([key, hex]) => colors?.[key] === hex),
    address: demoAddress,
    city: demoAddress && address?.city === DEMO_FIRM.city,
  }
}

/** The demo's claims in a JSON file's top-level fields, and its office's city, as items. */
function demoClaims(value: unknown): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return []
  const claims = demoClaimsIn(value as Record<string, unknown>)
  const items: string[] = []
  const { experienceYears, foundingYear } = DEMO_CLAIMS
  if (claims.years)
    items.push(
      `anos de experiência (${experienceYears}) e ano de fundação (${foundingYear}) da demonstração`,
    )
  for (const figure of claims.figures)
    items.push(`número da demonstração (${String(figure.value)} ${String(figure.label)})`)
  if (claims.hours) {
    const hours = DEMO_CLAIMS.hours.map((one) => `${one.label} ${one.opens}–${one.closes}`)
    items.push(`horário de atendimento da demonstração (${hours.join("; ")})`)
  }
  if (claims.shades.length > 0)
    items.push(`tons de cor da demonstração (${claims.shades.map(([, hex]) => hex).join(", ")})`)
  if (claims.city) items.push(`cidade da demonstração (${DEMO_FIRM.city})`)
  return items
}

function demoItem(text: string): string | null {
  const value = text.trim()
  if (new RegExp(`@([\\w-]+\\.)*${DEMO_FIRM.emailDomain.replace(".", "\\.")}$`, "i").test(value))
    return `e-mail da demonstração (${value})`
  const fact = DEMO_FACTS.find(([values]) => values.includes(value))
  if (fact) return `${fact[1]} da demonstração (${value})`
  const digest = textDigest(value)
  if (DEMO_TEXTS[digest]) return `texto da demonstração: ${DEMO_TEXTS[digest]}`
  if (DEMO_PROJECTS.some((project) => project.title === digest))
    return `projeto da demonstração ("${value}")`
  if (DEMO_PROJECTS.some((project) => project.description === digest))
    return "descrição de projeto da demonstração"
  if (DEMO_ENGINEERS.some((member) => member.bio === digest))
    return "biografia de engenheiro da demonstração"
  if (value.toLowerCase().includes(TO_FILL.toLowerCase())) return `a preencher ("${value}")`
  return null
}

function finding(file: string, items: string[]): DemoFinding {
  const toFill = items.every((item) => item.startsWith("a preencher"))
  const fix = /\/projects\//.test(file)
    ? "troque pelos dados de um projeto da empresa, ou exclua-o"
    : /\/team\//.test(file)
      ? "troque pelos dados de um engenheiro da empresa, ou exclua-o"
      : "escreva os dados e os textos da sua empresa"
  return { file, items, toFill, fix }
}

/** Every string in a JSON value, keys excluded. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value
  else if (Array.isArray(value)) for (const item of value) yield* strings(item)
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* strings(item)
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, "utf8"))
  } catch {
    return null // The content check reports an unreadable file.
  }
}

/** Every file under a folder, sorted, hidden files and folders left out; none if it is missing. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries.sort((a, b) =>
    a.name.localeCompare(b.name, "en", { numeric: true }),
  )) {
    if (entry.name.startsWith(".")) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path)))
    else if (entry.isFile()) files.push(path)
  }
  return files
}
