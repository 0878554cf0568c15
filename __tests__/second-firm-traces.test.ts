/** @jest-environment node */
/**
 * A firm that replaces the demo content publishes nothing of the demo firm. The second firm's
 * fixture (__tests__/fixtures/second-firm/), built as Netlify's production context builds it
 * (`npm run build:second-firm`, a step of `npm test`), is scanned file by file outside /admin/
 * (the editor, whose examples may name the demo) for the demo firm's traces, read from content/
 * by the rule in helpers/demo-traces.ts. Without that build the test fails.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { SECOND_FIRM_CONTENT, SECOND_FIRM_SITE, secondFirmEnv } from "../scripts/build-second-firm"
import { pictureTraces, textTraces } from "./helpers/demo-traces"
import { type Found, scanForTraces } from "./helpers/trace-scan"

const REPO = path.resolve(__dirname, "..")
const SITE = path.join(REPO, SECOND_FIRM_SITE)
const CONTENT = path.join(REPO, SECOND_FIRM_CONTENT)

const describeFound = (found: readonly Found[]) =>
  found.map(({ source, form, file }) => `  ${source} "${form}" em ${file}`).join("\n")

const texts = textTraces()
const pictures = pictureTraces()

it("reads the demo firm's traces from content/", () => {
  const forms = texts.flatMap((trace) => trace.forms)
  const demo = JSON.parse(readFileSync(path.join(REPO, "content/site.json"), "utf8"))
  expect(forms).toEqual(expect.arrayContaining([demo.cnpj, demo.cnpj.replace(/\D/g, "")]))
  // The demo's logo as content, and the logo and link preview the fixture build derived from it.
  expect(pictures.map((picture) => picture.source)).toEqual(
    expect.arrayContaining([
      "content/identidade/logo.png",
      "public/logo-text.png",
      "public/og-image.jpg",
    ]),
  )
})

it("the second firm's content holds no trace of the demo firm", () => {
  const { files, found } = scanForTraces(CONTENT, texts, pictures)
  expect(files).toBeGreaterThan(10)
  if (found.length > 0)
    throw new Error(`Vestígios da empresa de demonstração:\n${describeFound(found)}`)
})

describe("the second firm's built site", () => {
  let scanned: ReturnType<typeof scanForTraces> | undefined
  /** The scan of the build; without one, the message says how to make it. */
  const scan = () => {
    if (!existsSync(path.join(SITE, "index.html")))
      throw new Error(
        `${SECOND_FIRM_SITE}/ não tem o site da segunda empresa: rode \`npm run build:second-firm\` ` +
          "(o npm test o roda antes do Jest).",
      )
    return (scanned ??= scanForTraces(SITE, texts, pictures, ["admin"]))
  }

  it("is the second firm's build, for its own address", () => {
    expect(scan().files).toBeGreaterThan(20)
    const own = JSON.parse(readFileSync(path.join(CONTENT, "site.json"), "utf8"))
    const home = readFileSync(path.join(SITE, "index.html"), "utf8")
    expect(home).toContain(own.cnpj)
    expect(home).toContain(`${secondFirmEnv({}).SITE_URL}/`)
    // Its own colours in the page's head, not the demo's.
    const identity = JSON.parse(
      readFileSync(path.join(CONTENT, "identidade/identidade.json"), "utf8"),
    ) as { colors: { primary: string } }
    expect(home).toContain(`--primary:${identity.colors.primary}`)
  })

  it("holds no trace of the demo firm outside /admin/", () => {
    const { found } = scan()
    if (found.length > 0)
      throw new Error(`Vestígios da empresa de demonstração:\n${describeFound(found)}`)
  })
})
