/**
 * Sends a quote request to the external form-collection provider (docs/behaviours.md#quote-form).
 * Only `response.ok` is read: providers shape their answers differently, and none is relied on.
 * Never throws: every failure (non-OK answer, network error, timeout, misconfiguration)
 * resolves to "error", so the form can keep what the visitor typed and offer a retry.
 */
export const QUOTE_FIELDS = [
  "nome",
  "email",
  "telefone",
  "empresa",
  "tipo_projeto",
  "descricao",
] as const

/** The provider's honeypot field: empty for people, filled by bots. */
export const HONEYPOT_FIELD = "_gotcha"

export const DEFAULT_QUOTE_TIMEOUT_MS = 15_000

export type QuoteResult = "success" | "error"

export type SubmitQuoteOptions = {
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/** A fresh FormData holding only the quote fields and the honeypot, each as text. */
export function pickQuoteFields(data: FormData): FormData {
  const picked = new FormData()
  for (const name of [...QUOTE_FIELDS, HONEYPOT_FIELD]) {
    const value = data.get(name)
    picked.append(name, typeof value === "string" ? value : "")
  }
  return picked
}

export async function submitQuote(
  endpoint: string,
  data: FormData,
  options: SubmitQuoteOptions = {},
): Promise<QuoteResult> {
  const { timeoutMs = DEFAULT_QUOTE_TIMEOUT_MS } = options
  const fetchImpl = options.fetchImpl ?? globalThis.fetch
  if (endpoint.trim() === "" || typeof fetchImpl !== "function") return "error"

  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Races the request, so even a fetch that ignores the abort signal cannot hang the form.
  const timedOut = new Promise<QuoteResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve("error")
    }, timeoutMs)
  })

  try {
    const request = Promise.resolve(
      fetchImpl(endpoint, {
        method: "POST",
        // Multipart: the browser sets Content-Type with the boundary itself.
        body: pickQuoteFields(data),
        headers: { Accept: "application/json" },
        signal: controller.signal,
      }),
    )
      .then((response): QuoteResult => (response?.ok === true ? "success" : "error"))
      .catch((): QuoteResult => "error")
    return await Promise.race([request, timedOut])
  } catch {
    return "error"
  } finally {
    clearTimeout(timer)
  }
}
