/**
 * The home page on a phone (390 px): short enough to reach the contact form, with the clients as
 * a compact list and every section the SPEC lists still there. (The project search's placeholder
 * fits its field at 390 px: projects-listing.spec.ts.)
 */
import { test, expect, hydrated, MOBILE } from "./fixtures"

/** CLIENTS_SHOWN in src/components/home/clients.tsx (a component module: not loaded here). */
const CLIENTS_SHOWN = 12

/** The longest the home page may be at 390 px on the fixture content (issue 36; docs/pages.md). */
const MAX_HOME_HEIGHT = 8500

test.use({ viewport: MOBILE })

test(`at 390 px the home page is under ${MAX_HOME_HEIGHT} px tall, every section kept; the clients run as a compact list, the rest behind 'Ver mais'`, async ({
  page,
}) => {
  await page.goto("/")
  await hydrated(page)
  for (const id of ["inicio", "servicos", "sobre", "onde-atuamos", "clientes", "contato"]) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1)
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(MAX_HOME_HEIGHT)

  // The same load: the clients.
  const clients = page.locator("section#clientes")
  const open = clients.locator(":scope > div > ul > li")
  await expect(open).toHaveCount(CLIENTS_SHOWN)
  await expect(clients.getByText(/^Ver mais \d+ clientes$/)).toBeVisible()
  // The names run on: most clients begin on the line where the one before them ends.
  const runOn = await open.evaluateAll(
    (items) =>
      items.slice(1).filter((item, index) => {
        const before = items[index].getClientRects()
        return (
          Math.round(item.getClientRects()[0].top) === Math.round(before[before.length - 1].top)
        )
      }).length,
  )
  expect(runOn).toBeGreaterThan(CLIENTS_SHOWN / 2)
  const list = await clients.locator(":scope > div > ul").boundingBox()
  expect(list!.height).toBeLessThan(500)
})
