import { screen } from "@testing-library/react"
import { ERROR, fillForm, mockFetch, setup, submit, TYPED } from "./quote-form-harness"

/**
 * A visitor whose network fails after the page has loaded: from then on no request gets through,
 * neither the form's nor one for a chunk of code the page has not loaded yet. Here, once
 * `networkDown` is set, loading the fallback's module fails as a lazy chunk would (webpack's
 * ChunkLoadError); a module that came with the page was loaded before.
 */
const offline = globalThis as { networkDown?: boolean }
jest.mock("../../../src/components/quote/quote-fallback", () => {
  if ((globalThis as { networkDown?: boolean }).networkDown)
    throw new Error("Loading chunk quote-fallback failed. (offline)")
  return jest.requireActual("../../../src/components/quote/quote-fallback")
})

const fetchMock = mockFetch()

afterEach(() => {
  delete offline.networkDown
})

describe("QuoteForm: the fallback when the network has just failed", () => {
  it("offers WhatsApp and e-mail with the typed request although nothing more can be fetched", async () => {
    offline.networkDown = true
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    const { user } = setup()
    await fillForm(user)

    await user.click(submit())

    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    const whatsapp = screen.getByRole("link", { name: "Enviar pelo WhatsApp" })
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain(TYPED.descricao)
    const email = screen.getByRole("link", { name: "Enviar por e-mail" })
    expect(decodeURIComponent(email.getAttribute("href") ?? "")).toContain(TYPED.nome)
  })
})
