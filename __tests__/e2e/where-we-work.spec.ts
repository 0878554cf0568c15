import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  hydrated,
  pendingRequests,
  requestsSettled,
  DESKTOP,
  MOBILE,
} from "./fixtures"
import { statePath } from "../../src/lib/project-states"
import { STATE_NAMES, type StateCode } from "../../src/lib/brazil-states"
import { parseLocation } from "../../src/lib/location"

/** What the map must show, counted here from the content the site was built from. */
function expectedStates() {
  const projects = path.join(process.env.CONTENT_DIR ?? "__tests__/fixtures/content", "projects")
  const locations = readdirSync(projects).map(
    (folder) =>
      (
        JSON.parse(readFileSync(path.join(projects, folder, "project.json"), "utf8")) as {
          location: string
        }
      ).location,
  )
  const counts = new Map<StateCode, number>()
  for (const location of locations) {
    const state = parseLocation(location)?.state
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1)
  }
  // Most projects first, then by name, as the section lists them.
  return [...counts]
    .map(([uf, count]) => ({ uf, name: STATE_NAMES[uf], count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"))
}

const section = (page: Page) => page.getByRole("region", { name: /^Projetos em / })
const MAP = "/onde-atuamos.svg"

test.describe("Onde atuamos: map of the states with projects", () => {
  test("the map is a static SVG under 25 KB gzip, loaded only near the view, in a reserved box; each state with projects has a badge and a list entry with its count and link; at 390 and 1280 px each badge sits on the map, inside its box; clicking a state on the map lands on its portfolio page with as many projects as the map counts", async ({
    page,
    context,
    request,
  }) => {
    const requested: string[] = []
    page.on("request", (r) => requested.push(new URL(r.url()).pathname))
    const pending = pendingRequests(context)
    await page.goto("/")
    await hydrated(page)
    // Everything the page asked for as it loaded has arrived, and two frames have passed.
    await requestsSettled(page, pending)
    expect(requested).not.toContain(MAP)
    const picture = section(page).locator(`img[src="${MAP}"]`)
    const box = picture.locator("..")
    const before = (await box.boundingBox())!
    expect(Math.abs(before.height - (before.width * 639) / 613)).toBeLessThan(1)
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(613)
    expect(requested).toContain(MAP)
    const after = (await box.boundingBox())!
    expect(after.height).toBeCloseTo(before.height, 0)

    // The same load: each state with projects has a badge and a list entry with its count and link.
    const states = expectedStates()
    expect(states.length).toBeGreaterThan(1)
    await expect(section(page)).toHaveAccessibleName("Projetos em cinco estados")
    const list = section(page).getByRole("list", { name: "Projetos por estado" })
    await expect(list.getByRole("link")).toHaveCount(states.length)
    for (const { uf, name, count } of states) {
      const entry = list.getByRole("link", { name: new RegExp(`^${name} \\(${uf}\\)`) })
      await expect(entry).toHaveAttribute("href", statePath(uf))
      await expect(entry).toContainText(count === 1 ? "1 projeto" : `${count} projetos`)
      const badge = section(page).locator(`a[aria-hidden="true"][data-uf="${uf}"]`)
      await expect(badge).toHaveAttribute("href", `/projetos/estado/${uf.toLowerCase()}/`)
      await expect(badge).toHaveText(`${uf} ${count}`)
      await expect(badge).toHaveAttribute("tabindex", "-1")
    }
    await expect(section(page).locator('a[aria-hidden="true"]')).toHaveCount(states.length)

    const response = await request.get(MAP)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("image/svg+xml")
    const svg = await response.body()
    expect(gzipSync(svg).length).toBeLessThanOrEqual(25 * 1024)
    const filled = [...svg.toString().matchAll(/<path id="(\w\w)" fill="#0b4f7c"/g)].map((m) =>
      m[1].toUpperCase(),
    )
    expect(filled.sort()).toEqual(
      expectedStates()
        .map((s) => s.uf)
        .sort(),
    )
    expect(svg.toString().match(/<path /g)).toHaveLength(27)

    // The same load, on a phone's screen, then widened: the layout follows the width alone (CSS
    // media queries). The badges link to the per-state listing pages (/projetos/estado/<uf>/).
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const map = section(page).locator(`img[src="${MAP}"]`)
      await map.scrollIntoViewIfNeeded()
      const area = (await map.boundingBox())!
      const badges = await section(page).locator('a[aria-hidden="true"]').all()
      expect(badges).toHaveLength(expectedStates().length)
      for (const badge of badges) {
        const b = (await badge.boundingBox())!
        const at = `${viewport.width} px, ${await badge.getAttribute("data-uf")}`
        expect(b.x, at).toBeGreaterThanOrEqual(area.x - 1)
        expect(b.x + b.width, at).toBeLessThanOrEqual(area.x + area.width + 1)
        expect(b.y, at).toBeGreaterThanOrEqual(area.y - 1)
        expect(b.y + b.height, at).toBeLessThanOrEqual(area.y + area.height + 1)
      }
    }

    const [state] = expectedStates()
    const badge = section(page).locator(`a[data-uf="${state.uf}"][aria-hidden="true"]`)
    await badge.scrollIntoViewIfNeeded()
    await badge.click()
    await expect(page).toHaveURL(new RegExp(`/projetos/estado/${state.uf.toLowerCase()}/$`))
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(state.count)
  })
})
