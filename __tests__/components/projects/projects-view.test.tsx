import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ProjectsView } from "../../../src/components/projects/projects-view"
import type { Project } from "../../../src/lib/project"
import { renderWithTheme } from "../../test-utils"

const image = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 960,
  height: 640,
  images: { fallback: { src } },
})

const project = (id: number, categories: string[]): Project => ({
  id,
  title: `Projeto número ${id}`,
  description: "Texto.",
  location: "Belo Horizonte - MG",
  year: "2020",
  categories,
  stats: null,
  cardImage: image(`/card-${id}.jpg`),
  slides: [{ key: "capa-main", image: image(`/slide-${id}.jpg`) }],
})

const projects = [
  project(1, ["Esgoto"]),
  project(2, ["Drenagem", "Esgoto"]),
  project(3, ["Irrigação"]),
]

const cardTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)

beforeEach(() => (navigate as jest.Mock).mockClear())

describe("ProjectsView", () => {
  it("shows every project with its 'Ver Detalhes' button and announces the count", () => {
    renderWithTheme(<ProjectsView projects={projects} pathname="/projetos/" search="" />)
    expect(cardTitles()).toEqual(["Projeto número 1", "Projeto número 2", "Projeto número 3"])
    expect(screen.getAllByRole("button", { name: /^Ver Detalhes/ })).toHaveLength(3)
    expect(screen.getByRole("status")).toHaveTextContent("3 projetos")
  })

  it("loads the first card's picture at once and first, the others lazily", () => {
    renderWithTheme(<ProjectsView projects={projects} pathname="/projetos/" search="" />)
    const pictures = screen.getAllByRole("img", { name: /^Imagem de capa do projeto/ })
    expect(pictures.map((picture) => picture.getAttribute("loading"))).toEqual([
      "eager",
      "lazy",
      "lazy",
    ])
    expect(pictures[0]).toHaveAttribute("fetchpriority", "high")
  })

  it("applies the category in the address after hydration", () => {
    renderWithTheme(
      <ProjectsView projects={projects} pathname="/projetos/" search="?categoria=esgoto" />,
    )
    expect(cardTitles()).toEqual(["Projeto número 1", "Projeto número 2"])
    expect(screen.getByRole("status")).toHaveTextContent("2 projetos em Esgoto")
  })

  it("falls back to all projects for an unknown category", () => {
    renderWithTheme(
      <ProjectsView projects={projects} pathname="/projetos/" search="?categoria=xyz&projeto=99" />,
    )
    expect(cardTitles()).toHaveLength(3)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("puts a chosen category in the address, replacing the history entry", async () => {
    renderWithTheme(<ProjectsView projects={projects} pathname="/projetos/" search="" />)
    await userEvent.selectOptions(
      screen.getByLabelText("Filtrar por categoria", { selector: "select" }),
      "Irrigação",
    )
    expect(navigate).toHaveBeenCalledWith("/projetos/?categoria=irrigacao", { replace: true })
  })

  it("opens a project by adding it to the address as a new history entry", async () => {
    renderWithTheme(
      <ProjectsView projects={projects} pathname="/projetos/" search="?categoria=esgoto" />,
    )
    const card = screen
      .getByRole("heading", { name: "Projeto número 2" })
      .closest("article") as HTMLElement
    await userEvent.click(within(card).getByRole("button", { name: /Ver Detalhes/ }))
    expect(navigate).toHaveBeenCalledWith("/projetos/?categoria=esgoto&projeto=2", {
      replace: false,
    })
  })

  it("opens the dialog of the project named in the address", async () => {
    renderWithTheme(<ProjectsView projects={projects} pathname="/projetos/" search="?projeto=3" />)
    const dialog = await screen.findByRole("dialog", { name: "Projeto número 3" })
    expect(within(dialog).getByRole("button", { name: "Fechar" })).toBeInTheDocument()
    expect(within(dialog).getByRole("heading", { name: "Descrição" })).toBeInTheDocument()
  })
})
