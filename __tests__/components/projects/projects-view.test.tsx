import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ProjectsView as ListingView } from "../../../src/components/projects/projects-view"
import type { ListingContext } from "../../../src/lib/listing"
import type { ProjectCardData } from "../../../src/lib/project"
import { renderWithTheme } from "../../test-utils"
import { SPEC_CATEGORIES } from "../../helpers/spec"

/** The listing view with the portfolio's intro the template hands it (the firm's, from texts.json). */
const ProjectsView = (props: Omit<Parameters<typeof ListingView>[0], "intro" | "categories">) => (
  <ListingView intro="Abertura do portfólio." categories={SPEC_CATEGORIES} {...props} />
)

const image = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 960,
  height: 640,
  images: { fallback: { src } },
})

const card = (id: number, categories: string[]): ProjectCardData => ({
  id,
  slug: `projeto-numero-${id}`,
  title: `Projeto número ${id}`,
  location: "Belo Horizonte - MG",
  year: "2020",
  categories,
  cardImage: image(`/card-${id}.jpg`),
})

const cards = [card(1, ["Esgoto"]), card(2, ["Drenagem", "Esgoto"]), card(3, ["Irrigação"])]

const listing = (change: Partial<ListingContext> = {}): ListingContext => ({
  ids: [],
  filter: { kind: "all" },
  page: 1,
  pageCount: 1,
  total: 3,
  facts: { firstYear: 2013, states: ["BA", "MG", "SC"] },
  ...change,
})

const here = { pathname: "/projetos/", search: "" }

const cardTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)

beforeEach(() => (navigate as jest.Mock).mockClear())

