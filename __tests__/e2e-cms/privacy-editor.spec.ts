/**
 * The firm's privacy policy in the editor: previewed as /privacidade/ with its words in braces
 * filled from the build's facts and form provider, and refused without an LGPD essential (here
 * the controller), in the check's words. One Decap boot for the file.
 */
import path from "node:path"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole } from "../helpers/cms-content"
import { bootEditor, publishNow } from "./editor-helpers"

const boot = bootEditor()

test("previews the privacy policy as its page, and refuses one without the controller", async () => {
  const { page } = boot.session
  boot.session.allow(/^pageerror: /)
  const file = path.join(boot.content, "privacy.json")
  const before = await jsonWhenWhole(file)
  await boot.session.open("#/collections/privacidade/entries/privacidade")
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade")
  // The build's facts and form provider fill the words in braces.
  await expect(preview.getByText(/O controlador dos dados é a HidroVale/)).toBeVisible()
  await expect(
    preview.getByText(/a caixa de entrada local de testes deste site/).first(),
  ).toBeVisible()
  await expect(preview.getByRole("main").or(preview.locator("article"))).not.toContainText("{")
  const controller = page.getByLabel("Controlador e encarregado", { exact: true })
  await controller.fill("O controlador é a empresa. Encarregado: {encarregadoEmail}.")
  await publishNow(page, { refused: true })
  await expect(
    page.getByText(/a página não diria quem é o controlador dos dados/).first(),
  ).toBeVisible()
  expect(await jsonWhenWhole(file)).toEqual(before)
})
