import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../../src/components/layout/mobile-menu"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, siteFacts } from "../../site-fixture"

beforeEach(mockStaticQueries)

const toggle = () => screen.getByRole("button", { name: "Abrir menu" })
const drawer = () => screen.getByRole("dialog", { hidden: true })

describe("MobileMenu", () => {
  it("opens a drawer with the five entries, the phone and the e-mail", async () => {
    renderWithTheme(<MobileMenu isHome />)
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(toggle())
    expect(toggle()).toHaveAttribute("aria-expanded", "true")
    expect(drawer()).toHaveAttribute("data-open", "true")
    const menu = within(drawer())
    expect(menu.getAllByRole("link").map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        "Início",
        "Serviços",
        "Projetos",
        "Sobre",
        "Contato",
        siteFacts.phone,
        siteFacts.email,
      ]),
    )
  })

  it("moves focus into the drawer and back to the toggle on Escape", async () => {
    renderWithTheme(<MobileMenu isHome />)
    await userEvent.click(toggle())
    expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard("{Escape}")
    expect(drawer()).toHaveAttribute("data-open", "false")
    expect(toggle()).toHaveFocus()
  })

  it("closes when an entry is chosen", async () => {
    renderWithTheme(<MobileMenu isHome />)
    await userEvent.click(toggle())
    await userEvent.click(within(drawer()).getByRole("link", { name: "Sobre" }))
    expect(drawer()).toHaveAttribute("data-open", "false")
  })

  it("keeps Tab inside the open drawer", async () => {
    renderWithTheme(<MobileMenu isHome />)
    await userEvent.click(toggle())
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab()
      expect(drawer()).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("locks the page scroll while open", async () => {
    renderWithTheme(<MobileMenu isHome />)
    await userEvent.click(toggle())
    expect(document.documentElement.style.overflow).toBe("hidden")
    await userEvent.keyboard("{Escape}")
    expect(document.documentElement.style.overflow).toBe("")
  })
})
