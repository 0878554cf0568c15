import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ProjectsView as ListingView } from "../../../src/components/projects/projects-view"
import { buildSearchData, searchPositions } from "../../../src/lib/project-search"
import type { ProjectSearch } from "../../../src/lib/project-search-client"
import type { ListingContext } from "../../../src/lib/listing"
import type { ProjectCardData } from "../../../src/lib/project"
import { renderWithTheme } from "../../test-utils"
import { SPEC_CATEGORIES } from "../../helpers/spec"

/** The listing view with the portfolio's intro the template hands it (the firm's, from texts.json). */
const ProjectsView = (props: Omit<Parameters<typeof ListingView>[0], "intro" | "categories">) => (
  <ListingView intro="Abertura do portfólio." categories={SPEC_CATEGORIES} {...props} />
)

/** 30 projects: the page shows the first 24; "Lagoa" is on 2 of them and 2 of the others. */
const project = (id: number) => ({
  id,
  slug: `projeto-${id}`,
  title: `Projeto ${id}`,
  location: [3, 5, 26, 28].includes(id) ? "Lagoa Santa - MG" : "Itabira - MG",
  year: "2020",
  categories: ["Esgoto"],
  contratante: "Prefeitura",
  escopo: "Projeto executivo",
})
const ALL = Array.from({ length: 30 }, (_, index) => project(index + 1))
const card = (id: number): ProjectCardData => ({
  ...project(id),
  cardImage: { layout: "constrained", width: 9, height: 6, images: {} } as IGatsbyImageData,
})
const DATA = buildSearchData(ALL, SPEC_CATEGORIES)
const fetchedCards = jest.fn(async (ids: readonly number[]) => ids.map(card))
const mockSearch: ProjectSearch = {
  find: (query, category, all) =>
    searchPositions(DATA, query, category, all).map((position) => DATA[position][0]),
  cards: fetchedCards,
}
jest.mock("../../../src/components/projects/search-load", () => ({
  loadProjectSearch: async () => mockSearch,
}))

const listing: ListingContext = {
  ids: [],
  filter: { kind: "all" },
  page: 1,
  pageCount: 2,
  total: 30,
  facts: { firstYear: 2013, states: ["MG"] },
}
const pageCards = ALL.slice(0, 24).map((item) => card(item.id))
const titles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent)

beforeEach(() => {
  window.history.replaceState(null, "", "/projetos/")
  fetchedCards.mockClear()
})

describe("the listing's search", () => {
  it("finds across the whole listing, fetching only the cards not on the page", async () => {
    renderWithTheme(
      <ProjectsView projects={pageCards} listing={listing} location={window.location} />,
    )
    expect(screen.getByRole("navigation", { name: "Páginas do portfólio" })).toBeVisible()
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar projetos" }), "lagoa")
    await waitFor(() =>
      expect(titles()).toEqual(["Projeto 3", "Projeto 5", "Projeto 26", "Projeto 28"]),
    )
    expect(fetchedCards).toHaveBeenLastCalledWith([26, 28])
    // Page links give way while searching: the results span every page.
    expect(screen.queryByRole("navigation", { name: "Páginas do portfólio" })).toBeNull()
  })

  it("adds a history entry when a search begins or ends, and replaces it while typing", async () => {
    const push = jest.spyOn(window.history, "pushState")
    const replace = jest.spyOn(window.history, "replaceState")
    renderWithTheme(
      <ProjectsView projects={pageCards} listing={listing} location={window.location} />,
    )
    const field = screen.getByRole("searchbox", { name: "Buscar projetos" })
    await userEvent.type(field, "lag")
    expect(push.mock.calls.map((call) => call[2])).toEqual(["/projetos/?busca=l"])
    expect(replace.mock.calls.map((call) => call[2])).toEqual([
      "/projetos/?busca=la",
      "/projetos/?busca=lag",
    ])
    await userEvent.clear(field)
    expect(push.mock.calls.map((call) => call[2])).toEqual(["/projetos/?busca=l", "/projetos/"])
    await act(async () => {
      window.history.replaceState(null, "", "/projetos/?busca=itabira")
      window.dispatchEvent(new PopStateEvent("popstate"))
    })
    expect(field).toHaveValue("itabira")
    push.mockRestore()
    replace.mockRestore()
  })
})
