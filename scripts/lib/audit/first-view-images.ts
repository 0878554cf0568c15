import type { Browser, Request } from "@playwright/test"
import { loadPage, openPage, type Screen } from "./browser"
import { PROJECTS } from "./pages"

export interface FirstViewImages {
  screen: string
  /** Every image response of the first view: URL path and bytes on the wire (headers + body). */
  images: { path: string; bytes: number; projectId: number | null }[]
  /** Projects whose card pictures were fetched. */
  projectIds: number[]
  /** Every image of the first view: the budget (audit-budgets.json's firstViewImagesMaxKiB). */
  imageBytes: number
  cardImageBytes: number
  otherImageBytes: number
}

/**
 * Loads /projetos/ in a fresh context and waits for the network to rest; each image response
 * is matched to the card whose <img>/<source> names it (the card's 'Ver Detalhes' button id
 * gives the project).
 */
export async function firstViewImages(
  browser: Browser,
  baseUrl: string,
  screen: Screen,
): Promise<FirstViewImages> {
  const { page, close } = await openPage(browser, screen)
  try {
    const finished: Promise<{ path: string; bytes: number }>[] = []
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image" && !request.url().startsWith("data:")) {
        finished.push(transferSize(request))
      }
    })
    await loadPage(page, `${baseUrl}${PROJECTS.path}`)
    const fetched = await Promise.all(finished)
    const owners = await page.evaluate(() =>
      [...document.querySelectorAll("main article")].flatMap((card) => {
        const id = /projeto-(\d+)-detalhes/.exec(
          card.querySelector('[id$="-detalhes"]')?.id ?? "",
        )?.[1]
        if (!id) return []
        const urls = [...card.querySelectorAll("img, source")].flatMap((element) =>
          [element.getAttribute("src"), element.getAttribute("srcset")]
            .filter((value): value is string => Boolean(value))
            .flatMap((value) => value.split(",").map((part) => part.trim().split(/\s+/)[0])),
        )
        return urls.map((url) => ({ path: new URL(url, location.href).pathname, id: Number(id) }))
      }),
    )
    const ownerOf = new Map(owners.map((owner) => [owner.path, owner.id]))
    const images = fetched.map((image) => ({
      ...image,
      projectId: ownerOf.get(image.path) ?? null,
    }))
    return summarize(screen.name, images)
  } finally {
    await close()
  }
}

async function transferSize(request: Request): Promise<{ path: string; bytes: number }> {
  const sizes = await request.sizes()
  return {
    path: new URL(request.url()).pathname,
    bytes: sizes.responseBodySize + sizes.responseHeadersSize,
  }
}

/** The first view's totals: bytes of every image, of the cards' pictures and of the rest. */
export function summarize(screen: string, images: FirstViewImages["images"]): FirstViewImages {
  const projectIds = [
    ...new Set(images.flatMap((image) => (image.projectId === null ? [] : [image.projectId]))),
  ].sort((a, b) => a - b)
  const bytesOf = (list: typeof images) => list.reduce((total, image) => total + image.bytes, 0)
  return {
    screen,
    images,
    projectIds,
    imageBytes: bytesOf(images),
    cardImageBytes: bytesOf(images.filter((image) => image.projectId !== null)),
    otherImageBytes: bytesOf(images.filter((image) => image.projectId === null)),
  }
}
