/**
 * A small, temporary copy of the fixture content for the editor's end-to-end test: site.json,
 * texts.json, the team, the services, the quote form's options and two projects with three
 * small pictures each, so editing it and building it stay quick.
 */
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { PHOTO_WANTED_WIDTH } from "../../src/lib/photo-sizes"

const FIXTURE = path.join(__dirname, "../fixtures/content")
const PICTURES = ["capa-main.jpg", "pic1.jpg", "pic2.jpg"]

export async function smallContentCopy(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "cms-e2e-"))
  const content = path.join(root, "content")
  await mkdir(path.join(content, "projects"), { recursive: true })
  // The firm's facts without the fixture's expired certification, which the check warns about.
  const site = JSON.parse(await readFile(path.join(FIXTURE, "site.json"), "utf8")) as {
    certifications?: { validUntil: string }[]
  }
  const today = new Date().toISOString().slice(0, 10)
  site.certifications = site.certifications?.filter((item) => item.validUntil >= today)
  await writeFile(path.join(content, "site.json"), `${JSON.stringify(site, null, 2)}\n`)
  await cp(path.join(FIXTURE, "texts.json"), path.join(content, "texts.json"))
  // The team the projects name as responsible, without the engineer the editor's test adds (the
  // fixture holds what the editor writes: __tests__/e2e-cms/edited-fixture.ts).
  await cp(path.join(FIXTURE, "team"), path.join(content, "team"), {
    recursive: true,
    filter: (source) => path.basename(source) !== "marcos-teixeira.json",
  })
  // The services without the fifth, which the services' editor test adds (services-editor.spec.ts),
  // and the quote form's options.
  await cp(path.join(FIXTURE, "services"), path.join(content, "services"), {
    recursive: true,
    filter: (source) => path.basename(source) !== "licenciamento-ambiental.json",
  })
  await cp(path.join(FIXTURE, "quote-form.json"), path.join(content, "quote-form.json"))
  await cp(path.join(FIXTURE, "identidade"), path.join(content, "identidade"), { recursive: true })
  // The firm's categories and privacy policy.
  await cp(path.join(FIXTURE, "categories.json"), path.join(content, "categories.json"))
  await cp(path.join(FIXTURE, "privacy.json"), path.join(content, "privacy.json"))
  for (const [id, colour] of [
    [1, "#3a7ca5"],
    [2, "#81b29a"],
  ] as const) {
    const folder = path.join(content, "projects", `prj${id}`)
    await mkdir(folder)
    // Without the "destaque" mark: the fixture's prj2 holds what the editor writes when the
    // maintainer marks it (editor.spec.ts, edited-fixture.ts).
    const project = JSON.parse(
      await readFile(path.join(FIXTURE, "projects", `prj${id}`, "project.json"), "utf8"),
    ) as Record<string, unknown>
    delete project.destaque
    // The copy has three pictures: only their captions come along (prj1's name all eleven).
    if (Array.isArray(project.captions)) {
      project.captions = (project.captions as { picture: string }[]).filter((caption) =>
        PICTURES.includes(caption.picture),
      )
    }
    await writeFile(path.join(folder, "project.json"), `${JSON.stringify(project, null, 2)}\n`)
    for (const name of PICTURES) {
      await writeFile(path.join(folder, name), await smallJpeg(colour))
    }
  }
  return content
}

/** One flat colour, as wide as the site wants a photo (PHOTO_WANTED_WIDTH), so still small. */
export function smallJpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: PHOTO_WANTED_WIDTH, height: 896, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer()
}

export async function readJsonFile(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>
}

/** readJsonFile, or null while the file is missing or half written (decap-server writes in place). */
export function jsonWhenWhole(file: string): Promise<Record<string, unknown> | null> {
  return readJsonFile(file).catch(() => null)
}
