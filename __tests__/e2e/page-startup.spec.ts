import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { COMPILE_HINT } from "../../plugins/page-startup/compile-hints"
import { chunkGroupScripts } from "../../scripts/lib/audit/initial-js"
import { test, expect, hydrated, MOBILE, DESKTOP } from "./fixtures"
import { PROJECT_1, dialog, openCard } from "./portfolio"

const PUBLIC = path.resolve(__dirname, "../../public")
const PAGES = ["/", "/projetos/", PROJECT_1, "/privacidade/"]

const builtHtml = (pathname: string) =>
  readFileSync(path.join(PUBLIC, pathname, "index.html"), "utf8")

/** The scripts a built page loads by itself, before any page or dialog chunk. */
const startupScripts = (html: string) =>
  [...html.matchAll(/<script src="\/([^"]+\.js)" async>/g)].map((m) => m[1])

/** Computed styles of the first elements of the page's body, in document order. */
function bodyStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      // Without scripts, the browser also draws what <noscript> holds: left out.
      .filter((element) => !["STYLE", "SCRIPT", "NOSCRIPT"].includes(element.tagName))
      .filter((element) => !element.closest("noscript"))
      // The project search works only with scripts, so without them it is hidden by design.
      .filter((element) => !element.closest('[role="search"]'))
      .slice(0, 400)
      .map((element) => {
        const style = getComputedStyle(element)
        const shown = ["display", "position", "color", "background-color", "font-size"]
          .concat(["font-weight", "margin-top", "padding-left", "border-top-width", "gap"])
          .map((name) => style.getPropertyValue(name))
        return `${element.tagName} ${shown.join(" ")}`
      }),
  )
}

/**
 * The fonts a page's visible text is drawn in: one per size, weight, style and family. The
 * browser looks each one up before it first lays the page out.
 */
function textFonts(page: Page) {
  return page.evaluate(() => {
    const fonts = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!node.textContent?.trim() || !element?.checkVisibility({ visibilityProperty: true }))
        continue
      const style = getComputedStyle(element)
      fonts.add(
        [style.fontSize, style.fontWeight, style.fontStyle, style.fontFamily.split(",")[0]].join(
          " ",
        ),
      )
    }
    return [...fonts].sort()
  })
}

/** How many fonts each page's text may use, on a phone and on a desktop (docs/decisions.md). */
const FONT_BUDGET: Record<string, number> = {
  "/": 8,
  "/projetos/": 6,
  [PROJECT_1]: 6,
  "/privacidade/": 5,
}

test.describe("a page's start-up", () => {
  for (const pathname of PAGES) {
    test(`${pathname}: its text uses at most ${FONT_BUDGET[pathname]} fonts, in the theme's sizes and two weights; the same look before and after hydration`, async ({
      page,
      browser,
    }) => {
      // Without scripts: the fonts of the page as built, the ones of its first layout. One load,
      // then the other width: the layout follows the width alone (CSS media queries).
      const withoutScripts = await browser.newContext({
        javaScriptEnabled: false,
        viewport: MOBILE,
      })
      const staticPage = await withoutScripts.newPage()
      await staticPage.goto(pathname)
      for (const viewport of [MOBILE, DESKTOP]) {
        await staticPage.setViewportSize(viewport)
        const fonts = await textFonts(staticPage)
        expect(fonts.length, `${viewport.width} px: ${fonts.join(" | ")}`).toBeLessThanOrEqual(
          FONT_BUDGET[pathname],
        )
        for (const font of fonts) expect(font, `${viewport.width} px`).toMatch(/^\S+ (400|700) /)
      }
      await staticPage.setViewportSize(page.viewportSize()!)
      const before = await bodyStyles(staticPage)
      await withoutScripts.close()

      await page.goto(pathname)
      await hydrated(page)
      expect(before.length).toBeGreaterThan(50)
      expect(await bodyStyles(page)).toEqual(before)
    })
  }

  test("the start-up scripts carry V8's compile hint, and their source maps count its line", () => {
    const scripts = startupScripts(builtHtml("/"))
    expect(scripts.map((name) => name.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(
      expect.arrayContaining(["webpack-runtime", "framework", "app"]),
    )
    for (const name of scripts) {
      expect(
        readFileSync(path.join(PUBLIC, name), "utf8").startsWith(`${COMPILE_HINT}\n`),
        name,
      ).toBe(true)
      const map = JSON.parse(readFileSync(path.join(PUBLIC, `${name}.map`), "utf8"))
      expect(map.mappings.startsWith(";"), `${name}.map maps nothing to the hint's line`).toBe(true)
    }
    const pageChunks = readdirSync(PUBLIC).filter((name) => /^component---.+\.js$/.test(name))
    expect(pageChunks.length).toBeGreaterThan(0)
    for (const name of pageChunks)
      expect(readFileSync(path.join(PUBLIC, name), "utf8"), name).not.toContain(COMPILE_HINT)
  })

  test("the listing and a project page start without gatsby-plugin-image's code: only the dialog needs it", async () => {
    /** The source files bundled into the app's and a page component's start-up scripts. */
    const startupSources = async (group: string) =>
      [
        ...(await chunkGroupScripts(PUBLIC, "app")),
        ...(await chunkGroupScripts(PUBLIC, group)),
      ].flatMap(
        (script) =>
          JSON.parse(readFileSync(path.join(PUBLIC, `${script}.map`), "utf8")).sources as string[],
      )
    for (const group of [
      "component---src-templates-projects-listing-tsx",
      "component---src-templates-project-page-tsx",
    ]) {
      const sources = await startupSources(group)
      expect(
        sources.some(
          (source) =>
            source.endsWith("/projects/project-article.tsx") ||
            source.endsWith("/projects/projects-view.tsx"),
        ),
        group,
      ).toBe(true)
      expect(
        sources.filter((source) => source.endsWith("gatsby-image.browser.tsx")),
        group,
      ).toEqual([])
    }
    expect(
      (await startupSources("component---src-templates-project-page-tsx")).filter((source) =>
        source.endsWith("/projects/project-card.tsx"),
      ),
    ).toEqual([])
  })

  test("the dialog's pictures appear once it opens over the listing", async ({ page }) => {
    await page.goto("/projetos/")
    await hydrated(page)
    await openCard(page, 0)
    const picture = dialog(page).locator("img[data-main-image]").first()
    await expect(picture).toHaveJSProperty("complete", true)
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe("1")
  })
})
