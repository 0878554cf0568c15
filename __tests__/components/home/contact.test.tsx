import { screen, within } from "@testing-library/react"
import { Contact } from "../../../src/components/home/contact"
import { renderWithTheme } from "../../test-utils"
import { filledHeading, mockStaticQueries, siteFacts } from "../../site-fixture"

const card = (title: string) =>
  screen.getByRole("heading", { name: title }).closest("article") as HTMLElement

describe("Contact", () => {
  beforeEach(() => {
    // The quote form's options come from the content, through a static query.
    mockStaticQueries()
    renderWithTheme(
      <Contact
        heading={filledHeading("contact")}
        facts={siteFacts}
        quoteEndpoint="https://example.test/f"
      />,
    )
  })

  it("is the #contato section", () => {
    expect(screen.getByRole("region", { name: filledHeading("contact").title })).toHaveAttribute(
      "id",
      "contato",
    )
  })

  it("has a location card with the address", () => {
    expect(card("Localização")).toHaveTextContent(siteFacts.address.street)
    expect(card("Localização")).toHaveTextContent(siteFacts.address.city)
  })

  it("has a phone card stating WhatsApp, with tel: and click-to-chat links", () => {
    const phone = within(card("Telefone"))
    expect(phone.getByRole("link", { name: siteFacts.phone })).toHaveAttribute(
      "href",
      "tel:+553135550140",
    )
    expect(card("Telefone")).toHaveTextContent("WhatsApp disponível")
    expect(phone.getByRole("link", { name: /abre o WhatsApp/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/5531995550140\?text=/),
    )
  })

  it("has an e-mail card stating the reply within 24h", () => {
    expect(within(card("E-mail")).getByRole("link", { name: siteFacts.email })).toBeInTheDocument()
    expect(card("E-mail")).toHaveTextContent("Resposta em até 24h")
  })

  it("shows the opening hours from site.json", () => {
    const hours = card("Horário de atendimento")
    expect(hours).toHaveTextContent("Segunda a Sexta: 8h às 20h")
    expect(hours).toHaveTextContent("Sábado: 9h às 17h")
    expect(hours).toHaveTextContent(/Emergências: .*24 horas, 7 dias por semana/)
  })

  it("hosts the quote form 'Solicite um Orçamento'", () => {
    expect(screen.getByRole("heading", { name: "Solicite um Orçamento" })).toBeInTheDocument()
  })
})

describe("Contact without the optional facts", () => {
  it("leaves out the hours card, the answer time and the postal code the content leaves out", () => {
    mockStaticQueries()
    const facts = {
      ...siteFacts,
      hours: null,
      emergencies: null,
      emailResponse: null,
      address: { ...siteFacts.address, postalCode: null },
    }
    renderWithTheme(
      <Contact heading={filledHeading("contact")} facts={facts} quoteEndpoint="https://x.test/f" />,
    )
    expect(screen.queryByRole("heading", { name: "Horário de atendimento" })).toBeNull()
    expect(card("E-mail")).not.toHaveTextContent("Resposta em até 24h")
    expect(card("Localização")).toHaveTextContent(`${siteFacts.address.city} - MG`)
    expect(card("Localização")).not.toHaveTextContent(/\d{5}-\d{3}|null|,\s*$/)
  })
})
