import { screen } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { QuoteForm } from "../../../src/components/quote/quote-form"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries, projectTypes, siteFacts } from "../../site-fixture"

/** What the quote form's tests share: the typed values, the fields, a stand-in for fetch. */
export const ENDPOINT = "https://forms.example.test/f/quote"
export const SUCCESS = "Solicitação enviada com sucesso! Em breve entraremos em contato."
export const ERROR = "Ocorreu um erro ao enviar. Tente novamente ou use outro canal de contato."

export const TYPED = {
  nome: "Ana Conceição",
  email: "ana@example.com",
  telefone: "(31) 99999-0000",
  empresa: "Águas Claras Ltda.",
  // One of the fixture's Tipo de Projeto options (content/quote-form.json).
  tipo_projeto: projectTypes[2],
  descricao: "Drenagem urbana de um loteamento.",
}

export const EMPTY = {
  nome: "",
  email: "",
  telefone: "",
  empresa: "",
  tipo_projeto: "",
  descricao: "",
}

type FetchArgs = [string, RequestInit]
export type FetchMock = jest.Mock<Promise<{ ok: boolean; status?: number }>, FetchArgs>

/**
 * A fresh fetch for each test of the file that calls it. jsdom has neither fetch nor Response:
 * the form reads only `ok`, so plain objects stand in.
 */
export function mockFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn()
  beforeEach(() => {
    // The form's options come from the content, through a static query.
    mockStaticQueries()
    fetchMock.mockReset()
    global.fetch = fetchMock as unknown as typeof fetch
  })
  afterEach(() => {
    delete (global as { fetch?: unknown }).fetch
    jest.useRealTimers()
  })
  return fetchMock
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

export function fields() {
  return {
    nome: screen.getByRole("textbox", { name: "Nome" }),
    email: screen.getByRole("textbox", { name: "E-mail" }),
    telefone: screen.getByRole("textbox", { name: "Telefone" }),
    empresa: screen.getByRole("textbox", { name: "Empresa" }),
    tipo_projeto: screen.getByRole("combobox", { name: "Tipo de Projeto" }),
    descricao: screen.getByRole("textbox", { name: "Descrição do Projeto" }),
  }
}

export async function fillForm(user: UserEvent) {
  const f = fields()
  const textFields = ["nome", "email", "telefone", "empresa", "descricao"] as const
  for (const name of textFields) {
    // user-event tracks its own copy of each value and misses form.reset(): clear it first.
    await user.clear(f[name])
    await user.type(f[name], TYPED[name])
  }
  await user.selectOptions(f.tipo_projeto, TYPED.tipo_projeto)
}

export function expectFieldValues(values: Record<keyof typeof TYPED, string>) {
  const f = fields()
  for (const name of Object.keys(values) as (keyof typeof TYPED)[]) {
    expect(f[name]).toHaveValue(values[name])
  }
}

export const submit = () =>
  screen.getByRole("button", { name: /Enviar Solicitação|Enviando\.\.\./ })
export const quoteForm = () => screen.getByRole("form", { name: "Solicite um Orçamento" })

// No pause between keystrokes: the form is typed into as fast as React renders, which keeps
// these tests well inside the time limit when the machine is busy.
export function setup(endpoint = ENDPOINT, user: UserEvent = userEvent.setup({ delay: null })) {
  const view = renderWithTheme(<QuoteForm endpoint={endpoint} contacts={siteFacts} />)
  return { user, ...view }
}
