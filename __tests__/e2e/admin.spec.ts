/** The content editor at /admin/, kept apart from the site's pages and out of the sitemap. */
import { test, expect } from "./fixtures"

test.describe("the content editor's page", () => {
  // It loads under its own policy with zero CSP violations: the editor's tests boot it
  // (__tests__/e2e-cms/preview.spec.ts).

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
