/**
 * The firm's colours on the built fixture: the fixture writes only its main and accent colours,
 * so the headings' dark shade is the one the build derives from the main colour
 * (plugins/site-identity/palette.ts), not a shade left in identidade.json.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { colord } from "colord"
import { test, expect } from "./fixtures"
import { FIXTURE_CONTENT } from "../helpers/services-content"
import { resolvePalette, type ChosenColors } from "../../plugins/site-identity/palette"

const identity = JSON.parse(
  readFileSync(path.join(FIXTURE_CONTENT, "identidade/identidade.json"), "utf8"),
) as { colors: ChosenColors }

test("the headings are the shade derived from the main colour, which the content leaves unset", async ({
  page,
}) => {
  expect(Object.keys(identity.colors).sort()).toEqual(["accent", "primary"])
  const derived = resolvePalette(identity.colors).primaryDark
  await page.goto("/equipe/")
  const heading = page.getByRole("heading", { level: 1 })
  const colour = await heading.evaluate((element) => getComputedStyle(element).color)
  expect(colord(colour).toHex()).toBe(derived)
})
