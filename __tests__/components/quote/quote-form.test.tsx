import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { QuoteForm } from "../../../src/components/quote/quote-form"
import { DEFAULT_QUOTE_TIMEOUT_MS } from "../../../src/lib/submit-quote"
import { theme } from "../../../src/styles/theme"
import { renderWithTheme } from "../../test-utils"
import { siteFacts } from "../../site-fixture"

const ENDPOINT = "https://forms.example.test/f/quote"
const SUCCESS = "Solicitação enviada com sucesso! Em breve entraremos em contato."
const ERROR = "Ocorreu um erro ao enviar. Tente novamente ou use outro canal de contato."
const HONEYPOT_LABEL = "Deixe este campo em branco"

const TYPED = {
  nome: "Ana Conceição",
  email: "ana@example.com",
  telefone: "(31) 99999-0000",
  empresa: "Águas Claras Ltda.",
  tipo_projeto: "Drenagem",
  descricao: "Drenagem urbana de um loteamento.",
}

// jsdom has neither fetch nor Response: the form reads only `ok`, so plain objects stand in.
type FetchArgs = [string, RequestInit]
let fetchMock: jest.Mock<Promise<{ ok: boolean; status?: number }>, FetchArgs>

beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  delete (global as { fetch?: unknown }).fetch
  jest.useRealTimers()
})

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

function fields() {
  return {
    nome: screen.getByRole("textbox", { name: "Nome" }),
    email: screen.getByRole("textbox", { name: "E-mail" }),
    telefone: screen.getByRole("textbox", { name: "Telefone" }),
    empresa: screen.getByRole("textbox", { name: "Empresa" }),
    tipo_projeto: screen.getByRole("combobox", { name: "Tipo de Projeto" }),
    descricao: screen.getByRole("textbox", { name: "Descrição do Projeto" }),
  }
}

async function fillForm(user: UserEvent) {
  const f = fields()
  const textFields = ["nome", "email", "telefone", "empresa", "descricao"] as const
  for (const name of textFields) {
    // user-event tracks its own copy of each value and misses form.reset(): clear it first.
    await user.clear(f[name])
    await user.type(f[name], TYPED[name])
  }
  await user.selectOptions(f.tipo_projeto, TYPED.tipo_projeto)
}

function expectFieldValues(values: Record<keyof typeof TYPED, string>) {
  const f = fields()
  for (const name of Object.keys(values) as (keyof typeof TYPED)[]) {
    expect(f[name]).toHaveValue(values[name])
  }
}

const EMPTY = { nome: "", email: "", telefone: "", empresa: "", tipo_projeto: "", descricao: "" }
const submit = () => screen.getByRole("button", { name: /Enviar Solicitação|Enviando\.\.\./ })
const quoteForm = () => screen.getByRole("form", { name: "Solicite um Orçamento" })

function setup(endpoint = ENDPOINT) {
  const user = userEvent.setup()
  const view = renderWithTheme(<QuoteForm endpoint={endpoint} contacts={siteFacts} />)
  return { user, ...view }
}

describe("QuoteForm: what the visitor sees (SPEC §5)", () => {
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

  it("offers the project types in order after an empty default", () => {
    setup()
    const { tipo_projeto } = fields()
    const options = within(tipo_projeto).getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual([
      "Selecione o tipo de projeto",
      "Abastecimento de Água",
      "Projeto de Esgoto",
      "Drenagem",
      "Terraplanagem",
      "Consultoria",
      "Outro",
    ])
    expect(options[0]).toHaveValue("")
    expect(tipo_projeto).toHaveValue("")
  })

  it("shows the required-fields note, linking the privacy policy", () => {
    setup()
    expect(screen.getByText(/^\* Campos obrigatórios\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade/",
    )
  })

  it("relies on the browser's checks: an empty form sends nothing", async () => {
    const { user } = setup()
    await user.click(submit())
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument()
  })
})

describe("QuoteForm: success (SPEC §4, §8)", () => {
  it("posts the typed fields, announces success and clears every field", async () => {
    fetchMock.mockResolvedValue({ ok: true })
    const { user } = setup()
    await fillForm(user)
    const status = screen.getByRole("status")
    expect(status).toBeEmptyDOMElement()

    await user.click(submit())

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    // The live region existed before the message was inserted, so it is announced.
    expect(screen.getByRole("status")).toBe(status)
    expect(status).toHaveTextContent(SUCCESS)
    expect(screen.getByRole("alert")).toBeEmptyDOMElement()
    expectFieldValues(EMPTY)

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe("POST")
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      ...TYPED,
      _gotcha: "",
    })
  })
})

