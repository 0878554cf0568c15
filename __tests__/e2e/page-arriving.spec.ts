import http from "node:http"
import type { AddressInfo } from "node:net"
import { test, expect, DESKTOP, MOBILE } from "./fixtures"

/**
 * A page that arrives in pieces (a slow network, or a busy phone whose parser stops to draw) is
 * drawn half-parsed. Nothing drawn then may move when the rest arrives: the layout shift would
 * count in CLS. A row drawn in part moves as the rest comes in when it is centred or
 * right-aligned: the header's contact list (centred on a phone, right-aligned on a computer), its
 * menu, and the category filter's buttons (centred, from 768 px).
 */

/** How long the browser waits between the pieces of the page: long enough to draw each. */
const PAUSE_MS = 400

/** Where /projetos/ is cut: after the strip's phone, the menu's first entry, the first filter. */
const CUTS = [
  { after: 'href="tel:', at: "</li>" },
  { after: 'aria-label="Menu principal"', at: "</li>" },
  { after: 'aria-label="Filtrar por categoria"', at: "</button>" },
]

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("nothing drawn moves when the page arrives in pieces, cut in the header's contact list and menu and in the category filter", async ({
      page,
      baseURL,
    }) => {
      const html = await (await page.request.get("/projetos/")).text()
      const cuts = CUTS.map(({ after, at }) => {
        const start = html.indexOf(after)
        expect(start, `${after} in /projetos/`).toBeGreaterThan(0)
        return html.indexOf(at, start) + at.length
      })
      const pieces = [0, ...cuts].map((cut, index) => html.slice(cut, cuts[index]))
      // The page from a server of its own, piece by piece; everything else from the site's.
      const server = http.createServer((request, response) => {
        if (request.url !== "/projetos/") {
          http.get(new URL(request.url ?? "/", baseURL), (site) => {
            response.writeHead(site.statusCode ?? 502, site.headers)
            site.pipe(response)
          })
          return
        }
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
        const send = (index: number) => {
          if (index === pieces.length - 1) return response.end(pieces[index])
          response.write(pieces[index])
          setTimeout(() => send(index + 1), PAUSE_MS)
        }
        send(0)
      })
      await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
      try {
        await page.addInitScript(() => {
          const moved: string[] = []
          ;(window as unknown as { moved: string[] }).moved = moved
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              sources: { node?: Node }[]
            })[]) {
              for (const source of entry.sources) moved.push(source.node?.textContent ?? "?")
            }
          }).observe({ type: "layout-shift", buffered: true })
        })
        const { port } = server.address() as AddressInfo
        await page.goto(`http://127.0.0.1:${port}/projetos/`)
        // Once whole, the header is drawn: its contact list and its logo are on screen.
        const banner = page.getByRole("banner")
        await expect(banner.getByRole("link", { name: /@/ })).toBeVisible()
        await expect(banner.getByRole("img").first()).toBeVisible()
        const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved)
        expect(moved, "what moved as the page arrived").toEqual([])
      } finally {
        server.close()
      }
    })
  })
}
