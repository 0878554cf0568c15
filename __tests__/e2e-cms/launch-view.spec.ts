/**
 * The editor leads the launch: its "Lançamento" list (plugins/content-editor/launch-view.ts)
 * names each file the last build found still carrying the demo (the fixture is the demo firm),
 * and each name opens the entry that fixes it. The list steps aside while an entry is open.
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import type { DemoEntries } from "../../plugins/content-editor/demo-entries"
import { bootEditor, field } from "./editor-helpers"

test.describe.configure({ mode: "serial" })

const boot = bootEditor()

/** What the fixture build wrote for the list. */
const built = async () =>
  JSON.parse(
    await readFile(path.join("public", "admin", "demonstracao.json"), "utf8"),
  ) as DemoEntries

test("lists what still carries the demo, from the build, with a link to each entry", async () => {
  const { page } = boot.session
  const { findings } = await built()
  expect(findings.length).toBeGreaterThan(10)
  await boot.session.open("#/collections/projetos")
  const panel = page.getByRole("group").filter({ hasText: "Lançamento:" })
  const summary = page.getByText(
    `Lançamento: ${findings.length} arquivos com dados da demonstração`,
  )
  await expect(summary).toBeVisible()
  await summary.click()
  const site = page.getByRole("link", { name: "content/site.json", exact: true })
  await expect(site).toBeVisible()
  await expect(panel).toContainText("CNPJ da demonstração (11.222.333/0001-81)")
  await expect(panel).toContainText("Para corrigir: escreva os dados e os textos da sua empresa.")
  await expect(page.getByRole("link", { name: "content/team/ana-ribeiro.json" })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath("lancamento-1280.png") })
  await site.click()
  await expect(page).toHaveURL(/#\/collections\/empresa\/entries\/site$/)
  await expect(field(page, "CNPJ")).toHaveValue("11.222.333/0001-81")
  await expect(summary).toBeHidden()
})

test("stays open on the collections, and opens a project's entry from its name", async () => {
  const { page } = boot.session
  await boot.session.open("#/collections/equipe")
  const summary = page.getByText(/^Lançamento: \d+ arquivos com dados da demonstração$/)
  await expect(summary).toBeVisible()
  await page.getByRole("link", { name: "content/projects/prj1/project.json", exact: true }).click()
  await expect(page).toHaveURL(/#\/collections\/projetos\/entries\/prj1\/project$/)
  await expect(field(page, "Número do projeto")).toHaveValue("1")
  await boot.session.open("#/collections/servicos")
  await expect(summary).toBeVisible()
})
