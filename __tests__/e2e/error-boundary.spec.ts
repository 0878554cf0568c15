import { test, expect, hydrated } from "./fixtures"
import { builtTexts, shownText } from "../helpers/fixture-texts"

test.describe("unexpected application error", () => {
  test("a page that fails while navigating shows the generic fallback, and navigating away resets it", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(
      /Unexpected Application Error|reading 'nodes'|Minified React error|The above error occurred/,
    )
    // The real built site, with the projects page's data broken in transit: the page component
    // throws while rendering, as it would on a corrupt deploy.
    await page.route("**/page-data/projetos/page-data.json", async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.result.data.allProject = null
      await route.fulfill({ response, json: body })
    })
    await page.goto("/")
    await hydrated(page)
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Projetos" })
      .click()
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible()
    await expect(page.getByRole("alert")).toContainText("nodes")
    await expect(page.getByRole("banner")).toBeVisible()

    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Sobre" })
      .click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(
      0,
    )
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      shownText(builtTexts.hero.title),
    )
    // A prefetch of the listing's data may still be in the handler: it must not fail the next test.
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })
})