describe("ProjectsView", () => {
  it("shows each card with a 'Ver Detalhes' link to the project's page, and the count", () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    expect(cardTitles()).toEqual(["Projeto número 1", "Projeto número 2", "Projeto número 3"])
    const links = screen.getAllByRole("link", { name: /^Ver Detalhes/ })
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/projetos/projeto-numero-1/",
      "/projetos/projeto-numero-2/",
      "/projetos/projeto-numero-3/",
    ])
    expect(screen.getByRole("status")).toHaveTextContent("3 projetos")
  })

  it("opens with the intro it is given (the firm's, from texts.json)", () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    expect(screen.getByText("Abertura do portfólio.").tagName).toBe("P")
  })

  it("loads the first card's picture at once and first, the others lazily", () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    const pictures = screen.getAllByRole("img", { name: /^Imagem de capa do projeto/ })
    expect(pictures.map((picture) => picture.getAttribute("loading"))).toEqual([
      "eager",
      "lazy",
      "lazy",
    ])
    expect(pictures[0]).toHaveAttribute("fetchpriority", "high")
  })

  it("goes to a category's listing, keeping the place and the control used", async () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    await userEvent.selectOptions(
      screen.getByLabelText("Filtrar por categoria", { selector: "select" }),
      "Irrigação",
    )
    expect(navigate).toHaveBeenCalledWith("/projetos/categoria/irrigacao/", {
      state: { filterControl: "select" },
    })
    await userEvent.click(
      screen.getByRole("button", { name: "Abastecimento de Água", hidden: true }),
    )
    expect(navigate).toHaveBeenLastCalledWith("/projetos/categoria/abastecimento-de-agua/", {
      state: { filterControl: "toggle" },
    })
  })

  it("marks the category of a category listing and returns to all with 'Todos'", async () => {
    const esgoto = listing({ filter: { kind: "category", category: "Esgoto" }, total: 2 })
    renderWithTheme(<ProjectsView projects={cards.slice(0, 2)} listing={esgoto} location={here} />)
    expect(screen.getByRole("button", { name: "Esgoto", hidden: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
    expect(screen.getByRole("status")).toHaveTextContent("2 projetos em Esgoto")
    await userEvent.click(screen.getByRole("button", { name: "Esgoto", hidden: true }))
    expect(navigate).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole("button", { name: "Todos", hidden: true }))
    expect(navigate).toHaveBeenCalledWith("/projetos/", { state: { filterControl: "toggle" } })
  })

  it("announces the count after a filter choice: the status starts empty, then fills", () => {
    jest.useFakeTimers()
    try {
      const arrived = { ...here, state: { filterControl: "toggle" } }
      renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={arrived} />)
      expect(screen.getByRole("status")).toHaveTextContent(/^$/)
      act(() => jest.advanceTimersByTime(100))
      expect(screen.getByRole("status")).toHaveTextContent("3 projetos")
    } finally {
      jest.useRealTimers()
    }
  })

  it("a state's listing names the state and links back to every state", () => {
    const mg = listing({ filter: { kind: "state", state: "MG" }, total: 1 })
    renderWithTheme(<ProjectsView projects={cards.slice(0, 1)} listing={mg} location={here} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Projetos em Minas Gerais")
    expect(screen.getByRole("status")).toHaveTextContent("1 projeto em Minas Gerais")
    expect(screen.getByRole("link", { name: "Ver projetos de todos os estados" })).toHaveAttribute(
      "href",
      "/projetos/",
    )
    expect(screen.queryByRole("group", { name: "Filtrar por categoria" })).not.toBeInTheDocument()
  })

  it("links every page of a long listing, marking the current one", () => {
    const second = listing({
      filter: { kind: "category", category: "Esgoto" },
      page: 2,
      pageCount: 3,
    })
    renderWithTheme(<ProjectsView projects={cards} listing={second} location={here} />)
    const pages = screen.getByRole("navigation", { name: "Páginas do portfólio" })
    const hrefs = Array.from(pages.querySelectorAll("a")).map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual([
      "/projetos/categoria/esgoto/",
      "/projetos/categoria/esgoto/",
      "/projetos/categoria/esgoto/2/",
      "/projetos/categoria/esgoto/3/",
      "/projetos/categoria/esgoto/3/",
    ])
    expect(screen.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page")
  })

  it("offers to print the listing, but not an empty category's", () => {
    const { unmount } = renderWithTheme(
      <ProjectsView projects={cards} listing={listing()} location={here} />,
    )
    expect(screen.getByRole("link", { name: /^Imprimir ou salvar em PDF/ })).toBeVisible()
    unmount()
    const empty = listing({ filter: { kind: "category", category: "Drenagem" }, total: 0 })
    renderWithTheme(<ProjectsView projects={[]} listing={empty} location={here} />)
    expect(screen.queryByRole("link", { name: /^Imprimir ou salvar em PDF/ })).toBeNull()
  })

  it("has no page links when every card fits on one page", () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
  })

  it("shows a card as loading once it is clicked", async () => {
    renderWithTheme(<ProjectsView projects={cards} listing={listing()} location={here} />)
    const link = screen.getAllByRole("link", { name: /^Ver Detalhes/ })[1]
    expect(link).not.toHaveAttribute("aria-busy")
    await userEvent.click(link)
    expect(link).toHaveAttribute("aria-busy", "true")
    expect(link).toHaveTextContent("(carregando)")
    act(() => void window.dispatchEvent(new Event("site:route-update")))
    expect(link).not.toHaveAttribute("aria-busy")
  })

  it("sends an old category link to the category's listing", () => {
    renderWithTheme(
      <ProjectsView
        projects={cards}
        listing={listing()}
        location={{ ...here, search: "?categoria=esgoto" }}
      />,
    )
    expect(navigate).toHaveBeenCalledWith("/projetos/categoria/esgoto/", { replace: true })
  })

  it("sends an old project link to the project's page", async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ "3": "/projetos/projeto-numero-3/" }),
    })
    global.fetch = fetchMock as unknown as typeof fetch
    renderWithTheme(
      <ProjectsView
        projects={cards}
        listing={listing()}
        location={{ ...here, search: "?projeto=3" }}
      />,
    )
    await act(async () => undefined)
    expect(fetchMock).toHaveBeenCalledWith("/projetos/enderecos.json")
    expect(navigate).toHaveBeenCalledWith("/projetos/projeto-numero-3/", { replace: true })
  })
})
