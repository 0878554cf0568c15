import { submitQuote } from "../../src/lib/submit-quote"

/** docs/behaviours.md#quote-form: a request with no answer after 15 s counts as an error. */
const NO_ANSWER_MS = 15_000

const ENDPOINT = "https://forms.example.test/f/quote"

const FIELDS = {
  nome: "Ana Conceição",
  email: "ana@example.com",
  telefone: "(31) 99999-0000",
  empresa: "Águas Claras Ltda.",
  tipo_projeto: "Drenagem",
  descricao: "Drenagem urbana de um loteamento.",
}

function quoteData(extra: Record<string, string> = {}): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries({ ...FIELDS, ...extra })) data.append(name, value)
  return data
}

/** A fetch that never answers on its own and rejects when its request is aborted. */
function hangingFetch() {
  return jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))
      }),
  )
}

const answering = (answer: Partial<Response>) =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
    Promise.resolve(answer as Response),
  )

afterEach(() => jest.useRealTimers())

describe("submitQuote: the request sent to the form provider", () => {
  it("POSTs multipart FormData with the six fields and the honeypot, asking for JSON", async () => {
    const fetchImpl = answering({ ok: true })
    await submitQuote(ENDPOINT, quoteData({ extra: "not sent", _gotcha: "" }), { fetchImpl })

    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe(ENDPOINT)
    expect(init?.method).toBe("POST")
    expect(init?.headers).toEqual({ Accept: "application/json" })
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries(body.entries())).toEqual({ ...FIELDS, _gotcha: "" })
  })

  it("sends empty strings for fields the form left out", async () => {
    const fetchImpl = answering({ ok: true })
    const data = new FormData()
    data.append("nome", "Ana")
    await submitQuote(ENDPOINT, data, { fetchImpl })

    const body = fetchImpl.mock.calls[0][1]?.body as FormData
    expect([...body.keys()]).toEqual([...Object.keys(FIELDS), "_gotcha"])
    expect(body.get("nome")).toBe("Ana")
    expect(body.get("empresa")).toBe("")
  })

  it("does not set Content-Type, so the multipart boundary is the browser's", async () => {
    const fetchImpl = answering({ ok: true })
    await submitQuote(ENDPOINT, quoteData(), { fetchImpl })
    expect(Object.keys(fetchImpl.mock.calls[0][1]?.headers ?? {})).toEqual(["Accept"])
  })
})

describe("submitQuote result: only response.ok decides", () => {
  it("resolves success for an OK answer", async () => {
    await expect(
      submitQuote(ENDPOINT, quoteData(), { fetchImpl: answering({ ok: true, status: 200 }) }),
    ).resolves.toBe("success")
  })

  it.each([500, 422, 404, 302])("resolves error for a non-OK answer (%i)", async (status) => {
    const fetchImpl = answering({ ok: false, status })
    await expect(submitQuote(ENDPOINT, quoteData(), { fetchImpl })).resolves.toBe("error")
  })

  it("resolves error when the network fails (fetch rejects)", async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")))
    await expect(submitQuote(ENDPOINT, quoteData(), { fetchImpl })).resolves.toBe("error")
  })

  it("resolves error when fetch throws synchronously", async () => {
    const fetchImpl = jest.fn(() => {
      throw new TypeError("Invalid URL")
    })
    await expect(submitQuote(ENDPOINT, quoteData(), { fetchImpl })).resolves.toBe("error")
  })

  it("resolves error without any request when the endpoint is empty", async () => {
    const fetchImpl = answering({ ok: true })
    await expect(submitQuote("", quoteData(), { fetchImpl })).resolves.toBe("error")
    await expect(submitQuote("  ", quoteData(), { fetchImpl })).resolves.toBe("error")
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it("uses the global fetch by default", async () => {
    const globalFetch = answering({ ok: true })
    global.fetch = globalFetch
    try {
      await expect(submitQuote(ENDPOINT, quoteData())).resolves.toBe("success")
      expect(globalFetch).toHaveBeenCalledTimes(1)
    } finally {
      delete (global as { fetch?: unknown }).fetch
    }
  })
})

describe("submitQuote timeout", () => {
  it("resolves error and aborts the request when no answer comes in 15 seconds", async () => {
    jest.useFakeTimers()
    const fetchImpl = hangingFetch()
    const result = submitQuote(ENDPOINT, quoteData(), { fetchImpl })
    const signal = fetchImpl.mock.calls[0][1]?.signal as AbortSignal

    jest.advanceTimersByTime(NO_ANSWER_MS - 1)
    expect(signal.aborted).toBe(false)
    jest.advanceTimersByTime(1)

    await expect(result).resolves.toBe("error")
    expect(signal.aborted).toBe(true)
  })

  it("honours a custom timeoutMs, even against a fetch that ignores the abort", async () => {
    const fetchImpl = jest.fn(() => new Promise<Response>(() => undefined))
    await expect(submitQuote(ENDPOINT, quoteData(), { fetchImpl, timeoutMs: 20 })).resolves.toBe(
      "error",
    )
  })

  it("does not abort a request answered in time", async () => {
    jest.useFakeTimers()
    const fetchImpl = answering({ ok: true })
    await expect(submitQuote(ENDPOINT, quoteData(), { fetchImpl })).resolves.toBe("success")
    const signal = fetchImpl.mock.calls[0][1]?.signal as AbortSignal
    jest.advanceTimersByTime(NO_ANSWER_MS * 2)
    expect(signal.aborted).toBe(false)
    expect(jest.getTimerCount()).toBe(0)
  })
})
