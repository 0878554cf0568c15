/**
 * A throwaway content folder for the content check's tests: valid (site.json, a service, the quote
 * form's options and two projects with three pictures each) before every test, which then breaks one thing.
 */
import { readFileSync } from "node:fs"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import sharp from "sharp"
import {
  checkContent,
  type ContentReport,
  type Problem,
} from "../../plugins/content-model/content-check"
import { PHOTO_WANTED_WIDTH } from "../../src/lib/photo-sizes"
import { validMember, validQuoteForm, validService, validSite } from "./valid-site"
import { SPEC_CATEGORIES } from "./spec"

export const REPO = join(__dirname, "../..")
export const NEXT_YEAR = new Date().getFullYear() + 1
export const FILES = "A pasta do projeto só usa project.json, capa-main.jpg e pic1.jpg … pic10.jpg"
export const PRJ1 = "content/projects/prj1/project.json"
export const SITE = "content/site.json"
export const TEXTS = "content/texts.json"

/** A content/texts.json the check accepts: the fixture's. */
export function validTexts(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(__dirname, "../fixtures/content/texts.json"), "utf8"),
  ) as Record<string, unknown>
}
export const IDENTITY = "content/identidade/identidade.json"
/** The fixture's identity folder: identidade.json and its pictures. */
export const FIXTURE_IDENTITY = join(__dirname, "../fixtures/content/identidade")

/** A content/identidade/identidade.json the check accepts: the fixture's. */
export function validIdentity(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURE_IDENTITY, "identidade.json"), "utf8")) as Record<
    string,
    unknown
  >
}

/** The fixture's identity: its JSON and its pictures. */
async function writeIdentity(): Promise<void> {
  const identity = validIdentity()
  await writeJson(IDENTITY, identity)
  for (const field of ["logo", "logoOnDark", "icon"]) {
    const name = identity[field]
    if (typeof name === "string")
      await put(`content/identidade/${name}`, readFileSync(join(FIXTURE_IDENTITY, name)))
  }
}
export const SERVICE = "content/services/esgoto.json"
export const QUOTE_FORM = "content/quote-form.json"
export const CATEGORIES = "content/categories.json"
export const PRIVACY = "content/privacy.json"

/** A content/privacy.json the check accepts: the fixture's. */
export function validPrivacy(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(__dirname, "../fixtures/content/privacy.json"), "utf8"),
  ) as Record<string, unknown>
}

export let root: string
export let tinyJpeg: Buffer

/** Registers the hooks that make a fresh valid folder for each test of the calling file. */
export function withContentFolder(): void {
  jest.setTimeout(60_000)
  beforeAll(async () => {
    // As wide as the site wants a photo (PHOTO_WANTED_WIDTH), and still small: one flat colour.
    tinyJpeg = await jpeg(PHOTO_WANTED_WIDTH, 896)
  })
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "content-check-"))
    await writeSite(validSite())
    await writeIdentity()
    await writeJson(TEXTS, validTexts())
    await writeJson("content/team/ana-ribeiro.json", validMember())
    await writeJson(SERVICE, validService())
    await writeJson(QUOTE_FORM, validQuoteForm())
    await writeJson(CATEGORIES, { categories: SPEC_CATEGORIES })
    await writeJson(PRIVACY, validPrivacy())
    await writeProject("prj1", validProject(1))
    await writeProject("prj2", validProject(2))
  })
  afterEach(async () => {
    await rm(root, { recursive: true, force: true })
  })
}

export function validProject(id: number): Record<string, unknown> {
  return {
    id,
    title: id === 1 ? "Sistema de Esgoto de Itabira" : `Sistema de Esgoto de Itabira, etapa ${id}`,
    description: "Projeto executivo da rede coletora.\n- Estação elevatória\n- ETE",
    contratante: "SAAE de Itabira",
    location: "Itabira - MG",
    year: "2019",
    escopo: "Projeto executivo",
    categories: ["Esgoto", "Drenagem"],
    responsaveis: ["ana-ribeiro"],
    stats: { populacao: "118.000 habitantes", vazao: "320 L/s" },
  }
}

export async function writeProject(
  folder: string,
  project: unknown,
  pictures = ["capa-main.jpg", "pic1.jpg", "pic2.jpg"],
): Promise<void> {
  await writeJson(`content/projects/${folder}/project.json`, project)
  for (const name of pictures) await put(`content/projects/${folder}/${name}`, tinyJpeg)
}

export async function writeSite(site: unknown): Promise<void> {
  await writeJson("content/site.json", site)
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  await put(path, JSON.stringify(value, null, 2))
}

export async function put(path: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), data)
}

export async function remove(path: string): Promise<void> {
  await rm(join(root, path), { recursive: true })
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  const background = { r: 40, g: 120, b: 160 }
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/** A photo-like JPEG (random pixels, so the compressed data is long), for truncation. */
export async function noisyJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(400 * 300 * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg()
    .toBuffer()
}

export function check(): Promise<ContentReport> {
  return checkContent(join(root, "content"))
}

export async function expectOnlyError(problem: Problem): Promise<void> {
  const report = await check()
  expect(report.errors).toEqual([problem])
  expect(report.warnings).toEqual([])
}

export async function expectOnlyWarning(problem: Problem): Promise<void> {
  const report = await check()
  expect(report.warnings).toEqual([problem])
  expect(report.errors).toEqual([])
}
