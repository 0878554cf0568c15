import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { PROJECT_1 } from "./portfolio"
import { servedDocument } from "./static-html"

const PUBLIC = path.resolve(__dirname, "../../public")
const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"

const hashedScript = () => {
  const file = readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))
  if (!file) throw new Error("no hashed app-*.js in public/: build first")
  return `/${file}`
}

const firstStaticImage = () => {
  const html = readFileSync(path.join(PUBLIC, "projetos/index.html"), "utf8")
  const match = /\/static\/[0-9a-f]+\/[0-9a-f]+\/[^"\s]+\.(?:jpg|webp|avif)/.exec(html)
  if (!match) throw new Error("no /static/ image in the built projects page")
  return match[0]
}

test.describe("production headers applied by the local server", () => {
  test("every response carries the security headers, with a CSP allowing only the form endpoint", async ({
    request,
  }) => {
    for (const url of [
      "/",
      "/projetos/",
      "/page-data/projetos/page-data.json",
      hashedScript(),
      "/logo-text.png",
      "/projetos/nao-existe/",
    ]) {
      const response = await request.get(url)
      const headers = response.headers()
      const csp = headers["content-security-policy"]
      expect(csp, url).toContain("default-src 'self'")
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
      expect(csp, url).toContain("connect-src 'self' http://127.0.0.1:9100;")
      expect(csp, url).not.toContain("unsafe-eval")
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(headers["x-content-type-options"], url).toBe("nosniff")
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin")
      expect(headers["permissions-policy"], url).toContain("camera=()")
      expect(headers["strict-transport-security"], url).toMatch(/max-age=31536000/)
    }
  })

  test("HTML, page-data and app-data revalidate", async ({ request }) => {
    for (const url of [
      "/",
      "/projetos/",
      "/page-data/index/page-data.json",
      "/page-data/projetos/page-data.json",
      "/page-data/app-data.json",
    ]) {
      expect((await request.get(url)).headers()["cache-control"], url).toBe(REVALIDATE)
    }
  })

  test("hashed JS and /static/ files are immutable for a year", async ({ request }) => {
    for (const url of [hashedScript(), firstStaticImage()]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).toBe(IMMUTABLE)
    }
  })

  test("files copied from static/ are cached but not immutable", async ({ request }) => {
    for (const url of [
      "/logo-text.png",
      "/favicon.svg",
      "/robots.txt",
      "/og-image.jpg",
      "/manifest.webmanifest",
    ]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).not.toContain("immutable")
    }
  })

  test("text is sent compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } })
    expect(response.headers()["content-encoding"]).toBe("gzip")
  })
})

test.describe("discoverability: robots, sitemap, canonical links", () => {
  test("the sitemap lists the public pages, every project's page among them", async ({
    request,
  }) => {
    const index = await (await request.get("/sitemap-index.xml")).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    )
    const urls: string[] = []
    for (const sitemap of sitemaps) {
      const xml = await (await request.get(sitemap)).text()
      urls.push(
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
      )
    }
    const projectPages = Object.values(await (await request.get("/projetos/enderecos.json")).json())
    expect(projectPages).toHaveLength(19)
    expect(urls).toEqual(
      expect.arrayContaining([
        "/",
        "/projetos/",
        "/privacidade/",
        "/projetos/categoria/esgoto/",
        "/projetos/estado/mg/",
        ...projectPages,
      ]),
    )
    expect(urls.filter((url) => /404|admin|dev-/.test(url))).toEqual([])
    expect(new Set(urls).size).toBe(urls.length)
  })

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain("User-agent: *")
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m)
  })

  test("the web manifest names the firm, with its theme colour and icons that exist", async ({
    request,
  }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json()
    expect(manifest.name).toBe("HidroVale Engenharia")
    expect(manifest.theme_color).toBe("#0b4f7c")
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
  })

  test("the page head links the icons, the manifest and a social-sharing image that exist", async ({
    request,
  }) => {
    const { head } = await servedDocument(request, "/projetos/")
    const hrefs = [...head.querySelectorAll("link")]
      .filter((link) => ["icon", "apple-touch-icon", "manifest"].includes(link.rel))
      .map((link) => link.getAttribute("href") ?? "")
    expect(hrefs.length).toBeGreaterThanOrEqual(4)
    const og = head.querySelector('meta[property="og:image"]')?.getAttribute("content")
    for (const href of [...hrefs, new URL(og ?? "").pathname]) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
  })
})

test.describe("the policy is enforced (so zero violations elsewhere means something)", () => {
  test("its list of inline scripts does not grow with the pages: every page shares one loader script and keeps its own address", async ({
    page,
    request,
    browserLog,
  }) => {
    browserLog.allow(/404/)
    const pages = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith("index.html"),
    )
    expect(pages.length).toBeGreaterThan(20)
    const csp = (await request.get("/projetos/")).headers()["content-security-policy"]
    // Gatsby's loader script, its chunk mapping, its compilation hash, and gatsby-plugin-image's
    // start-up script: each the same on every page.
    expect(csp.match(/'sha256-[^']+'/g)?.length).toBeLessThanOrEqual(4)
    for (const [address, pagePath] of [
      ["/", "/"],
      [PROJECT_1, PROJECT_1],
      ["/nao-existe/", "/404.html"],
    ]) {
      await page.goto(address)
      expect(
        await page.evaluate(() => (window as unknown as { pagePath: string }).pagePath),
        address,
      ).toBe(pagePath)
    }
  })

  test("an injected inline script is blocked and reported", async ({ page, browserLog }) => {
    browserLog.allow(/CSP violation|Content Security Policy/)
    await page.goto("/")
    await expectInjectedScriptBlocked(page, browserLog.errors)
  })

  test("an address no header rule matches gets the policy from the 404 page itself", async ({
    page,
    browserLog,
  }) => {
    browserLog.allow(/CSP violation|Content Security Policy|404/)
    const response = await page.goto("/nao-existe")
    expect(response?.status()).toBe(404)
    expect(response?.headers()["content-security-policy"]).toBeUndefined()
    await expectInjectedScriptBlocked(page, browserLog.errors)
  })
})

/** Injects an inline script into the open page: the policy must refuse it and report it. */
async function expectInjectedScriptBlocked(page: Page, errors: string[]): Promise<void> {
  await page.addScriptTag({ content: "window.__injected = true" }).catch(() => undefined)
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined()
  // The browser queues the violation's event as a task, and its console message reaches the test
  // later still: wait for it rather than look once.
  await expect
    .poll(() => errors.some((text) => text.startsWith("CSP violation: script-src")))
    .toBe(true)
}
