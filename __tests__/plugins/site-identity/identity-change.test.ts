/** @jest-environment node */
/**
 * What the build makes of a fixture copy after the firm changes only what the editor's "Identidade
 * visual" asks: the main colour alone, or a logo saved without transparency and no footer logo.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { deriveIdentity } from "../../../plugins/site-identity/derive"
import { IDENTITY_FILES } from "../../../src/lib/identity-files"
import { paletteCss } from "../../../plugins/site-identity/palette"
import { readIdentity } from "../../../plugins/site-identity/read-identity"
import { readPalette } from "../../../plugins/site-identity/read-palette"
import { DEMO_CLAIMS } from "../../../plugins/demo-guard/demo-markers"

jest.setTimeout(60_000)

const FIXTURE = path.resolve(__dirname, "../../fixtures/content")
let content: string
beforeEach(async () => {
  content = path.join(await mkdtemp(path.join(tmpdir(), "identidade-")), "content")
  await cp(FIXTURE, content, { recursive: true })
})
afterEach(() => rm(path.dirname(content), { recursive: true, force: true }))

const IDENTITY = "identidade/identidade.json"
async function editIdentity(change: (identity: Record<string, unknown>) => void) {
  const file = path.join(content, IDENTITY)
  const identity = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>
  change(identity)
  await writeFile(file, JSON.stringify(identity, null, 2))
}

test("changing only the main colour changes the headings' shade in every page's head", async () => {
  const before = readPalette(content)
  expect(before.primaryDark).toBe(DEMO_CLAIMS.shades.primaryDark)
  await editIdentity((identity) => {
    ;(identity.colors as Record<string, string>).primary = "#7a1f2b"
  })
  const after = readPalette(content)
  // The headings are var(--primary-dark) (src/styles/global-css.ts): a shade of the new red.
  expect(after.primaryDark).not.toBe(before.primaryDark)
  expect(paletteCss(after)).toContain(`--primary-dark:${after.primaryDark}`)
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(after.primaryDark.slice(at, at + 2), 16))
  expect(r).toBeGreaterThan(g + 20)
  expect(r).toBeGreaterThan(b + 20)
})

test("an opaque PNG logo with no footer logo reaches the footer on a plate, not as a white block", async () => {
  const logo = await sharp({
    create: { width: 960, height: 240, channels: 3, background: "#ffffff" },
  })
    .composite([
      {
        input: { create: { width: 600, height: 80, channels: 3, background: "#0b3a6e" } },
        top: 80,
        left: 180,
      },
    ])
    .png()
    .toBuffer()
  await writeFile(path.join(content, "identidade/logo-opaco.png"), logo)
  await editIdentity((identity) => {
    identity.logo = "logo-opaco.png"
    delete identity.logoOnDark
  })
  const { sources, facts } = await readIdentity(content)
  const footer = (await deriveIdentity(sources, facts))[IDENTITY_FILES.logoOnDark]
  const { data } = await sharp(footer).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let [white, drawn, dark] = [0, 0, 0]
  for (let at = 0; at < data.length; at += 4) {
    if (data[at + 3] < 255) continue
    drawn++
    if (data[at] > 240 && data[at + 1] > 240 && data[at + 2] > 240) white++
    if (data[at] < 40 && data[at + 1] < 90 && data[at + 2] < 140) dark++
  }
  // The logo's blue bar is still drawn, and the picture is not all white where it is opaque.
  expect(dark).toBeGreaterThan(0)
  expect(white).toBeLessThan(drawn)
})
