/**
 * What editor.spec.ts writes through the editor, committed as fixture content: the engineer
 * team/marcos-teixeira.json, the project projects/prj19 with its three photos, prj2's
 * project.json once marked "Destaque no portfólio", and the service
 * services/licenciamento-ambiental.json (services-editor.spec.ts). The main
 * fixture build builds them, so the site's side (edited-project.spec.ts) is checked on that
 * build rather than on a second build of the edited copy.
 *
 * After a change to what the editor writes (Decap's version, a field, the photos' processing),
 * `UPDATE_EDITOR_FIXTURE=1 npx playwright test __tests__/e2e-cms/editor.spec.ts --project editor`
 * copies the editor's files over the fixture's; review the diff, rebuild, run the tests.
 */
import { copyFile, mkdir, readFile } from "node:fs/promises"
import path from "node:path"
import { expect } from "@playwright/test"
import sharp from "sharp"

export const FIXTURE = path.join(__dirname, "../fixtures/content")
export const fixtureFile = (...parts: string[]) => path.join(FIXTURE, ...parts)

export const NEW_TITLE = "Estação de Tratamento de Esgoto de Sabará"
/** The page the editor's new project gets, from its title. */
export const NEW_PAGE = "/projetos/estacao-de-tratamento-de-esgoto-de-sabara/"
export const NEW_PROJECT = { id: 19, folder: "prj19" } as const
/**
 * The project the maintainer marks "Destaque no portfólio": the fixture's prj2 is the file the
 * editor writes then (the copy it edits starts without the mark), so the main build lists it
 * first on /projetos/.
 */
export const FEATURED_PROJECT = { id: 2, folder: "prj2" } as const
/** The engineer the maintainer adds to the team, then names as the new project's responsible. */
export const NEW_MEMBER = {
  id: "marcos-teixeira",
  name: "Marcos Vinícius Teixeira",
  title: "Engenheiro civil e sanitarista",
  crea: "CREA-MG 231145/D",
}
/**
 * The fifth service the maintainer adds (services-editor.spec.ts): the fixture's
 * services/licenciamento-ambiental.json, which the main fixture build shows.
 */
export const NEW_SERVICE = {
  file: "licenciamento-ambiental.json",
  title: "Licenciamento Ambiental",
  icon: "Folha (meio ambiente)",
  items: ["Estudos de impacto ambiental", "Outorgas de uso da água"],
  order: 5,
} as const

/**
 * The portraits uploaded: 1440 px wide as every fixture picture (scripts/fixture-pictures.ts),
 * and within the editor's long side, so the editor turns them upright without shrinking them.
 */
export const EDITED_PHOTO = { width: 1440, height: 2160 } as const

/** UPDATE_EDITOR_FIXTURE=1: the file the editor wrote, once whole, becomes the fixture's. */
export async function updateFixture(written: string, fixture: string): Promise<void> {
  if (!process.env.UPDATE_EDITOR_FIXTURE) return
  const whole = () =>
    written.endsWith(".json")
      ? readFile(written, "utf8").then((text) => Boolean(JSON.parse(text)))
      : sharp(written)
          .stats()
          .then(() => true)
  await expect.poll(() => whole().catch(() => false)).toBe(true)
  await mkdir(path.dirname(fixture), { recursive: true })
  await copyFile(written, fixture)
}

export interface PictureLike {
  format?: string
  width: number
  height: number
  exif: boolean
  /**
   * The picture's pixels and the fixture's, both at a tenth of their size (JPEG's artefacts
   * average out there; a turned photo or a missing mark does not), within a small difference.
   */
  sameAsFixture: boolean
}

/** How a picture the editor wrote compares with the fixture's; null while it is not whole. */
export async function pictureLike(file: string, fixture: string): Promise<PictureLike | null> {
  try {
    const meta = await sharp(file).metadata()
    const width = meta.width ?? 0
    const height = meta.height ?? 0
    const small = (source: string) =>
      sharp(source)
        .resize(Math.round(width / 10), Math.round(height / 10), { fit: "fill" })
        .removeAlpha()
        .raw()
        .toBuffer()
    const [ours, theirs] = await Promise.all([small(file), small(fixture)])
    const fixtureMeta = await sharp(fixture).metadata()
    const sameSize = fixtureMeta.width === width && fixtureMeta.height === height
    const differing = ours.filter((value, i) => Math.abs(value - theirs[i]) > 24).length
    return {
      format: meta.format,
      width,
      height,
      exif: Boolean(meta.exif),
      sameAsFixture: sameSize && differing === 0,
    }
  } catch {
    return null
  }
}
