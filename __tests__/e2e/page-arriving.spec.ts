import http from "node:http"
import type { AddressInfo } from "node:net"
import { test, expect, framesPassed, DESKTOP, MOBILE } from "./fixtures"
import { ITABIRA } from "./photos"

/**
 * A page that arrives in pieces (a slow network, or a busy phone whose parser stops to draw) is
 * drawn half-parsed. Nothing drawn then may move when the rest arrives: the layout shift would
 * count in CLS. A row drawn in part moves as the rest comes in when it is centred, right-aligned,
 * or wraps below its name once long enough: the header's contact list (centred on a phone,
 * right-aligned on a computer) and menu, the category filter (centred, from 900 px),
 * /acervo/'s filters (each list beside its name from 900 px), and a grid whose columns share the
 * width among the items (a project's figures and quantities).
 */

/** How long the browser waits between the pieces of a page: long enough to draw each. */
const PAUSE_MS = 400

/** Each page, and where it is cut: just after the first closing tag `at` that follows `after`. */
const PAGES = [
  {
    address: "/projetos/",
    what: "the header's contact list and menu, and the category filter",
    cuts: [
      { after: 'href="tel:', at: "</li>" },
      { after: 'aria-label="Menu principal"', at: "</li>" },
      { after: 'aria-label="Filtrar por categoria"', at: "</button>" },
    ],
  },
  {
    address: "/acervo/",
    what: "the filters' list of states",
    cuts: [{ after: 'href="/acervo/estado/', at: "</li>" }],
  },
  {
    address: ITABIRA,
    what: "its figures and its quantities",
    cuts: [
      { after: "<dd>118.000 habitantes</dd>", at: "</div>" },
      { after: "<dd>38,4 km</dd>", at: "</div>" },
    ],
  },
]

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const { address, what, cuts } of PAGES) {
      test(`nothing drawn on ${address} moves when it arrives in pieces, cut in ${what}`, async ({
        page,
        baseURL,
      }) => {
        const html = await (await page.request.get(address)).text()
        const ends = cuts.map(({ after, at }) => {
          const start = html.indexOf(after)
          expect(start, `${after} in ${address}`).toBeGreaterThan(0)
          return html.indexOf(at, start) + at.length
        })
        const pieces = [0, ...ends].map((end, index) => html.slice(end, ends[index]))
        const server = await servePieces(address, pieces, baseURL)
        // Closed after the page: the page may still fetch a chunk once the checks are done.
        page.once("close", () => server.close())
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
        await page.goto(`http://127.0.0.1:${port}${address}`)
        // Once whole, the page is drawn: the header's contact list and logo are on screen.
        const banner = page.getByRole("banner")
        await expect(banner.getByRole("link", { name: /@/ })).toBeVisible()
        await expect(banner.getByRole("img").first()).toBeVisible()
        await expect(page.getByRole("contentinfo")).toBeAttached()
        // The observer hears of a shift after its frame: two frames on, the last one is in.
        await framesPassed(page)
        const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved)
        expect(moved, "what moved as the page arrived").toEqual([])
      })
    }
  })
}

/** A server of the test's own: `address` piece by piece, everything else from the site's. */
async function servePieces(address: string, pieces: string[], site = "") {
  const server = http.createServer((request, response) => {
    if (request.url !== address) {
      http.get(new URL(request.url ?? "/", site), (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
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
  return server
}
