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

/**
 * Whether the code reads NAME from the environment (env.NAME, env["NAME"], env?.NAME), or
 * through the constant that names it (const SWITCH = "NAME" … env[SWITCH]).
 */
export const readsVariable = (source: string, name: string) =>
  new RegExp(`env\\??\\.${name}\\b|env\\[["']${name}["']\\]`).test(source) ||
  [...source.matchAll(new RegExp(`const (\\w+) = ["']${name}["']`, "g"))].some(([, constant]) =>
    source.includes(`env[${constant}]`),
  )

/** The variables the guide names: CONSTANT_NAMES in code spans with an underscore. */
export function variablesNamed(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g)]
  return [...new Set(spans.map((match) => match[1]))]
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

  it("tells a variable read from a variable merely mentioned", () => {
    expect(readsVariable("const a = process.env.SITE_URL", "SITE_URL")).toBe(true)
    expect(readsVariable('env["CMS_BACKEND"]', "CMS_BACKEND")).toBe(true)
    expect(readsVariable("// set SITE_URL on Netlify", "SITE_URL")).toBe(false)
    expect(readsVariable('const ON = "PUBLICAR_DEMO"\nenv[ON]', "PUBLICAR_DEMO")).toBe(true)
    expect(readsVariable('const ON = "PUBLICAR_DEMO"', "PUBLICAR_DEMO")).toBe(false)
    expect(variablesNamed("crie `SITE_URL` e `GATSBY_QUOTE_ENDPOINT=netlify`, `npm test`")).toEqual(
      ["SITE_URL", "GATSBY_QUOTE_ENDPOINT"],
    )
  })
})
