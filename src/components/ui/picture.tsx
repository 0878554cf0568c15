import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /**
   * "eager" for what shows on arrival, fetched first (it is the projects page's LCP element);
   * "lazy" for the rest, with the browser's own lazy loading.
   */
  loading: "eager" | "lazy"
  /** The width the picture is shown at, when not the one its query gave (`sizes`). */
  sizes?: string
}

/**
 * A responsive <picture> from gatsby-plugin-image's data and nothing else at run time: the
 * AVIF/WebP/JPG sources and sizes sharp made, width and height for the aspect ratio (no layout
 * shift), and the picture's dominant colour while it loads. GatsbyImage adds a <noscript> copy
 * and an inline script to every static image: a large share of the projects page's HTML, and
 * work on the main thread while it loads (docs/decisions.md: "Card covers
 * and the project page's pictures are a plain `<picture>`").
 */
export function Picture({ image, alt, loading, sizes }: PictureProps) {
  const { fallback, sources = [] } = image.images
  // React 18 knows no fetchPriority prop; the lowercase attribute passes through as it is.
  const priority = loading === "eager" ? { fetchpriority: "high" } : {}
  return (
    <Frame>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        // Whole numbers, as HTML asks: a query's data may say 1600 × 1066.67 for a 3:2 photo.
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        loading={loading}
        decoding="async"
        {...priority}
        style={{ backgroundColor: image.backgroundColor }}
      />
    </Frame>
  )
}

/**
 * A <link rel="preload"> for the picture <Picture> shows with the same image and sizes, for the
 * document head: the browser then fetches it as soon as it reads the head. It names the first
 * source (AVIF) with its type, so a browser without AVIF skips it and fetches the WebP
 * fallback as it meets the <img>; the srcset and sizes are the <source>'s own, so the browser
 * picks the same width it will use.
 */
export function PicturePreload({ image, sizes }: Pick<PictureProps, "image" | "sizes">) {
  const { fallback, sources = [] } = image.images
  const first = sources[0] ?? { srcSet: fallback?.srcSet, sizes: fallback?.sizes, type: undefined }
  if (!first.srcSet) return null
  return (
    <link
      rel="preload"
      as="image"
      type={first.type}
      imageSrcSet={first.srcSet}
      imageSizes={sizes ?? first.sizes}
      // React 18 knows no fetchPriority prop; the lowercase attribute passes through as it is.
      {...{ fetchpriority: "high" }}
    />
  )
}

/** Styled from the <picture>: Emotion's <style> tag goes before the styled element, and one
 * between <source> and <img> makes Chrome's preload scanner fetch the JPG fallback as well. */
const Frame = styled.picture`
  img {
    display: block;
    width: 100%;
    height: auto;
    /* While it loads, for a picture whose data gives no colour of its own. */
    background-color: ${({ theme }) => theme.colors.surfaceAlt};
  }
`
