import { test, expect, hydrated } from "./fixtures"
import { PROJECT_1 } from "./portfolio"

const PAGES = ["/", "/projetos/", PROJECT_1, "/privacidade/"]

test.describe("the components' styles", () => {
  // Where the built pages hold the styles is read from the files: __tests__/built-startup.test.ts.

  test("the browser's Emotion adopts the page's styles and does not insert them again", async ({
    page,
  }) => {
    for (const pathname of PAGES) {
      await page.goto(pathname)
      await hydrated(page)
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
      expect(adopted, pathname).toEqual(["HEAD data-s"])
      expect(inserted, pathname).toEqual([])
    }
  })
})
