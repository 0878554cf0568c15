/** @jest-environment node */
import path from "node:path"
import {
  DEMO_BUILD_ENV,
  DEMO_SITE_ENV,
  demoBuild,
  demoHoldingMessage,
  holdingBuild,
  PUBLISH_DEMO,
} from "../../../plugins/demo-guard/demo-build"
import type { DemoFinding } from "../../../plugins/demo-guard/demo-findings"
import { onPreBootstrap } from "../../../plugins/demo-guard/gatsby-node"

const ROOT = path.resolve(__dirname, "../../..")
const cnpj: DemoFinding = {
  file: "content/site.json",
  items: ["CNPJ da demonstração (11.222.333/0001-81)"],
  fix: "escreva os dados e os textos da sua empresa",
  toFill: false,
}

describe("what a build does with the demo firm's content", () => {
  it("publishes the holding page in production, shows the notice elsewhere, and the demo with the switch", () => {
    expect(demoBuild([cnpj], { CONTEXT: "production" })).toBe("holding")
    expect(demoBuild([cnpj], { CONTEXT: "deploy-preview" })).toBe("notice")
    expect(demoBuild([cnpj], { CONTEXT: "branch-deploy" })).toBe("notice")
    expect(demoBuild([cnpj], {})).toBe("notice")
    expect(demoBuild([cnpj], { CONTEXT: "production", [PUBLISH_DEMO]: "1" })).toBe("plain")
    expect(demoBuild([cnpj], { [PUBLISH_DEMO]: "sim" })).toBe("plain")
    expect(demoBuild([cnpj], { CONTEXT: "production", [PUBLISH_DEMO]: "0" })).toBe("holding")
    expect(demoBuild([], { CONTEXT: "production" })).toBe("plain")
  })

  it("says in Portuguese each file, what of the demo it has, the fix, and the two ways out", () => {
    const message = demoHoldingMessage([cnpj])
    expect(message).toContain('só a página "Site em preparação" e o editor em /admin/')
    expect(message).toContain(
      "  - content/site.json: CNPJ da demonstração (11.222.333/0001-81). Para corrigir: escreva " +
        "os dados e os textos da sua empresa.",
    )
    expect(message).toContain("npm run limpar-demo")
    expect(message).toContain(`${PUBLISH_DEMO}=1`)
  })
})

describe("the guard before a build of the demo (onPreBootstrap)", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  async function run(env: NodeJS.ProcessEnv) {
    process.env = { ...saved, CONTENT_DIR: "__tests__/fixtures/content", PUBLICAR_DEMO: "", ...env }
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() }
    process.env[DEMO_BUILD_ENV] = "" // Set by the guard itself, never before it.
    const cwd = process.cwd()
    process.chdir(ROOT)
    try {
      await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter })
    } finally {
      process.chdir(cwd)
    }
    return reporter
  }

  it("makes a production build the holding site, saying what is left of the demo", async () => {
    const reporter = await run({ CONTEXT: "production" })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(holdingBuild()).toBe(true)
    expect(reporter.warn).toHaveBeenCalledTimes(1)
    const message = String(reporter.warn.mock.calls[0][0])
    expect(message).toMatch(
      /__tests__\/fixtures\/content\/site\.json \(para corrigir: [^)]+\):\n(.+\n)* {6}CNPJ da demonstração \(11\.222\.333\/0001-81\)/,
    )
    expect(message).toContain("__tests__/fixtures/content/team/ana-ribeiro.json: engenheiro")
    expect(message).toContain("__tests__/fixtures/content/projects/prj1/project.json")
    expect(message).toContain("CAT da demonstração (1420120004511)")
    expect(message).toContain("content/identidade/logo.png: logotipo da demonstração")
    expect(process.env[DEMO_SITE_ENV]).toBe("")
  })

  it("lets a deploy preview build, with the notice, and PUBLICAR_DEMO=1 without it", async () => {
    const preview = await run({ CONTEXT: "deploy-preview" })
    expect(preview.panicOnBuild).not.toHaveBeenCalled()
    expect(preview.warn).toHaveBeenCalledWith(expect.stringContaining("Site de demonstração"))
    expect(process.env[DEMO_SITE_ENV]).toBe("1")
    expect(holdingBuild()).toBe(false)
    const published = await run({ CONTEXT: "production", PUBLICAR_DEMO: "1" })
    expect(published.panicOnBuild).not.toHaveBeenCalled()
    expect(process.env[DEMO_SITE_ENV]).toBe("")
    expect(holdingBuild()).toBe(false)
  })
})
