/** @jest-environment node */
import { ThemeProvider } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToString } from "react-dom/server"
import { Picture } from "../../../src/components/ui/picture"
import { theme } from "../../../src/styles/theme"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 560,
  height: 373,
  images: {
    fallback: { src: "/capa.jpg", srcSet: "/capa.jpg 560w", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/capa.avif 560w", sizes: "100vw" }],
  },
}

describe("Picture in the static HTML", () => {
  it("has nothing between the sources and the <img>, or Chrome's preload scanner fetches the JPG too", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Picture image={image} alt="Capa" loading="eager" />
      </ThemeProvider>,
    )
    // Emotion writes its <style> before the styled element: before <picture>, not inside it.
    expect(html).toMatch(/<style[^>]*>[^<]*<\/style><picture/)
    expect(html).toMatch(/<picture[^>]*><source [^>]*\/><img /)
  })
})
