/**
 * A page's start-up, as axe.spec.ts checks it in the same loads as its scans: the fonts of its
 * first layout, the same look before and after hydration, and the components' styles adopted
 * from the page by the browser's Emotion instead of inserted again.
 */
import type { Browser, Page } from "@playwright/test"
import { expect, DESKTOP, MOBILE } from "./fixtures"
import { PROJECT_1 } from "./portfolio"

/** How many fonts each page's text may use, on a phone and on a desktop (docs/decisions.md). */
export const FONT_BUDGET: Readonly<Record<string, number>> = {
  "/": 8,
  "/projetos/": 6,
  [PROJECT_1]: 6,
  "/privacidade/": 5,
}

/**
 * Computed styles of the first elements of the page's body, in document order. They are read as
 * computed values (CSS Typed OM), not `getComputedStyle`'s resolved ones: a margin of `auto` or a
 * padding in % stays as written, where the resolved value is the length the layout gave it, and
 * that moved by a fraction of a pixel between two loads of /projetos/.
 */
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
        const style = element.computedStyleMap()
        const shown = ["display", "position", "color", "background-color", "font-size"]
          .concat(["font-weight", "margin-top", "padding-left", "border-top-width", "gap"])
          .map((name) => String(style.get(name)))
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

/**
 * The page as built, without scripts: the fonts of its first layout at both widths, within the
 * budget and in the theme's two weights. One load, then the other width: the layout follows the
 * width alone (CSS media queries). Returns its body's look at each width, for `expectSameLook`.
 */
export async function staticLook(
  browser: Browser,
  pathname: string,
): Promise<Map<number, string[]>> {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
  try {
    const staticPage = await withoutScripts.newPage()
    await staticPage.goto(pathname)
    const looks = new Map<number, string[]>()
    for (const viewport of [MOBILE, DESKTOP]) {
      await staticPage.setViewportSize(viewport)
      const fonts = await textFonts(staticPage)
      expect(fonts.length, `${viewport.width} px: ${fonts.join(" | ")}`).toBeLessThanOrEqual(
        FONT_BUDGET[pathname],
      )
      for (const font of fonts) expect(font, `${viewport.width} px`).toMatch(/^\S+ (400|700) /)
      const look = await bodyStyles(staticPage)
      expect(look.length).toBeGreaterThan(50)
      looks.set(viewport.width, look)
    }
    return looks
  } finally {
    await withoutScripts.close()
  }
}

/** The hydrated page looks as it did without scripts at its current width (`staticLook`). */
export async function expectSameLook(page: Page, before: Map<number, string[]>, pathname: string) {
  const width = page.viewportSize()!.width
  expect(await bodyStyles(page), `${pathname} at ${width} px: the look after hydration`).toEqual(
    before.get(width),
  )
}

/** The browser's Emotion adopted the page's styles (in the head) without inserting them again. */
export async function expectStylesAdopted(page: Page, pathname: string) {
  const { adopted, inserted } = await page.evaluate(() => {
    const server = [...document.querySelectorAll('style[data-emotion^="css "]')]
    const ids = server.flatMap((tag) => tag.getAttribute("data-emotion")!.split(" ").slice(1))
    // Styles Emotion inserts in the browser go to elements of its own, data-emotion="css".
    const rules = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((tag) =>
      [...(tag as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
    )
    return {
      adopted: server.map(
        (tag) => tag.parentElement?.tagName + (tag.hasAttribute("data-s") ? " data-s" : ""),
      ),
      inserted: ids.filter((id) => rules.some((rule) => rule.includes(`.css-${id}`))),
    }
  })
  expect(adopted, `${pathname}: the page's styles, adopted`).toEqual(["HEAD data-s"])
  expect(inserted, `${pathname}: styles inserted again`).toEqual([])
}
