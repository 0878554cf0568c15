import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** "eager" for what shows on arrival, fetched first (the projects page's LCP element). */
  loading: "eager" | "lazy"
  /** The width the picture is shown at, when not the one its query gave (`sizes`). */
  sizes?: string
}

/**
 * A plain responsive <picture> from gatsby-plugin-image's data, without GatsbyImage's <noscript>
 * copy and inline script (docs/decisions.md: "Card covers and the project page's pictures are a
 * plain `<picture>`").
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
 * The head's <link rel="preload"> for what <Picture> shows with the same image and sizes: the
 * first source with its type, so a browser without AVIF skips it and fetches the fallback later.
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
