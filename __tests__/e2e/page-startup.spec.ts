import type { Page } from "@playwright/test"
import { test, expect, hydrated, MOBILE, DESKTOP } from "./fixtures"
import { PROJECT_1, dialog, openCard } from "./portfolio"

const PAGES = ["/", "/projetos/", PROJECT_1, "/privacidade/"]

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
    test(`${pathname}: its text uses at most ${FONT_BUDGET[pathname]} fonts, in the theme's sizes and two weights; the same look before and after hydration${pathname === "/projetos/" ? "; the dialog's pictures appear once it opens over the listing" : ""}`, async ({
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

      // The listing's load, hydrated, serves the dialog's check too.
      if (pathname !== "/projetos/") return
      await openCard(page, 0)
      const picture = dialog(page).locator("img[data-main-image]").first()
      await expect(picture).toHaveJSProperty("complete", true)
      await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).opacity)).toBe("1")
    })
  }

  // The start-up scripts' compile hint and the chunks without gatsby-plugin-image are read from
  // the built files: __tests__/built-startup.test.ts (Jest).
})
