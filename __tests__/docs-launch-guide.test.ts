/** @jest-environment node */
/**
 * The launch guide (docs/LANCAMENTO.md) holds to the code: README.md and CONTEUDO.md link to it
 * first; every variable it tells the firm to set is read from the environment by the build or
 * the editor; what netlify.toml's "Deploy to Netlify" button asks for is in the guide and read.
 * (Its files, commands and links are held by docs-references.test.ts, like every doc's.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
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

/** A command someone types in a terminal: npm, npx, git or node, at the start of a line or span. */
const COMMAND = /^(?:npm|npx|git|node)\s/

/** The command lines of a markdown file: each line of its code blocks, and its code spans. */
export function commandLines(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^\s*```[^\n]*\n([\s\S]*?)^\s*```/gm)].flatMap((match) =>
    match[1].split("\n").map((line) => line.replace(/\s+#.*$/, "").trim()),
  )
  const outside = markdown.replace(/^\s*```[^\n]*\n[\s\S]*?^\s*```/gm, "")
  const spans = [...outside.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim())
  return [...blocks, ...spans].filter(
    (line) => COMMAND.test(line) || /^[A-Z_]+=\S*\s+\S/.test(line),
  )
}

/**
 * Why a command line fails in Windows PowerShell 5.1, or null: `a && b` (PowerShell 7 only), a
 * variable set before the command (`NAME=value npm …`), and a bare `--`, which PowerShell takes
 * for its own end of parameters before npm.ps1 sees it (npm/cli#3136; quoted, "--" passes).
 */
export function powershellProblem(line: string): string | null {
  if (line.includes("&&")) return "&&"
  if (/^[A-Z_]+=\S*\s/.test(line)) return "NAME=value before the command"
  if (/(?:^|\s)--(?:\s|$)/.test(line)) return 'a bare -- (write "--")'
  return null
}

/** The numbered steps of a markdown file, each item with its continuation lines. */
function numberedSteps(markdown: string): string[] {
  return [...markdown.matchAll(/^\d+\. [\s\S]*?(?=^\d+\. |^\S|^\s*$)/gm)].map((match) => match[0])
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

  it("has only clicks in its numbered steps, and every command block marked (técnico)", () => {
    const steps = numberedSteps(guide)
    expect(steps.length).toBeGreaterThan(15)
    expect(steps.filter((step) => /`(?:npm|npx|git|node) /.test(step))).toEqual([])
    const blocks = [...guide.matchAll(/\n\n([^\n][\s\S]*?)\n\n```/g)].map((match) => match[1])
    expect(blocks.length).toBeGreaterThan(0)
    for (const before of blocks) expect(before).toContain("(técnico)")
  })

  it("runs every command line of README.md, the guide and CONTEUDO.md in PowerShell 5.1", () => {
    for (const file of ["README.md", "docs/LANCAMENTO.md", "docs/CONTEUDO.md"]) {
      const lines = commandLines(read(file))
      expect(lines.length).toBeGreaterThan(0)
      const problems = lines.flatMap((line) => {
        const problem = powershellProblem(line)
        return problem ? [`${file}: ${line} (${problem})`] : []
      })
      expect(problems).toEqual([])
    }
    expect(commandLines(guide)).toEqual(expect.arrayContaining(["git push"]))
  })

  it("backs every statement of its troubleshooting with the code that makes it true", () => {
    const section = guide.slice(guide.indexOf("## Quando algo dá errado"))
    const items = section.split(/\n- /).slice(1)
    expect(items.length).toBeGreaterThanOrEqual(4)
    for (const item of items) {
      const files = [...item.matchAll(/`((?:plugins|scripts|src|\.github)\/[^`]+)`/g)].map(
        (m) => m[1],
      )
      const external = /\]\(#|docs\.netlify\.com|CONTEUDO\.md#/.test(item)
      expect({ item: item.slice(0, 60), backed: files.length > 0 || external }).toEqual({
        item: item.slice(0, 60),
        backed: true,
      })
      for (const file of files) expect(existsSync(path.join(root, file))).toBe(true)
    }
  })

  it("tells a command that fails in PowerShell 5.1 from one that runs", () => {
    expect(powershellProblem("npm install && npm start")).toBe("&&")
    expect(powershellProblem("CONTENT_DIR=x npm run build:local")).toBe(
      "NAME=value before the command",
    )
    expect(powershellProblem("npm run limpar-demo -- --sim")).toBe('a bare -- (write "--")')
    expect(powershellProblem('npm run limpar-demo "--" --sim')).toBeNull()
    expect(powershellProblem("git push")).toBeNull()
    expect(
      commandLines("Rode `npm test` e\n\n```\nnpm ci   # não\ngit push\n```\n`SITE_URL`"),
    ).toEqual(["npm ci", "git push", "npm test"])
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
