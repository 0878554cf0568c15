import { screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../../src/components/ui/picture"
import { renderWithTheme } from "../../test-utils"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 560,
  height: 373,
  backgroundColor: "#385868",
  images: {
    fallback: {
      src: "/static/a/560/capa.jpg",
      srcSet: "/static/a/280/capa.jpg 280w,\n/static/a/560/capa.jpg 560w",
      sizes: "(min-width: 900px) 560px, calc(100vw - 32px)",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a/280/capa.avif 280w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/a/280/capa.webp 280w", sizes: "100vw" },
    ],
  },
}

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPG, with the size for the aspect ratio", () => {
    const { container } = renderWithTheme(<Picture image={image} alt="Capa" loading="lazy" />)
    const sources = [...container.querySelectorAll("picture > source")]
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ])
    expect(sources[0]).toHaveAttribute("srcset", "/static/a/280/capa.avif 280w")
    const img = screen.getByRole("img", { name: "Capa" })
    expect(img).toHaveAttribute("src", "/static/a/560/capa.jpg")
    expect(img).toHaveAttribute("sizes", "(min-width: 900px) 560px, calc(100vw - 32px)")
    expect(img).toHaveAttribute("width", "560")
    expect(img).toHaveAttribute("height", "373")
    expect(img).toHaveStyle({ backgroundColor: "#385868" })
  })

  it("loads lazily at normal priority, or at once and first", () => {
    const { rerender } = renderWithTheme(<Picture image={image} alt="Capa" loading="lazy" />)
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy")
    expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority")

    rerender(<Picture image={image} alt="Capa" loading="eager" />)
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager")
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high")
  })
})
