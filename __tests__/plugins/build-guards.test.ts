/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * `gatsby build` itself must refuse what would ship broken. The cases run Gatsby in one throwaway
 * copy of this project, so its own .cache/ and public/ stay untouched; they share that copy (and so
 * Parcel's cache of the compiled gatsby-* files), and a case that breaks a file restores it.
 */
const ROOT = path.resolve(__dirname, "../..")
const COPIED = [
  "gatsby-config.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  "src",
  "plugins",
]
/** The tests' own content (never the firm's live content/), copied as the copy's content/. */
const FIXTURE_CONTENT = path.join(ROOT, "__tests__/fixtures/content")

let workDir: string

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), "build-guard-"))
  // Gatsby compiles its config files next to them, so those are copied; only node_modules is linked.
  for (const name of COPIED)
    cpSync(path.join(ROOT, name), path.join(workDir, name), { recursive: true })
  cpSync(FIXTURE_CONTENT, path.join(workDir, "content"), { recursive: true })
  symlinkSync(path.join(ROOT, "node_modules"), path.join(workDir, "node_modules"))
})

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

function build(env: NodeJS.ProcessEnv) {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: workDir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      NETLIFY: "",
      CONTENT_DIR: "",
      CONTEXT: "",
      PUBLICAR_DEMO: "",
      ...env,
    },
    encoding: "utf8",
    timeout: 180_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

it("stops on a content error, naming the file, the field and the fix", () => {
  const file = path.join(workDir, "content/projects/prj7/project.json")
  const original = readFileSync(file)
  writeFileSync(
    file,
    JSON.stringify({
      id: 9,
      title: "X",
      description: "Y",
      location: "Belo Horizonte - MG",
      year: "2019",
      categories: ["Esgoto"],
    }),
  )
  let result: ReturnType<typeof build>
  try {
    result = build({ GATSBY_QUOTE_ENDPOINT: "https://formspree.io/f/teste" })
  } finally {
    writeFileSync(file, original)
  }
  const { status, output } = result
  expect(status).not.toBe(0)
  expect(output).toContain("content/projects/prj7/project.json")
  expect(output).toMatch(/"id"/)
  expect(output).toMatch(/prj7/)
  expect(output).not.toContain("Building production JavaScript")
}, 200_000)

it("stops when GATSBY_QUOTE_ENDPOINT is missing, saying how to set it", () => {
  const { status, output } = build({ GATSBY_QUOTE_ENDPOINT: "" })
  expect(status).not.toBe(0)
  expect(output).toContain("Falta a variável GATSBY_QUOTE_ENDPOINT")
  expect(output).toContain("Environment variables")
  expect(output).not.toContain("Building production JavaScript")
}, 200_000)

it("stops when the endpoint points at this machine on Netlify", () => {
  const { status, output } = build({
    GATSBY_QUOTE_ENDPOINT: "http://127.0.0.1:9100/f/quote",
    NETLIFY: "true",
  })
  expect(status).not.toBe(0)
  expect(output).toContain("aponta para o próprio computador que gera o site")
}, 200_000)

it("stops on a SITE_URL that is not a whole address, saying in Portuguese how to write it", () => {
  const { status, output } = build({
    GATSBY_QUOTE_ENDPOINT: "https://formspree.io/f/teste",
    SITE_URL: "www.firma.com.br",
  })
  expect(status).not.toBe(0)
  expect(output).toContain(
    'O endereço do site "www.firma.com.br" (variável SITE_URL) não é um endereço completo.',
  )
  expect(output).not.toContain("Building production JavaScript")
}, 200_000)

it("lets a production build of the demo firm's content go on, listing in Portuguese what is left", () => {
  // Without an endpoint, a check that runs after the guard's stops the build early: the guard
  // let it go on. The holding build itself: build:demo-holding and demo-holding-site.test.ts.
  const { status, output } = build({ GATSBY_QUOTE_ENDPOINT: "", CONTEXT: "production" })
  expect(output).toContain("Esta é a publicação do site (CONTEXT=production)")
  expect(output).toContain('o site publicado é só a página "Site em preparação" e o editor')
  expect(output).toContain("content/site.json (para corrigir:")
  expect(output).toContain("CNPJ da demonstração (11.222.333/0001-81)")
  expect(output).toContain("content/projects/prj1/project.json: projeto da demonstração")
  expect(output).toContain("content/identidade/logo.png: logotipo da demonstração")
  expect(output).toContain("Falta a variável GATSBY_QUOTE_ENDPOINT")
  expect(status).not.toBe(0)
}, 200_000)
