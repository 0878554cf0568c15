import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { QuoteForm } from "../../../src/components/quote/quote-form"
import { similarQuotePath } from "../../../src/lib/quote-preset"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, projectTypes, siteFacts } from "../../site-fixture"
import { builtTexts } from "../../helpers/fixture-texts"
import { ENDPOINT, ERROR, fields, mockFetch, submit, SUCCESS } from "./quote-form-harness"

const PROJECT = { title: "Esgoto do Bairro Sol", slug: "esgoto-sol", categories: ["Esgoto"] }
/** The fixture's option that names the category Esgoto (content/quote-form.json). */
const TYPE = projectTypes[1]
const SEARCH = new URL(
  similarQuotePath(
    PROJECT,
    "https://www.exemplo.com.br",
    projectTypes,
    builtTexts.similarQuote.line,
  ),
  "https://x",
).search
/** The fixture's line (texts.json's similarQuote.line) with the project's title and address. */
const LINE =
  "Quero um projeto parecido com Esgoto do Bairro Sol, visto em " +
  "https://www.exemplo.com.br/projetos/esgoto-sol/.\n\n"

const fetchMock = mockFetch()

function setup(search: string) {
  mockStaticQueries()
  const user = userEvent.setup({ delay: null })
  renderWithTheme(<QuoteForm endpoint={ENDPOINT} contacts={siteFacts} search={search} />)
  return user
}

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  const f = fields()
  await user.type(f.nome, "Ana")
  await user.type(f.email, "ana@example.com")
  await user.type(f.telefone, "(31) 99999-0000")
}

describe("QuoteForm: a quote started from a project (?tipo=…&descricao=…)", () => {
  it("presets Tipo de Projeto and the description's first line, and takes focus to the form", async () => {
    setup(SEARCH)
    expect(fields().tipo_projeto).toHaveValue(TYPE)
    expect(fields().descricao).toHaveValue(LINE)
    const title = screen.getByRole("heading", { name: "Solicite um Orçamento" })
    await waitFor(() => expect(title).toHaveFocus())
  })

  it("lets the visitor edit the line; the payload is the six fields, with the edited text", async () => {
    fetchMock.mockResolvedValue({ ok: true })
    const user = setup(SEARCH)
    await fillContacts(user)
    await user.type(fields().descricao, "Cerca de 2 km de rede.")
    await user.click(submit())
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    const body = fetchMock.mock.calls[0][1].body as FormData
    expect([...body.keys()].sort()).toEqual(
      ["_gotcha", "descricao", "email", "empresa", "nome", "telefone", "tipo_projeto"].sort(),
    )
    expect(body.get("tipo_projeto")).toBe(TYPE)
    expect(body.get("descricao")).toBe(`${LINE}Cerca de 2 km de rede.`)
    // Success clears every field, the preset included.
    expect(fields().tipo_projeto).toHaveValue("")
    expect(fields().descricao).toHaveValue("")
  })

  it("carries the same text in the fallback links when sending fails", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 })
    const user = setup(SEARCH)
    await fillContacts(user)
    await user.click(submit())
    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    for (const name of ["Enviar pelo WhatsApp", "Enviar por e-mail"]) {
      const href = decodeURIComponent(screen.getByRole("link", { name }).getAttribute("href")!)
      expect(href).toContain(`Tipo de projeto: ${TYPE}`)
      expect(href).toContain("parecido com Esgoto do Bairro Sol")
      expect(href).toContain("https://www.exemplo.com.br/projetos/esgoto-sol/")
    }
  })

  it("does nothing, and moves no focus, without a preset or with an unknown type only", () => {
    setup("?tipo=Piscina")
    expect(fields().tipo_projeto).toHaveValue("")
    expect(fields().descricao).toHaveValue("")
    expect(document.body).toHaveFocus()
  })
})
