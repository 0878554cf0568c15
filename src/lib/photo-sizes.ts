/**
 * The `sizes` of a project photo in each place it is shown, from the CSS of that place, so the
 * browser picks from the widths the build made (docs/performance.md, "Project photos") a file
 * about as wide as the photo is drawn, times the screen's pixel ratio.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { GALLERY } from "./justified-rows"

/**
 * The width a project photo should have to stay sharp where it is shown widest: the whole width
 * of the page's gallery (the cover, a photo alone in its row), at 1.5 file pixels per CSS pixel.
 * The content check warns below it.
 */
export const PHOTO_WANTED_WIDTH = Math.ceil(1.5 * GALLERY.maxWidth)

/** The dialog's carousel: at most 960 px wide, a 3:2 frame at most 56 % of the screen tall. */
export const DIALOG_FRAME = { maxWidth: 960, ratio: 3 / 2, maxHeightVh: 56 } as const

/** The viewer's frame: the whole screen less its bars (close, caption, arrows), in CSS px. */
export const VIEWER_BARS = 160

const round = (value: number) => Number(value.toFixed(2))

/** A picture of aspect ratio `ratio` contained in the dialog's frame. */
export function dialogSizes(ratio: number): string {
  const { maxWidth, ratio: frame, maxHeightVh } = DIALOG_FRAME
  const narrower = Math.min(1, ratio / frame)
  return `min(${round(maxWidth * narrower)}px, ${round(100 * narrower)}vw, ${round(maxHeightVh * ratio)}vh)`
}

/** A picture of aspect ratio `ratio` contained in the viewer's frame. */
export function viewerSizes(ratio: number): string {
  return `min(100vw, calc(${round(100 * ratio)}vh - ${round(VIEWER_BARS * ratio)}px))`
}

/** The same picture data with another `sizes` on every source. */
export function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  const { fallback, sources = [] } = image.images
  return {
    ...image,
    images: {
      fallback: fallback && { ...fallback, sizes },
      sources: sources.map((source) => ({ ...source, sizes })),
    },
  }
}

/** The widest file the build made of a picture (the fallback format's), which a photo links to. */
export function largestFile(image: IGatsbyImageData): string | undefined {
  const candidates = (image.images.fallback?.srcSet ?? "").split(",").flatMap((candidate) => {
    const [url, descriptor = ""] = candidate.trim().split(/\s+/)
    return url ? [{ url, width: Number.parseInt(descriptor, 10) || 0 }] : []
  })
  return candidates.sort((a, b) => b.width - a.width)[0]?.url ?? image.images.fallback?.src
}
