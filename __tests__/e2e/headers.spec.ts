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

/**
 * Request-only checks, no browser: one test per subject, a step per check (each names what it
 * checks; the URL is in each assertion's message).
 */
test("production headers applied by the local server: security headers and CSP, revalidation, immutable hashed files, static/ files cached, compression", async ({
  request,
}) => {
  await test.step("every response carries the security headers, with a CSP allowing only the form endpoint", async () => {
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
  await test.step("HTML, page-data and app-data revalidate", async () => {
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
  await test.step("hashed JS and /static/ files are immutable for a year", async () => {
    for (const url of [hashedScript(), firstStaticImage()]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).toBe(IMMUTABLE)
    }
  })
  await test.step("files copied from static/ are cached but not immutable", async () => {
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
  await test.step("text is sent compressed", async () => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } })
    expect(response.headers()["content-encoding"], "/ sent gzipped").toBe("gzip")
  })
})

test("discoverability: the sitemap, robots.txt, the web manifest and the head's icons and sharing image", async ({
  request,
}) => {
  await test.step("the sitemap lists the public pages, every project's page among them", async () => {
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
    expect(projectPages, "the fixture's project pages").toHaveLength(19)
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
    expect(
      urls.filter((url) => /404|admin|dev-/.test(url)),
      "sitemap: no 404, admin or dev page",
    ).toEqual([])
    expect(new Set(urls).size, "sitemap: each page once").toBe(urls.length)
  })
  await test.step("robots.txt allows crawling and points to the sitemap", async () => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots, "robots.txt: every crawler").toContain("User-agent: *")
    expect(robots, "robots.txt: the sitemap").toMatch(
      /^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m,
    )
  })
  await test.step("the web manifest names the firm, with its theme colour and icons that exist", async () => {
    const manifest = await (await request.get("/manifest.webmanifest")).json()
    expect(manifest.name, "manifest: name").toBe("HidroVale Engenharia")
    expect(manifest.theme_color, "manifest: theme colour").toBe("#0b4f7c")
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
  })
  await test.step("the page head links the icons, the manifest and a social-sharing image that exist", async () => {
    const { head } = await servedDocument(request, "/projetos/")
    const hrefs = [...head.querySelectorAll("link")]
      .filter((link) => ["icon", "apple-touch-icon", "manifest"].includes(link.rel))
      .map((link) => link.getAttribute("href") ?? "")
    expect(hrefs.length, "head: icon and manifest links").toBeGreaterThanOrEqual(4)
    const og = head.querySelector('meta[property="og:image"]')?.getAttribute("content")
    for (const href of [...hrefs, new URL(og ?? "").pathname]) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
  })
})

test("the policy is enforced (so zero violations elsewhere means something): its list of inline scripts does not grow with the pages, every page keeps its own address; an injected inline script is blocked and reported, also on an address no header rule matches, which gets the policy from the 404 page itself", async ({
  page,
  request,
  browserLog,
}) => {
  browserLog.allow(/404|CSP violation|Content Security Policy/)
  await test.step("one loader script for every page, each keeping its own address", async () => {
    const pages = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith("index.html"),
    )
    expect(pages.length, "built pages").toBeGreaterThan(20)
    const csp = (await request.get("/projetos/")).headers()["content-security-policy"]
    // Gatsby's loader script, its chunk mapping, its compilation hash, and gatsby-plugin-image's
    // start-up script: each the same on every page.
    expect(
      csp.match(/'sha256-[^']+'/g)?.length,
      "the CSP's inline script hashes",
    ).toBeLessThanOrEqual(4)
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
  await test.step("an injected inline script is blocked and reported", async () => {
    await page.goto("/")
    await expectInjectedScriptBlocked(page, browserLog.errors)
  })
  await test.step("an address no header rule matches gets the policy from the 404 page itself", async () => {
    const response = await page.goto("/nao-existe")
    expect(response?.status(), "/nao-existe: status").toBe(404)
    expect(
      response?.headers()["content-security-policy"],
      "/nao-existe: no CSP header (the page's meta sets it)",
    ).toBeUndefined()
    await expectInjectedScriptBlocked(page, browserLog.errors)
  })
})

/** Injects an inline script into the open page: the policy must refuse it and report it. */
async function expectInjectedScriptBlocked(page: Page, errors: string[]): Promise<void> {
  const from = errors.length
  await page.addScriptTag({ content: "window.__injected = true" }).catch(() => undefined)
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined()
  // The browser queues the violation's event as a task, and its console message reaches the test
  // later still: wait for it rather than look once.
  await expect
    .poll(() => errors.slice(from).some((text) => text.startsWith("CSP violation: script-src")))
    .toBe(true)
}
