import { screen, within } from "@testing-library/react"
import { ERROR, fields, mockFetch, quoteForm, setup, submit } from "./quote-form-harness"
import { projectTypes } from "../../site-fixture"

const HONEYPOT_LABEL = "Deixe este campo em branco"
const fetchMock = mockFetch()

describe("QuoteForm: what the visitor sees", () => {
  it("is a form titled by an h3 'Solicite um Orçamento'", () => {
    setup()
    const title = screen.getByRole("heading", { level: 3, name: "Solicite um Orçamento" })
    expect(quoteForm()).toContainElement(title)
  })

  it("shows every labelled field in order, with the submit button last", () => {
    setup()
    const f = fields()
    const inOrder = [...Object.values(f), submit()]
    inOrder.slice(1).forEach((element, index) => {
      const previous = inOrder[index]
      expect(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      )
    })
    expect(submit()).toHaveTextContent("Enviar Solicitação")
    expect(submit()).toBeEnabled()
  })

  it("marks Nome, E-mail, Telefone and Descrição required, visibly and natively", () => {
    setup()
    const f = fields()
    for (const required of [f.nome, f.email, f.telefone, f.descricao]) {
      expect(required).toBeRequired()
      expect((required as HTMLInputElement).labels?.[0]).toHaveTextContent(/\*$/)
    }
    for (const optional of [f.empresa, f.tipo_projeto]) {
      expect(optional).not.toBeRequired()
      expect((optional as HTMLInputElement).labels?.[0]).not.toHaveTextContent("*")
    }
  })

  it("uses the native types, autocomplete hints and no length limits", () => {
    setup()
    const f = fields()
    expect(f.nome).toHaveAttribute("autocomplete", "name")
    expect(f.email).toHaveAttribute("type", "email")
    expect(f.email).toHaveAttribute("autocomplete", "email")
    expect(f.telefone).toHaveAttribute("type", "tel")
    expect(f.telefone).toHaveAttribute("inputmode", "tel")
    expect(f.telefone).toHaveAttribute("autocomplete", "tel")
    expect(f.empresa).toHaveAttribute("autocomplete", "organization")
    expect(f.descricao.tagName).toBe("TEXTAREA")
    for (const field of Object.values(f)) expect(field).not.toHaveAttribute("maxlength")
  })

  it("offers the content's project types in order after an empty default", () => {
    setup()
    const { tipo_projeto } = fields()
    const options = within(tipo_projeto).getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual([
      "Selecione o tipo de projeto",
      ...projectTypes,
    ])
    expect(options[0]).toHaveValue("")
    expect(tipo_projeto).toHaveValue("")
  })

  it("shows the SPEC's note word for word, then the link to the privacy policy", () => {
    setup()
    const note = screen.getByText((_content, element) =>
      Boolean(element?.matches("p") && element.textContent?.startsWith("* Campos")),
    )
    expect(note).toHaveTextContent(
      /^\* Campos obrigatórios\. Seus dados estão protegidos e não serão compartilhados\. Política de Privacidade$/,
    )
    const link = within(note).getByRole("link", { name: "Política de Privacidade" })
    expect(link).toHaveAttribute("href", "/privacidade/")
    expect(note.lastElementChild).toBe(link)
  })

  it("relies on the browser's checks: an empty form sends nothing", async () => {
    const { user } = setup()
    await user.click(submit())
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument()
  })
})

describe("QuoteForm: honeypot", () => {
  it("is in the form, hidden from assistive technology and out of the tab order", async () => {
    const { user, container } = setup()
    const honeypot = container.querySelector<HTMLInputElement>('input[name="_gotcha"]')

    expect(honeypot).not.toBeNull()
    expect(quoteForm()).toContainElement(honeypot)
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    // Only bots (which ignore aria-hidden) can find it by its label.
    expect(screen.queryByRole("textbox", { name: HONEYPOT_LABEL })).not.toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: HONEYPOT_LABEL, hidden: true })).toBe(honeypot)
    expect(screen.getAllByRole("textbox")).toHaveLength(5)

    const reached: Element[] = []
    for (let step = 0; step < 9; step += 1) {
      await user.tab()
      if (document.activeElement) reached.push(document.activeElement)
    }
    expect(reached).not.toContain(honeypot)
    const privacy = screen.getByRole("link", { name: "Política de Privacidade" })
    expect(reached.slice(0, 8)).toEqual([...Object.values(fields()), privacy, submit()])
  })
})
