import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GatsbyImage } from "gatsby-plugin-image"
import { ProjectCarousel } from "../../../src/components/projects/project-carousel"
import type { Slide } from "../../../src/lib/project"
import { renderWithTheme } from "../../test-utils"

const slide = (key: string): Slide => ({
  key,
  image: {
    layout: "constrained",
    width: 960,
    height: 640,
    images: { fallback: { src: `/${key}` } },
  },
  caption: null,
})

const SLIDES = ["capa", "pic1.jpg", "pic2.jpg"].map(slide)

/** Every set of props GatsbyImage was rendered with for the picture at `src`. */
const rendersOf = (src: string) =>
  jest
    .mocked(GatsbyImage)
    .mock.calls.map(([props]) => props)
    .filter((props) => props.image.images.fallback?.src === src)

test("each photo drawn keeps one picture object and one loading as the visitor moves: GatsbyImage listens for its load again for a new object, and can miss it (its photo then stays at opacity 0)", async () => {
  jest.mocked(GatsbyImage).mockClear()
  renderWithTheme(<ProjectCarousel title="Projeto" slides={SLIDES} />)
  const next = screen.getByRole("button", { name: "Próxima imagem" })
  for (const shown of [2, 3, 1]) {
    await userEvent.click(next)
    await waitFor(() => expect(screen.getByText(`${shown} de 3`)).toBeInTheDocument())
  }
  for (const { key } of SLIDES) {
    const renders = rendersOf(`/${key}`)
    expect(renders.length).toBeGreaterThan(1)
    expect(new Set(renders.map((props) => props.image)).size).toBe(1)
    expect(new Set(renders.map((props) => props.loading))).toEqual(new Set(["eager"]))
  }
})
