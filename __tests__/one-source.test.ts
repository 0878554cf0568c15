/** @jest-environment node */
/**
 * One source per fact (docs/architecture.md, "One source per fact"): a fact several modules read
 * is written in one module, and the others import it or derive from it. Each case below fails
 * on a second copy written as a literal in the code (comments aside) of src/, plugins/,
 * scripts/, the root config files and package.json's scripts.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { CONTENT_TYPES } from "../src/lib/content-model/content-types"
import { QUANTITIES } from "../src/lib/project-record"
import { PROJECT_LABELS, STAT_LABELS } from "../src/lib/project-stats"
import { RECORD_LABELS } from "../src/lib/project-record"
import { DEMO_SITE_ENV, PUBLISH_DEMO } from "../plugins/demo-guard/demo-build"
import { PALETTE_ENV } from "../plugins/site-identity/palette"

const root = path.join(__dirname, "..")
const CODE = execFileSync("git", ["ls-files", "src", "plugins", "scripts", "*.ts", "*.json"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /^(src|plugins|scripts)\/.*\.tsx?$|^[^/]+\.ts$|^package\.json$/.test(file))
  .filter((file) => !file.endsWith(".d.ts"))

/** A file's lines without comment lines (JSDoc, //, GraphQL's #). */
function codeLines(file: string): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\*|\*|\/\/|#)/.test(line))
}

/** "file: line" for every code line matching `pattern` outside the files `home` allows. */
function copies(pattern: RegExp, home: (file: string) => boolean, files = CODE): string[] {
  return files
    .filter((file) => !home(file))
    .flatMap((file) =>
      codeLines(file)
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const anyOf = (words: readonly string[]) => words.map(escape).join("|")

it("writes the local form inbox's address once (plugins/deploy-files/quote-endpoint.ts)", () => {
  const home = (file: string) => file === "plugins/deploy-files/quote-endpoint.ts"
  expect(copies(/\b9100\b|\/f\/quote\b/, home)).toEqual([])
})

it("writes the photos' long side once (PHOTO_LONG_SIDE, plugins/content-model/picture-names.ts)", () => {
  expect(copies(/\b2400\b/, (file) => file === "plugins/content-model/picture-names.ts")).toEqual(
    [],
  )
})

it("writes where each content type's JSON is once: its table's location", () => {
  const names = CONTENT_TYPES.flatMap(({ location }) =>
    location.kind === "file"
      ? [location.file]
      : location.kind === "folder"
        ? [location.folder]
        : [location.folder, location.file],
  )
  const literal = new RegExp(`(?<!\\[)(["'\`])(content/)?(${anyOf(names)})/?\\1`)
  expect(copies(literal, (file) => file.startsWith("src/lib/content-model/"))).toEqual([])
})

it("writes the project folder's name once (projectFolder, src/lib/content-model/project.ts)", () => {
  // Any "prj" in code: a pattern (/^prj(\d+)$/), a name built (`prj${id}`, "prj{{id}}"), a text.
  expect(copies(/prj/i, (file) => file === "src/lib/content-model/project.ts")).toEqual([])
})

it("writes the project photos' file names once (COVER_FILE, galleryFile: src/lib/content-model/project-photos.ts)", () => {
  // The cover's name, or a gallery name as a literal ("pic4.jpg"), built (`pic${n}.jpg`) or matched.
  const home = (file: string) => file === "src/lib/content-model/project-photos.ts"
  expect(copies(/capa-main|\bpic(\d|\$\{|\(|\[)/, home)).toEqual([])
})

it("writes the identity files' addresses once (src/lib/identity-files.ts)", () => {
  const names =
    /["'`/](logo-text(-white)?\.png|favicon(-32)?\.(svg|png|ico)|apple-touch-icon\.png|icon-512\.png|manifest\.webmanifest|og-image\.jpg)["'`]/
  expect(copies(names, (file) => file === "src/lib/identity-files.ts")).toEqual([])
})

it("takes the tables' labels from the modules pages read, never the other way", () => {
  const labels = Object.values({ ...STAT_LABELS, ...PROJECT_LABELS, ...RECORD_LABELS })
  const tables = CODE.filter((file) => file.startsWith("src/lib/content-model/"))
  expect(copies(new RegExp(`["'\`](${anyOf(labels)})["'\`]`), () => false, tables)).toEqual([])
})

it("lets no page query name the quantities one by one (the list is src/lib/project-record.ts)", () => {
  const keys = new RegExp(`\\b(${anyOf(QUANTITIES.map((spec) => spec.key))})\\b`)
  const queries = CODE.filter((file) => file.startsWith("src/")).flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/graphql`([^`]*)`/g)]
      .filter(([, query]) => keys.test(query))
      .map(() => file),
  )
  expect(queries).toEqual([])
})

it("writes a query's selection once: two queries share a fragment, not a run of fields", () => {
  const RUN = 5
  const queries = CODE.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), "utf8").matchAll(/`\s*((?:query|fragment)\b[^`]*)`/g),
    ].map(([, text]) => ({
      file,
      fields: text.split("\n").map((line) => line.replace(/#.*/, "").trim()),
    })),
  )
  const first = new Map<string, string>()
  const shared = new Set<string>()
  for (const { file, fields } of queries) {
    const lines = fields.filter((line) => line !== "" && line !== "}")
    for (let i = 0; i + RUN <= lines.length; i++) {
      const run = lines.slice(i, i + RUN).join(" ")
      const owner = first.get(run)
      if (owner === undefined) first.set(run, file)
      else if (owner !== file) shared.add(`${owner} and ${file}: ${run}`)
    }
  }
  expect([...shared]).toEqual([])
})

describe("an environment variable's name, on one code line", () => {
  const lines = (name: string) => copies(new RegExp(`\\b${name}\\b`), () => false)
  const files = (found: string[]) => found.map((line) => line.slice(0, line.indexOf(": "))).sort()

  it("PUBLICAR_DEMO: PUBLISH_DEMO in plugins/demo-guard/demo-build.ts", () => {
    expect(files(lines(PUBLISH_DEMO))).toEqual(["plugins/demo-guard/demo-build.ts"])
  })

  // Gatsby writes a GATSBY_ variable into the bundles only where the code names it in full
  // (docs/architecture.md, "One source per fact"): that one copy is held to the constant here.
  it.each([
    [PALETTE_ENV, "plugins/site-identity/palette.ts", "plugins/site-identity/gatsby-ssr.tsx"],
    [DEMO_SITE_ENV, "plugins/demo-guard/demo-build.ts", "src/lib/demo-site.ts"],
  ])("%s: declared in %s, written in full for Gatsby in %s", (name, home, reader) => {
    const found = lines(name)
    expect(files(found)).toEqual([home, reader].sort())
    expect(found.find((line) => line.startsWith(`${reader}: `))).toContain(`process.env.${name}`)
  })
})
