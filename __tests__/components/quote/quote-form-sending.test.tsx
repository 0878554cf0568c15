import { act, fireEvent, screen } from "@testing-library/react"
import {
  deferred,
  EMPTY,
  ENDPOINT,
  ERROR,
  expectFieldValues,
  fields,
  fillForm,
  mockFetch,
  quoteForm,
  setup,
  submit,
  SUCCESS,
  TYPED,
} from "./quote-form-harness"

const fetchMock = mockFetch()

describe("QuoteForm: success", () => {
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

describe("QuoteForm: loading", () => {
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
