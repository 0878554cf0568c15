/** @jest-environment node */
/**
 * The workflow that clears the demo without a terminal (.github/workflows/limpar-demo.yml,
 * docs/LANCAMENTO.md step 2): started by hand from GitHub's page, it runs this repository's own
 * npm scripts, and may push what they changed.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

const root = path.join(__dirname, "..")
const read = (file: string) => readFileSync(path.join(root, file), "utf8")

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Workflow {
  name: string
  on: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, { steps: Step[] }>
}

const workflow = parse(read(".github/workflows/limpar-demo.yml")) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const commands = steps.flatMap((step) => (step.run ?? "").split("\n").map((line) => line.trim()))
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts

/** The npm scripts a list of command lines runs (`npm run name`, `npm test`). */
export function npmScriptsRun(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const run = /^npm (?:run(?:-script)? )?([\w:-]+)/.exec(line)
    return run && !["install", "ci"].includes(run[1]) ? [run[1]] : []
  })
}

describe("the Limpar demonstração workflow", () => {
  it("is started by hand from GitHub's page, under the name the guide gives", () => {
    expect(Object.keys(workflow.on)).toEqual(["workflow_dispatch"])
    expect(workflow.name).toBe("Limpar demonstração")
    expect(read("docs/LANCAMENTO.md")).toContain(`**${workflow.name}**`)
  })

  it("runs the cleanup without asking, then the content check, with scripts package.json has", () => {
    const run = npmScriptsRun(commands)
    expect(run).toEqual(["limpar-demo", "check:content"])
    for (const name of run) expect(scripts).toHaveProperty([name])
    expect(commands).toContain("npm run limpar-demo -- --sim")
  })

  it("installs on Node 20 before it runs them", () => {
    const names = steps.map((step) => step.uses?.split("@")[0] ?? step.run?.split(" ")[1])
    expect(names.slice(0, 3)).toEqual(["actions/checkout", "actions/setup-node", "install"])
    expect(steps[1].with?.["node-version"]).toBe(20)
  })

  it("commits and pushes content/, with the write permission that needs", () => {
    expect(workflow.permissions).toEqual({ contents: "write" })
    const last = commands.indexOf("git push")
    expect(commands.indexOf("git add content")).toBeGreaterThan(
      commands.indexOf("npm run check:content"),
    )
    expect(commands.some((line) => line.startsWith("git commit -m"))).toBe(true)
    expect(last).toBeGreaterThan(commands.indexOf("git add content"))
  })

  it("tells the scripts a line runs", () => {
    expect(npmScriptsRun(["npm install", "npm run check:content", "npm test", "git push"])).toEqual(
      ["check:content", "test"],
    )
  })
})
