import { test, expect, hydrated } from "./fixtures"
import { ERROR, expectFallbackCarriesTheRequest, expectKept, fill, INBOX } from "./quote-inbox"

/** The quote form where the local inbox plays no part: it is never reached. */
test.describe("quote form without the inbox", () => {
  test("the honeypot is invisible to people and to assistive technology; the inbox being down (network failure) shows the error, keeps every field and offers WhatsApp and e-mail", async ({
    page,
    browserLog,
  }) => {
    // One load: the honeypot as loaded, then the form sent to an inbox that is down.
    await page.goto("/#contato")
    await hydrated(page)
    const honeypot = page.locator('input[name="_gotcha"]')
    await expect(honeypot).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()
    await expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(await honeypot.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true)

    browserLog.allow(/Failed to load resource|ERR_CONNECTION_REFUSED|net::/)
    await page.route(`${INBOX}/**`, (route) => route.abort("connectionrefused"))
    const form = await fill(page)
    await form.getByRole("button", { name: "Enviar Solicitação" }).click()
    await expect(page.getByRole("alert").filter({ hasText: ERROR })).toBeVisible()
    await expectKept(page)
    await expectFallbackCarriesTheRequest(page)
  })
})
