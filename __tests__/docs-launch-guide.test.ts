/** @jest-environment node */
/**
 * The launch guide (docs/LANCAMENTO.md) holds to the code: README.md and CONTEUDO.md link to it
 * first; every variable it tells the firm to set is read from the environment by the build or
 * the editor; what netlify.toml's "Deploy to Netlify" button asks for is in the guide and read.
 * (Its files, commands and links are held by docs-references.test.ts, like every doc's.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"

const root = path.join(__dirname, "..")
const read = (file: string) => readFileSync(path.join(root, file), "utf8")
const guide = read("docs/LANCAMENTO.md")

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sources(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

/** Everything the build, the site and the editor run, as text. */
const code = [
  path.join(root, "gatsby-config.ts"),
  ...["src", "plugins", "scripts"].flatMap((dir) => sources(path.join(root, dir))),
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n")

/** Whether the code reads NAME from the environment (env.NAME, env["NAME"], env?.NAME). */
export const readsVariable = (source: string, name: string) =>
  new RegExp(`env\\??\\.${name}\\b|env\\[["']${name}["']\\]`).test(source)

/** The variables the guide names: CONSTANT_NAMES in code spans with an underscore. */
export function variablesNamed(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g)]
  return [...new Set(spans.map((match) => match[1]))]
}

/** The repository the Deploy to Netlify buttons copy: package.json's `repository`, declared once. */
const starter = (JSON.parse(read("package.json")) as { repository: { url: string } }).repository.url

const BADGE = "https://www.netlify.com/img/deploy/button.svg"
const DEPLOY = "https://app.netlify.com/start/deploy?repository="

/** Each Deploy to Netlify button in a markdown file: the badge linking to the deploy page. */
export function deployButtons(markdown: string): { badge: string; repository: string }[] {
  const buttons = markdown.matchAll(/\[!\[[^\]]*\]\(([^)\s]+)\)\]\(([^)\s]+)\)/g)
  return [...buttons]
    .filter(([, , link]) => link.startsWith(DEPLOY))
    .map(([, badge, link]) => ({ badge, repository: link.slice(DEPLOY.length) }))
}

/** The variables in the first column of the guide's table whose header is "Variável". */
export function variablesTable(markdown: string): string[] {
  const lines = markdown.split("\n")
  const header = lines.findIndex((line) => /^\|\s*Variável\s*\|/.test(line))
  if (header < 0) return []
  const rows = lines.slice(header + 2)
  const table = rows.slice(
    0,
    Math.max(
      0,
      rows.findIndex((line) => !line.startsWith("|")),
    ),
  )
  return table.map((row) => /^\|\s*`([A-Z0-9_]+)`/.exec(row)?.[1] ?? row)
}

/** The first link to another doc page in a markdown file. */
const firstDocLink = (markdown: string) =>
  /\]\(((?:docs\/)?[A-Za-z-]+\.md)(?:#[^)]*)?\)/.exec(markdown)?.[1]

describe("the launch guide", () => {
  it("is the first doc README.md and CONTEUDO.md link to", () => {
    expect(firstDocLink(read("README.md"))).toBe("docs/LANCAMENTO.md")
    expect(firstDocLink(read("docs/CONTEUDO.md"))).toBe("LANCAMENTO.md")
  })

  it("names only variables the build or the editor reads", () => {
    const named = variablesNamed(guide)
    expect(named).toEqual(expect.arrayContaining(["GATSBY_QUOTE_ENDPOINT", "SITE_URL"]))
    expect(named.filter((name) => !readsVariable(code, name))).toEqual([])
  })

  it("names and reads what the Deploy to Netlify button asks for", () => {
    const toml = parse(read("netlify.toml")) as { template?: { environment?: object } }
    const asked = Object.keys(toml.template?.environment ?? {})
    expect(asked).toContain("GATSBY_QUOTE_ENDPOINT")
    for (const name of asked) {
      expect(variablesNamed(guide)).toContain(name)
      expect(readsVariable(code, name)).toBe(true)
    }
  })

  it("has a Deploy to Netlify button in README.md and the guide, copying the starter", () => {
    expect(starter).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/)
    for (const file of ["README.md", "docs/LANCAMENTO.md"]) {
      const buttons = deployButtons(read(file))
      expect(buttons.length).toBeGreaterThan(0)
      for (const button of buttons) expect(button).toEqual({ badge: BADGE, repository: starter })
    }
  })

  it("has the button ask for exactly the variables of the guide's table", () => {
    const toml = parse(read("netlify.toml")) as { template: { environment: object } }
    const table = variablesTable(guide)
    expect(table).toEqual(expect.arrayContaining(["GATSBY_QUOTE_ENDPOINT", "SITE_URL"]))
    expect(Object.keys(toml.template.environment).sort()).toEqual([...table].sort())
    for (const description of Object.values(toml.template.environment))
      expect(description).toMatch(/\b(?:da|do|para|em)\b/)
  })

  it("reads buttons and the variables table as written", () => {
    const markdown =
      "[![Deploy to Netlify](https://www.netlify.com/img/deploy/button.svg)](https://app.netlify.com/start/deploy?repository=https://github.com/a/b)\n" +
      "[![x](y.svg)](https://example.com/)\n\n| Variável | O quê |\n| --- | --- |\n| `SITE_URL` | o endereço |\n| `CMS_BACKEND` | quem entra |\n\ntexto"
    expect(deployButtons(markdown)).toEqual([
      { badge: BADGE, repository: "https://github.com/a/b" },
    ])
    expect(variablesTable(markdown)).toEqual(["SITE_URL", "CMS_BACKEND"])
  })

  it("tells a variable read from a variable merely mentioned", () => {
    expect(readsVariable("const a = process.env.SITE_URL", "SITE_URL")).toBe(true)
    expect(readsVariable('env["CMS_BACKEND"]', "CMS_BACKEND")).toBe(true)
    expect(readsVariable("// set SITE_URL on Netlify", "SITE_URL")).toBe(false)
    expect(variablesNamed("crie `SITE_URL` e `GATSBY_QUOTE_ENDPOINT=netlify`, `npm test`")).toEqual(
      ["SITE_URL", "GATSBY_QUOTE_ENDPOINT"],
    )
  })
})
