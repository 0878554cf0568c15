import { screen, within } from "@testing-library/react"
import { Link } from "gatsby"
import { Header } from "../../../src/components/layout/header"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts } from "../../site-fixture"

beforeEach(mockStaticQueries)

// jsdom applies no media queries, so the desktop menu is display:none there and has no
// accessible name; find it by its label attribute instead.
const mainMenu = () => document.querySelector<HTMLElement>('nav[aria-label="Menu principal"]')!

describe("Header", () => {
  it("links the logo to the home page", () => {
    renderWithTheme(<Header isHome={false} />)
    const logo = screen.getByRole("img", { name: siteFacts.name })
    expect(logo).toHaveAttribute("src", "/logo-text.png")
    expect(logo.closest("a")).toHaveAttribute("href", "/")
  })

  it("shows the phone number and the e-mail as links", () => {
    renderWithTheme(<Header isHome />)
    expect(screen.getAllByRole("link", { name: siteFacts.phone })[0]).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    expect(screen.getAllByRole("link", { name: siteFacts.email })[0]).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}`,
    )
  })

  it("has five entries that are in-page anchors on the home page", () => {
    renderWithTheme(<Header isHome />)
    const links = within(mainMenu()).getAllByRole("link", { hidden: true })
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Início", "#inicio"],
      ["Serviços", "#servicos"],
      ["Projetos", "/projetos/"],
      ["Sobre", "#sobre"],
      ["Contato", "#contato"],
    ])
  })

  it("sends section entries to / with the section id in navigation state on other pages", () => {
    renderWithTheme(<Header isHome={false} />)
    const links = within(mainMenu()).getAllByRole("link", { hidden: true })
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/",
      "/projetos/",
      "/",
      "/",
    ])
    const states = (Link as unknown as jest.Mock).mock.calls
      .map(([props]) => props as { to: string; state?: { section: string } })
      .filter((props) => props.state)
      .map((props) => props.state?.section)
    expect(states).toEqual(expect.arrayContaining(["inicio", "servicos", "sobre", "contato"]))
  })
})
