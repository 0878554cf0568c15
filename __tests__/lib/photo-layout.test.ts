/** @jest-environment node */
import { gallerySizes, justifiedWidths } from "../../src/lib/justified-rows"
import {
  dialogSizes,
  largestFile,
  photoImage,
  viewerSizes,
  withSizes,
} from "../../src/lib/photo-sizes"
import { allCaptioned, captionsByPicture, photoAlt } from "../../src/lib/photo-captions"

const LANDSCAPE = 1.5
const PORTRAIT = 0.8

describe("the gallery's justified rows", () => {
  it("gives the cover a row, then fills rows whose tiles end at one height", () => {
    const ratios = [LANDSCAPE, LANDSCAPE, LANDSCAPE, LANDSCAPE, PORTRAIT, LANDSCAPE]
    const widths = justifiedWidths(ratios, 896)
    expect(widths[0]).toBe(896)
    // Two landscapes fill the second row (a third would not fit at 240 px high).
    const heights = [1, 2].map((index) => widths[index] / ratios[index])
    expect(widths[1] + 16 + widths[2]).toBeCloseTo(896)
    expect(heights[0]).toBeCloseTo(heights[1])
    // A landscape and the portrait share the third row, at one height too; the last landscape
    // is a row of its own, the last, at the height aimed at.
    const third = [3, 4].map((index) => widths[index] / ratios[index])
    expect(third[0]).toBeCloseTo(third[1])
    expect(widths[3] + 16 + widths[4]).toBeCloseTo(896)
    expect(widths[5]).toBe(LANDSCAPE * 240)
  })

  it("leaves a last row that does not fill at its tiles' height", () => {
    expect(justifiedWidths([LANDSCAPE, PORTRAIT], 896)).toEqual([896, PORTRAIT * 240])
  })

  it("says each tile's width in its sizes, the widest layout first", () => {
    const [cover, portrait] = gallerySizes([LANDSCAPE, PORTRAIT])
    expect(cover).toBe(
      "(min-width: 960px) 896px, (min-width: 600px) calc(1.000 * (100vw - 64px)), calc(100vw - 32px)",
    )
    expect(portrait).toMatch(/^\(min-width: 960px\) 192px, /)
  })
})

describe("a photo's sizes in the dialog and the viewer", () => {
  it("contains a landscape by the frame's width and a portrait by its height", () => {
    expect(dialogSizes(1.5)).toBe("min(960px, 100vw, 84vh)")
    expect(dialogSizes(0.8)).toBe("min(512px, 53.33vw, 44.8vh)")
    expect(viewerSizes(0.8)).toBe("min(100vw, calc(80vh - 128px))")
  })

  it("puts the sizes on every source, and finds the widest file", () => {
    const image = {
      layout: "constrained" as const,
      width: 1600,
      height: 1067,
      images: {
        fallback: { src: "/a-1080.webp", srcSet: "/a-1080.webp 1080w,\n/a-1600.webp 1600w" },
        sources: [{ type: "image/avif", srcSet: "/a-1080.avif 1080w", sizes: "100vw" }],
      },
    }
    const sized = withSizes(image, "50vw")
    expect(sized.images.fallback?.sizes).toBe("50vw")
    expect(sized.images.sources?.[0].sizes).toBe("50vw")
    expect(largestFile(image)).toBe("/a-1600.webp")
  })
})

describe("a project photo's two files", () => {
  const file = (src: string, srcSet: string, width: number) => ({
    layout: "constrained" as const,
    width,
    height: Math.round(width / 1.5),
    images: { fallback: { src, srcSet, sizes: `(min-width: ${width}px) ${width}px, 100vw` } },
  })

  it("are one srcset, narrowest first, in the wide file's box, with the widest linked", () => {
    const photo = photoImage(
      file("/p/a.webp", "/p/a.webp 1080w", 1080),
      file("/w/a.jpg", "/w/a.jpg 1600w", 1600),
    )
    expect(photo.width).toBe(1600)
    expect(photo.images.fallback).toEqual({
      src: "/p/a.webp",
      srcSet: "/p/a.webp 1080w,/w/a.jpg 1600w",
      sizes: "(min-width: 1600px) 1600px, 100vw",
    })
    expect(photo.images.sources).toEqual([])
    expect(largestFile(photo)).toBe("/w/a.jpg")
  })

  it("keep the lighter WebP alone when the photo is narrower than both widths", () => {
    const photo = photoImage(
      file("/p/a.webp", "/p/a.webp 900w", 900),
      file("/w/a.jpg", "/w/a.jpg 900w", 900),
    )
    expect(photo.images.fallback?.srcSet).toBe("/p/a.webp 900w")
  })
})

describe("a photo's caption", () => {
  it("is its alternative text, else the title and its position", () => {
    const captions = captionsByPicture([{ picture: "./pic2.jpg", text: " Casa de bombas " }])
    expect(photoAlt("ETA", captions.get("pic2.jpg") ?? null, 2, 5)).toBe("Casa de bombas")
    expect(photoAlt("ETA", captions.get("pic3.jpg") ?? null, 3, 5)).toBe("ETA: imagem 4 de 5")
    expect(allCaptioned(["pic2.jpg"], captions)).toBe(true)
    expect(allCaptioned(["pic2.jpg", "pic3.jpg"], captions)).toBe(false)
  })
})
