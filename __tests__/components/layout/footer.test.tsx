import { screen, within } from "@testing-library/react"
import { Footer } from "../../../src/components/layout/footer"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, services, siteFacts } from "../../site-fixture"

beforeEach(mockStaticQueries)

describe("Footer", () => {
  it("lists the services by title, in their order", () => {
    renderWithTheme(<Footer isHome />)
    const list = within(screen.getByRole("navigation", { name: "Serviços" }))
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      services.map((service) => service.title),
    )
  })

  it("has quick links to the sections, with projetos going to the projects page", () => {
    renderWithTheme(<Footer isHome />)
    const links = within(screen.getByRole("navigation", { name: "Links rápidos" })).getAllByRole(
      "link",
    )
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#inicio",
      "#servicos",
      "/projetos/",
      "#sobre",
      "#contato",
    ])
  })

  it("links three social networks in a new tab, safely", () => {
    renderWithTheme(<Footer isHome />)
    const links = within(screen.getByRole("list", { name: "Redes sociais" })).getAllByRole("link")
    expect(links).toHaveLength(3)
    links.forEach((link, index) => {
      expect(link).toHaveAttribute("href", siteFacts.social[index].url)
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
      expect(link).toHaveAttribute("target", "_blank")
    })
  })

  it("shows contact details and the copyright with the current year", () => {
    renderWithTheme(<Footer isHome={false} />)
    expect(screen.getByRole("link", { name: siteFacts.phone })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: siteFacts.email })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument()
  })

  it("keeps the contact heading out of the address, which holds phone, email and street", () => {
    const { container } = renderWithTheme(<Footer isHome={false} />)
    const heading = screen.getByRole("heading", { name: "Contato" })
    // HTML forbids headings inside <address> (W3C checker: "h2 must not appear as a descendant").
    expect(heading.closest("address")).toBeNull()
    const address = container.querySelector("footer address")
    expect(address).not.toBeNull()
    const contact = within(address as HTMLElement)
    expect(contact.getByRole("link", { name: siteFacts.phone })).toBeInTheDocument()
    expect(contact.getByRole("link", { name: siteFacts.email })).toBeInTheDocument()
    expect(address).toHaveTextContent(siteFacts.address.street)
    expect(heading.nextElementSibling).toBe(address)
  })
})
