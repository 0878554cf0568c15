import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { theme } from "../../../src/styles/theme"
import {
  ENDPOINT,
  ERROR,
  expectFieldValues,
  fields,
  fillForm,
  mockFetch,
  setup,
  submit,
  TYPED,
} from "./quote-form-harness"

const fetchMock = mockFetch()

describe("QuoteForm: errors keep what was typed", () => {
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
    const { user } = setup(ENDPOINT, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }))
    await fillForm(user)
    await user.click(submit())
    expect(submit()).toHaveTextContent("Enviando...")

    await act(async () => {
      // docs/behaviours.md#quote-form: no answer after 15 s counts as an error.
      jest.advanceTimersByTime(15_000)
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
