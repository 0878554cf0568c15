import type { Browser, Request } from "@playwright/test"
import { loadPage, openPage, type Screen } from "./browser"
import { PROJECTS } from "./pages"

export interface FirstViewImages {
  screen: string
  /** Every image response of the first view: URL path and bytes on the wire (headers + body). */
  images: { path: string; bytes: number }[]
  /** Their sum: the budget (audit-budgets.json's firstViewImagesMaxKiB). */
  imageBytes: number
}

/** Loads /projetos/ in a fresh context, waits for the network to rest and adds up its images. */
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
    return summarize(screen.name, await Promise.all(finished))
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

export function summarize(screen: string, images: FirstViewImages["images"]): FirstViewImages {
  return { screen, images, imageBytes: images.reduce((total, image) => total + image.bytes, 0) }
}
