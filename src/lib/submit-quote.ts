import { isNetlifyFormsMode, NETLIFY_FORM_NAME, NETLIFY_FORMS_PATH } from "./netlify-forms"

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

type QuoteResult = "success" | "error"

/**
 * Where the request goes, with only the quote fields and the honeypot, as text: for Netlify Forms,
 * `form-name` first, URL-encoded (Netlify's documented AJAX contract; multipart is for file
 * uploads only); for a provider, multipart, whose Content-Type the browser sets with its boundary.
 */
function quoteRequest(endpoint: string, data: FormData): [string, RequestInit] {
  const fields = new FormData()
  for (const name of [...QUOTE_FIELDS, HONEYPOT_FIELD]) {
    const value = data.get(name)
    fields.append(name, typeof value === "string" ? value : "")
  }
  if (!isNetlifyFormsMode(endpoint))
    return [endpoint, { method: "POST", body: fields, headers: { Accept: "application/json" } }]
  const body = new URLSearchParams({ "form-name": NETLIFY_FORM_NAME })
  for (const [name, value] of fields) body.append(name, String(value))
  const headers = { "Content-Type": "application/x-www-form-urlencoded" }
  return [NETLIFY_FORMS_PATH, { method: "POST", headers, body: body.toString() }]
}

/**
 * Sends a quote request to the external form-collection provider, or, in the Netlify Forms mode
 * (`endpoint` is "netlify"), to the site itself (docs/behaviours.md#quote-form).
 * Only `response.ok` is read: providers shape their answers differently, and none is relied on.
 * Never throws: every failure (non-OK answer, network error, timeout, misconfiguration)
 * resolves to "error", so the form can keep what the visitor typed and offer a retry.
 */
export async function submitQuote(
  endpoint: string,
  data: FormData,
  {
    timeoutMs = 15_000,
    fetchImpl = globalThis.fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<QuoteResult> {
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
    const [url, init] = quoteRequest(endpoint, data)
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
