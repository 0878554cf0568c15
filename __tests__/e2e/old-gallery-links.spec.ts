import { test, expect, hydrated, pendingRequests, requestsSettled, DESKTOP } from "./fixtures"
import { cards, dialog, PROJECT } from "./portfolio"

/** Links shared before each project had its own page: /projetos/?categoria=<slug>&projeto=<id>. */
test.describe("old gallery links", () => {
  test.use({ viewport: DESKTOP })

  test("?projeto= ends on the project's page and ?categoria= on the category's listing", async ({
    page,
  }) => {
    await page.goto(`/projetos/?projeto=${PROJECT.id}`)
    await expect(page).toHaveURL(new RegExp(`${PROJECT.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await page.goto("/projetos/?categoria=drenagem&projeto=3")
    await expect(page).toHaveURL(/\/projetos\/macrodrenagem-da-bacia-do-rio-cachoeira\/$/)
    await page.goto("/projetos/?categoria=drenagem")
    await expect(page).toHaveURL(/\/projetos\/categoria\/drenagem\/$/)
    await expect(
      page
        .getByRole("group", { name: "Filtrar por categoria" })
        .getByRole("button", { name: "Drenagem" }),
    ).toHaveAttribute("aria-pressed", "true")
  })

  test("unknown values in an old address leave the full listing and no dialog", async ({
    page,
    context,
  }) => {
    const pending = pendingRequests(context)
    await page.goto("/projetos/?categoria=piscinas&projeto=999")
    await hydrated(page)
    // Whatever the old address made the page ask for has arrived, and two frames have passed.
    await requestsSettled(page, pending)
    await expect(cards(page)).toHaveCount(19)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/projetos\/\?categoria=piscinas&projeto=999$/)
  })
})