describe("QuoteForm: errors keep what was typed (SPEC §8)", () => {
  it.each([
    ["a 500 answer", () => fetchMock.mockResolvedValue({ ok: false, status: 500 })],
    ["a 422 answer", () => fetchMock.mockResolvedValue({ ok: false, status: 422 })],
    ["a network failure", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("shows the red error message and keeps every field on %s", async (_case, arrange) => {
    arrange()
    const { user } = setup()
    await fillForm(user)
    const alert = screen.getByRole("alert")
    expect(alert).toBeEmptyDOMElement()

    await user.click(submit())

    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    expect(screen.getByRole("alert")).toBe(alert)
    expect(alert).toHaveTextContent(ERROR)
    expect(screen.getByText(ERROR)).toHaveStyle({
      color: theme.colors.error,
      backgroundColor: theme.colors.errorLight,
    })
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    expectFieldValues(TYPED)
    expect(submit()).toHaveTextContent("Enviar Solicitação")
    expect(submit()).toBeEnabled()
  })

  it("offers the typed request by WhatsApp and e-mail after a failure, following later edits", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 })
    const { user } = setup()
    await fillForm(user)
    expect(screen.queryByRole("link", { name: "Enviar pelo WhatsApp" })).not.toBeInTheDocument()

    await user.click(submit())

    const whatsapp = await screen.findByRole("link", { name: "Enviar pelo WhatsApp" })
    const href = whatsapp.getAttribute("href") ?? ""
    expect(href).toMatch(/^https:\/\/wa\.me\/5531995550140\?text=/)
    const text = decodeURIComponent(href.split("?text=")[1])
    for (const value of Object.values(TYPED)) expect(text).toContain(value)
    const email = screen.getByRole("link", { name: "Enviar por e-mail" })
    expect(email.getAttribute("href")).toMatch(/^mailto:contato@hidrovale\.example\.com\?subject=/)
    expect(decodeURIComponent(email.getAttribute("href") ?? "")).toContain(TYPED.descricao)

    await user.type(fields().empresa, " e Filhos")
    expect(
      decodeURIComponent(
        screen.getByRole("link", { name: "Enviar pelo WhatsApp" }).getAttribute("href") ?? "",
      ),
    ).toContain("Águas Claras Ltda. e Filhos")
  })

  it("shows the error and keeps every field when no answer comes within the timeout", async () => {
    jest.useFakeTimers()
    const signals: AbortSignal[] = []
    fetchMock.mockImplementation((_url, init) => {
      if (init.signal) signals.push(init.signal)
      return new Promise(() => undefined)
    })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithTheme(<QuoteForm endpoint={ENDPOINT} contacts={siteFacts} />)
    await fillForm(user)
    await user.click(submit())
    expect(submit()).toHaveTextContent("Enviando...")

    await act(async () => {
      jest.advanceTimersByTime(DEFAULT_QUOTE_TIMEOUT_MS)
    })

    expect(screen.getByRole("alert")).toHaveTextContent(ERROR)
    expect(signals).toHaveLength(1)
    expect(signals[0].aborted).toBe(true)
    expectFieldValues(TYPED)
    expect(submit()).toBeEnabled()
  })

  it("shows the error without any request when the endpoint is not configured", async () => {
    const { user } = setup("")
    await fillForm(user)
    await user.click(submit())

    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    expectFieldValues(TYPED)
  })
})

describe("QuoteForm: loading (SPEC §4)", () => {
  it("disables the button, reads 'Enviando...' and sends nothing more while pending", async () => {
    const answer = deferred<{ ok: boolean }>()
    fetchMock.mockReturnValue(answer.promise)
    const { user } = setup()
    await fillForm(user)

    await user.click(submit())

    expect(submit()).toBeDisabled()
    expect(submit()).toHaveTextContent("Enviando...")
    await user.click(submit())
    await user.type(fields().nome, "{Enter}")
    fireEvent.submit(quoteForm()) // bypasses the disabled button: the handler must refuse too
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await act(async () => answer.resolve({ ok: true }))
    expect(screen.getByText(SUCCESS)).toBeInTheDocument()
    expect(submit()).toHaveTextContent("Enviar Solicitação")
    expect(submit()).toBeEnabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("goes back to loading on a new submit after an error, hiding the old message", async () => {
    const retry = deferred<{ ok: boolean }>()
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockReturnValueOnce(retry.promise)
    const { user } = setup()
    await fillForm(user)
    await user.click(submit())
    expect(await screen.findByText(ERROR)).toBeInTheDocument()

    await user.click(submit())

    expect(submit()).toHaveTextContent("Enviando...")
    expect(submit()).toBeDisabled()
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await act(async () => retry.resolve({ ok: true }))
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS)
    expectFieldValues(EMPTY)
  })

  it("goes back to loading on a new submit after a success, hiding the old message", async () => {
    const second = deferred<{ ok: boolean }>()
    fetchMock.mockResolvedValueOnce({ ok: true }).mockReturnValueOnce(second.promise)
    const { user } = setup()
    await fillForm(user)
    await user.click(submit())
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()

    await fillForm(user)
    await user.click(submit())

    expect(submit()).toHaveTextContent("Enviando...")
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument()
    await act(async () => second.resolve({ ok: false }))
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR)
    expectFieldValues(TYPED)
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
