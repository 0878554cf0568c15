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

interface Candidate {
  url: string
  width: number
}

/** A srcset's files and their widths, "a.webp 1080w, b.jpg 1600w" → [{a.webp, 1080}, …]. */
function candidates(srcSet: string | undefined): Candidate[] {
  return (srcSet ?? "").split(",").flatMap((candidate) => {
    const [url, descriptor = ""] = candidate.trim().split(/\s+/)
    return url ? [{ url, width: Number.parseInt(descriptor, 10) || 0 }] : []
  })
}

/**
 * A project photo's two files as one picture: the phone's WebP (1080 px) and the wide JPG
 * (1600 px), in one `srcset`, so the browser picks by width alone. Every browser the site serves
 * reads both formats. A photo narrower than 1080 px has one file of each at its own width: the
 * WebP, the lighter, is kept. The box (width, height, layout) is the wide file's.
 */
export function photoImage(phone: IGatsbyImageData, wide: IGatsbyImageData): IGatsbyImageData {
  const files = [phone, wide].flatMap((image) => candidates(image.images.fallback?.srcSet))
  const byWidth = new Map<number, Candidate>()
  for (const file of files) if (!byWidth.has(file.width)) byWidth.set(file.width, file)
  const joined = [...byWidth.values()].sort((a, b) => a.width - b.width)
  const srcSet = joined.map((file) => `${file.url} ${file.width}w`).join(",")
  const src = phone.images.fallback?.src ?? joined[0]?.url ?? ""
  return {
    ...wide,
    images: { fallback: { src, srcSet, sizes: wide.images.fallback?.sizes }, sources: [] },
  }
}

/** The widest file the build made of a picture (the fallback format's), which a photo links to. */
export function largestFile(image: IGatsbyImageData): string | undefined {
  const widest = candidates(image.images.fallback?.srcSet).sort((a, b) => b.width - a.width)[0]
  return widest?.url ?? image.images.fallback?.src
}
