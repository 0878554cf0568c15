/** The content editor at /admin/ under the production headers: its own policy, no violations. */
import { test, expect } from "./fixtures"

test.describe("the content editor's page", () => {
  test("loads with its own policy and zero CSP violations", async ({ page, browserLog }) => {
    // With no decap-server running, Decap's probe of the local backend fails to connect; that is
    // a network error, not a policy violation (those are caught by the fixture as errors).
    browserLog.allow(/ERR_CONNECTION_REFUSED|Failed to load resource: net::/)
    const response = await page.goto("/admin/")
    const headers = response!.headers()
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'")
    expect(headers["content-security-policy"]).not.toContain(", default-src")
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
    await expect(page.getByRole("button", { name: /Entrar/ })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })

  test("keeps the site's own pages free of eval and of the editor's code", async ({ request }) => {
    for (const url of ["/", "/projetos/"]) {
      const response = await request.get(url)
      expect(response.headers()["content-security-policy"], url).not.toContain("unsafe-eval")
      expect(await response.text(), url).not.toContain("decap-cms")
    }
  })

  test("is out of the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toContain("/projetos/")
    expect(sitemap).not.toContain("/admin")
  })
})
