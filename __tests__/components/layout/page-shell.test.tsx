import { useEffect, useRef } from "react"
import { screen } from "@testing-library/react"
import { PageShell, useShownOverPage } from "../../../src/components/layout/page-shell"
import { mockStaticQueries } from "../../site-fixture"
import { renderWithTheme } from "../../test-utils"

beforeEach(mockStaticQueries)

let listingMounts = 0

function Listing() {
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) listingMounts += 1
    mounted.current = true
  }, [])
  return <h1>Listagem</h1>
}

function Project() {
  return useShownOverPage() ? <div role="dialog">Projeto em diálogo</div> : <h1>Projeto</h1>
}

const listing = <Listing key="/projetos/" />
const project = <Project key="/projetos/rede/" />
const at = (pathname: string, state?: unknown) => ({ pathname, state })

describe("PageShell", () => {
  beforeEach(() => (listingMounts = 0))

  it("draws a project reached from a listing over that listing, which stays mounted", () => {
    const { rerender } = renderWithTheme(
      <PageShell element={listing} location={at("/projetos/")} />,
    )
    rerender(
      <PageShell element={project} location={at("/projetos/rede/", { projectDialog: true })} />,
    )
    expect(screen.getByRole("heading", { name: "Listagem" })).toBeInTheDocument()
    expect(screen.getByRole("dialog")).toHaveTextContent("Projeto em diálogo")
    rerender(<PageShell element={<Listing key="/projetos/" />} location={at("/projetos/")} />)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(listingMounts).toBe(1)
  })

  it("draws the project as a full page when there is nothing to draw it over", () => {
    renderWithTheme(
      <PageShell element={project} location={at("/projetos/rede/", { projectDialog: true })} />,
    )
    expect(screen.getByRole("heading", { name: "Projeto" })).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("draws a project reached without that state as a full page", () => {
    const { rerender } = renderWithTheme(
      <PageShell element={listing} location={at("/projetos/")} />,
    )
    rerender(<PageShell element={project} location={at("/projetos/rede/")} />)
    expect(screen.getByRole("heading", { name: "Projeto" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Listagem" })).not.toBeInTheDocument()
  })
})
