/**
 * The services and the Tipo de Projeto options are content: the built fixture shows the fixture's
 * (content/services/, quote-form.json), on the home page's cards, in the footer and in the form,
 * and none of the demo's.
 */
import { test, expect } from "./fixtures"
import {
  DEMO_CONTENT,
  FIXTURE_CONTENT,
  readProjectTypes,
  readServices,
} from "../helpers/services-content"

const services = readServices(FIXTURE_CONTENT)
const projectTypes = readProjectTypes(FIXTURE_CONTENT)
const demoServices = readServices(DEMO_CONTENT)
const demoWords = demoServices.flatMap((service) => [service.title, ...service.items])
const demoTypes = readProjectTypes(DEMO_CONTENT)

test("the home page's cards, the footer and the form show the fixture's content, none of the demo's", async ({
  page,
}) => {
  await page.goto("/")
  const cards = page.locator("#servicos article")
  await expect(cards.locator("h3")).toHaveText(services.map((service) => service.title))
  for (const [i, service] of services.entries())
    await expect(cards.nth(i).getByRole("listitem")).toHaveText(service.items)
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Serviços" })
  await expect(footer.getByRole("listitem")).toHaveText(services.map((service) => service.title))
  const form = page.getByRole("form", { name: "Solicite um Orçamento" })
  await expect(form.getByLabel("Tipo de Projeto").getByRole("option")).toHaveText([
    "Selecione o tipo de projeto",
    ...projectTypes,
  ])
  // Where the services are shown, no word of the demo's; of its options, only "Outro".
  const shown = [
    ...(await page.locator("#servicos").allInnerTexts()),
    ...(await footer.allInnerTexts()),
  ].join("\n")
  expect(demoWords.filter((words) => shown.includes(words))).toEqual([])
  const options = await form.getByLabel("Tipo de Projeto").getByRole("option").allTextContents()
  expect(options.filter((option) => demoTypes.includes(option))).toEqual(["Outro"])
})
