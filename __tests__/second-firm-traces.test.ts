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

interface Known {
  source: string
  file: string
  /** The branch whose merge removes it. */
  branch: "identity" | "legal" | "demo"
}

/**
 * Traces left today because the demo's identity pictures and the manifest are files in static/,
 * copied as they are into every build: the identity branch makes them from the firm's logo and
 * site.json. Each entry fails the last test once its trace is gone: then delete it. (The privacy
 * policy is code today, the same text for any firm, so no trace of it is read from content/; once
 * the legal branch makes it content, its sentences become traces and the second firm needs its own.)
 */
const KNOWN_UNTIL_MERGE: readonly Known[] = [
  ...["logo-text.png", "logo-text-white.png", "og-image.jpg"].map((name) => ({
    source: `static/${name}`,
    file: `/${name}`,
    branch: "identity" as const,
  })),
  ...["favicon.ico", "favicon.svg", "favicon-32.png", "apple-touch-icon.png", "icon-512.png"].map(
    (name) => ({ source: `static/${name}`, file: `/${name}`, branch: "identity" as const }),
  ),
  { source: "content/site.json name", file: "/manifest.webmanifest", branch: "identity" },
]

const describeFound = (found: readonly Found[]) =>
  found.map(({ source, form, file }) => `  ${source} "${form}" em ${file}`).join("\n")

const isKnown = ({ source, file }: Found) =>
  KNOWN_UNTIL_MERGE.some((known) => known.source === source && known.file === file)

const texts = textTraces()
const pictures = pictureTraces()

it("reads the demo firm's traces from content/", () => {
  const forms = texts.flatMap((trace) => trace.forms)
  const demo = JSON.parse(readFileSync(path.join(REPO, "content/site.json"), "utf8"))
  expect(forms).toEqual(expect.arrayContaining([demo.cnpj, demo.cnpj.replace(/\D/g, "")]))
  expect(pictures.length).toBeGreaterThan(0)
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
  })

  it("holds no trace of the demo firm outside /admin/", () => {
    const unknown = scan().found.filter((trace) => !isKnown(trace))
    if (unknown.length > 0)
      throw new Error(`Vestígios da empresa de demonstração:\n${describeFound(unknown)}`)
  })

  it("KNOWN_UNTIL_MERGE lists only traces still there", () => {
    const { found } = scan()
    const gone = KNOWN_UNTIL_MERGE.filter(
      (known) => !found.some(({ source, file }) => known.source === source && known.file === file),
    )
    expect(gone).toEqual([])
  })
})
