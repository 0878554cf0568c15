import { readFileSync } from "node:fs"
import path from "node:path"
import { test, expect, hydrated } from "./fixtures"
import { PROJECT_1 } from "./portfolio"

const PUBLIC = path.resolve(__dirname, "../../public")
const PAGES = ["/", "/projetos/", PROJECT_1, "/privacidade/"]

const builtHtml = (pathname: string) =>
  readFileSync(path.join(PUBLIC, pathname, "index.html"), "utf8")

test.describe("the components' styles", () => {
  for (const pathname of PAGES) {
    test(`${pathname}: are in one <style> of the head, after the global styles, and none in the body`, () => {
      const html = builtHtml(pathname)
      const [head, body] = html.split("</head>")
      expect(body.match(/<style/g) ?? []).toEqual([])
      const tags = [...head.matchAll(/<style data-emotion="css [^"]+">/g)]
      expect(tags).toHaveLength(1)
      expect(head.indexOf('<style id="estilos-globais">')).toBeGreaterThan(-1)
      expect(head.indexOf('<style id="estilos-globais">')).toBeLessThan(tags[0].index)
    })
  }

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
