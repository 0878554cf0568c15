import { isNetlifyFormsMode, NETLIFY_FORM_NAME, NETLIFY_FORMS_PATH } from "./netlify-forms"

/**
 * Sends a quote request to the external form-collection provider, or, in the Netlify Forms mode
 * (`endpoint` is "netlify"), to the site itself (docs/behaviours.md#quote-form).
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

/**
 * The Netlify Forms body: `form-name` first, then the quote fields and the honeypot, URL-encoded
 * (Netlify's documented AJAX contract; multipart is for file uploads only).
 */
export function netlifyFormBody(data: FormData): URLSearchParams {
  const body = new URLSearchParams({ "form-name": NETLIFY_FORM_NAME })
  for (const [name, value] of pickQuoteFields(data)) body.append(name, String(value))
  return body
}

/** Where the request goes and how it is shaped, for the provider the endpoint names. */
export function quoteRequest(
  endpoint: string,
  data: FormData,
): { url: string; init: Pick<RequestInit, "method" | "body" | "headers"> } {
  if (isNetlifyFormsMode(endpoint)) {
    return {
      url: NETLIFY_FORMS_PATH,
      init: {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: netlifyFormBody(data).toString(),
      },
    }
  }
  return {
    url: endpoint,
    init: {
      method: "POST",
      // Multipart: the browser sets Content-Type with the boundary itself.
      body: pickQuoteFields(data),
      headers: { Accept: "application/json" },
    },
  }
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
    const { url, init } = quoteRequest(endpoint, data)
    const request = Promise.resolve(fetchImpl(url, { ...init, signal: controller.signal }))
      .then((response): QuoteResult => (response?.ok === true ? "success" : "error"))
      .catch((): QuoteResult => "error")
    return await Promise.race([request, timedOut])
  } catch {
    return "error"
  } finally {
    clearTimeout(timer)
  }
}
