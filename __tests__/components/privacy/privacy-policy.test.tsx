import { screen, within } from "@testing-library/react"
import { PrivacyPolicy } from "../../../src/components/privacy/privacy-policy"
import { renderWithTheme } from "../../test-utils"
import { privacyPolicy, siteFacts } from "../../site-fixture"

const FORMSPREE = "Formspree (Formspree, Inc., Estados Unidos)"

const render = (policy = privacyPolicy, provider = FORMSPREE) =>
  renderWithTheme(<PrivacyPolicy policy={policy} facts={siteFacts} provider={provider} />)

describe("PrivacyPolicy: the form note's promise, read against the form provider", () => {
  it("says what 'não serão compartilhados' means when a provider receives the data", () => {
    render()
    const explained = screen.getByText(/“não serão compartilhados”/)
    expect(explained).toHaveTextContent(`recebidos e guardados por ${FORMSPREE}, como operador`)
    expect(explained).toHaveTextContent("art. 33 da LGPD")
  })
})

describe("PrivacyPolicy: the firm's policy (content/privacy.json)", () => {
  it("shows its date, and fills the controller's words from the firm's facts, contacts as links", () => {
    render()
    expect(screen.getByText("Última atualização: 24 de novembro de 2026.")).toBeInTheDocument()
    const controller = screen.getByText(/O controlador dos dados é/)
    expect(controller).toHaveTextContent(
      `O controlador dos dados é a ${siteFacts.legalName} (${siteFacts.name}), ` +
        `${siteFacts.address.street}, ${siteFacts.address.district}, ${siteFacts.address.city} - ` +
        `${siteFacts.address.state}, CEP ${siteFacts.address.postalCode}.`,
    )
    expect(within(controller).getByRole("link", { name: siteFacts.phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+55/),
    )
    expect(within(controller).getByRole("link", { name: siteFacts.email })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}`,
    )
    expect(document.body.textContent).not.toMatch(/\{\w+\}/)
  })

  it("names the firm's own officer, period and rights, and asks for rights with a subject", () => {
    render({
      ...privacyPolicy,
      officer: { name: "João Pires", email: "dpo@firma.com.br" },
      retentionMonths: 6,
      rights: ["acessar os dados;", "corrigir os dados."],
    })
    expect(screen.getByText(/O encarregado pelo tratamento/)).toHaveTextContent(
      "é João Pires, pelo e-mail dpo@firma.com.br.",
    )
    expect(screen.getByText(/apagamos os dados em até 6 meses depois/)).toBeInTheDocument()
    const rights = screen.getByRole("heading", { name: "Seus direitos" }).nextElementSibling
    expect(rights?.nextElementSibling?.querySelectorAll("li")).toHaveLength(2)
    const ask = screen.getByText(/Escreva para o encarregado em/)
    expect(within(ask).getByRole("link", { name: "dpo@firma.com.br" })).toHaveAttribute(
      "href",
      "mailto:dpo@firma.com.br?subject=Direitos%20do%20titular%20(LGPD)",
    )
  })

  it("lists the firm's other processors after the form provider's text", () => {
    render({
      ...privacyPolicy,
      otherProcessors: [{ name: "Google Workspace", purpose: "guarda os e-mails da empresa" }],
    })
    const item = screen.getByText("Google Workspace: guarda os e-mails da empresa")
    expect(item.tagName).toBe("LI")
    const heading = screen.getByRole("heading", { name: "Quem trata os dados em nosso nome" })
    expect(heading.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
