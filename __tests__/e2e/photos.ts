import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"

/** What the photo specs share: the fixture's project 1 and its gallery. */
export const ITABIRA = "/projetos/sistema-de-abastecimento-de-agua-da-sede-municipal-de-itabira/"

/** The fixture's project 1 captions (its project.json), in the order of its photos. */
export const ITABIRA_CAPTIONS = [
  "Estação de tratamento de água ampliada, vista geral dos decantadores e filtros",
  "Captação superficial no rio, com a tomada de água e o gradeamento",
  "Estação elevatória de água bruta EE-01, casa de bombas",
  "Adutora de água bruta em ferro fundido DN 500 durante a montagem",
  "Estação elevatória EE-02, casa de bombas vista do acesso",
]

/** The image bytes of today's main on the phone (390 px at 3×), the budget. */
export const PHONE_FIRST_VIEW_BYTES = 76_452

/**
 * How soon a photo the visitor moves to is on screen at full opacity, once its file has arrived
 * (docs/behaviours.md#carousel).
 */
export const PHOTO_VISIBLE_MS = 1_000

export const galleryLinks = (page: Page) => page.locator("#fotos + ul > li > a")

/** Each tile of the gallery: its box, its picture's box, and the file the browser chose. */
export async function tiles(page: Page) {
  return page.locator("#fotos + ul > li").evaluateAll((items) =>
    items.map((item) => {
      const img = item.querySelector("img") as HTMLImageElement
      const tile = item.getBoundingClientRect()
      const picture = img.getBoundingClientRect()
      const sources = [img, ...item.querySelectorAll("source")].map(
        (element) => element.getAttribute("srcset") ?? "",
      )
      const candidates = sources.join(",").split(",")
      const chosen = candidates.find((candidate) => {
        const url = candidate.trim().split(/\s+/)[0]
        return url && img.currentSrc.endsWith(url)
      })
      const widths = candidates.map((candidate) =>
        Number.parseInt(candidate.trim().split(/\s+/)[1]),
      )
      const overlap =
        Math.max(0, Math.min(tile.right, picture.right) - Math.max(tile.left, picture.left)) *
        Math.max(0, Math.min(tile.bottom, picture.bottom) - Math.max(tile.top, picture.top))
      return {
        coverage: overlap / (tile.width * tile.height),
        shownWidth: picture.width,
        fileWidth: chosen ? Number.parseInt(chosen.trim().split(/\s+/)[1]) : 0,
        largest: Math.max(...widths.filter(Number.isFinite)),
        src: img.currentSrc,
      }
    }),
  )
}

/** Brings every tile into view in turn (no page script: it works without JavaScript too), so
 * every lazy picture loads. */
export async function scrollThrough(page: Page): Promise<void> {
  for (const tile of await page.locator("#fotos + ul > li").all()) {
    await tile.scrollIntoViewIfNeeded()
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>("#fotos + ul img")].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  )
}

/** A horizontal swipe across a carousel's photo: -1 to the left (next), 1 to the right. */
export async function swipe(page: Page, carousel: Locator, direction: -1 | 1) {
  const box = await carousel.locator(".slick-list").boundingBox()
  if (!box) throw new Error("no slide list")
  const y = box.y + box.height / 2
  const from = box.x + box.width / 2 - (direction * box.width) / 4
  const client = await page.context().newCDPSession(page)
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    client.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    })
  await touch("touchStart", from)
  for (let step = 1; step <= 8; step++)
    await touch("touchMove", from + (direction * step * box.width) / 16)
  await touch("touchEnd", from + (direction * box.width) / 2)
  await expect(carousel.locator(".slick-track")).not.toHaveAttribute("style", /transition/)
}

/** The counts of codes per length in the standard DC luminance table (JPEG Annex K, K.3). */
const STANDARD_DC_LUMINANCE = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]

/**
 * How a JPG is coded: progressive or not (its start-of-frame marker: C2, C6, CA, CE are the
 * progressive ones), and whether its DC luminance table is the standard one rather than
 * optimised for the picture.
 */
export function jpegCoding(bytes: Buffer): { progressive?: boolean; standardTables?: boolean } {
  const coding: { progressive?: boolean; standardTables?: boolean } = {}
  let offset = 2
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]
    if (marker === 0xc4 && bytes[offset + 4] === 0x00) {
      const counts = [...bytes.subarray(offset + 5, offset + 21)]
      coding.standardTables = counts.join() === STANDARD_DC_LUMINANCE.join()
    } else if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      coding.progressive = [0xc2, 0xc6, 0xca, 0xce].includes(marker)
    }
    if (marker === 0xda) break
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  return coding
}
