import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PrivacyPolicy } from "../../src/components/privacy/privacy-policy"
import { QuoteForm } from "../../src/components/quote/quote-form"
import { netlifyFormsSkeleton } from "../../plugins/deploy-files/netlify-forms"
import { NETLIFY_FORM_NAME, NETLIFY_FORMS_PATH } from "../../src/lib/netlify-forms"
import { quoteProviderName } from "../../src/lib/quote-provider"
import { HONEYPOT_FIELD, QUOTE_FIELDS, submitQuote } from "../../src/lib/submit-quote"
import { renderWithTheme } from "../test-utils"
import { privacyPolicy, siteFacts } from "../site-fixture"
import { ERROR, SUCCESS, TYPED, mockFetch } from "../components/quote/quote-form-harness"

/**
 * The Netlify Forms mode (GATSBY_QUOTE_ENDPOINT=netlify) against Netlify's documented contract
 * for JavaScript-rendered forms: a hidden static copy of the form in /__forms.html (name,
 * data-netlify, netlify-honeypot, a form-name input, every submitted field), and an AJAX POST of
 * an application/x-www-form-urlencoded body with form-name to that static path.
 */
const NETLIFY = "netlify"
const fetchMock = mockFetch()

function quoteData(extra: Record<string, string> = {}): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries({ ...TYPED, ...extra })) data.append(name, value)
  return data
}

function skeletonForm(): HTMLFormElement {
  const doc = new DOMParser().parseFromString(netlifyFormsSkeleton(), "text/html")
  const forms = doc.querySelectorAll("form")
  expect(forms).toHaveLength(1)
  return forms[0]
}

const namesOf = (form: HTMLFormElement) =>
  [...form.elements].map((el) => el.getAttribute("name")).filter((n): n is string => !!n)

describe("the request, against Netlify's AJAX contract", () => {
  it("POSTs a URL-encoded body with form-name, the six fields and the honeypot, to the skeleton", async () => {
    fetchMock.mockResolvedValue({ ok: true })
    const data = quoteData({ extra: "not sent", _gotcha: "" })
    expect(await submitQuote(NETLIFY, data, { fetchImpl: global.fetch })).toBe("success")
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(NETLIFY_FORMS_PATH)
    expect(url).toBe("/__forms.html")
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    expect(typeof init.body).toBe("string")
    const body = new URLSearchParams(init.body as string)
    expect([...body.keys()]).toEqual(["form-name", ...QUOTE_FIELDS, HONEYPOT_FIELD])
    expect(body.get("form-name")).toBe(NETLIFY_FORM_NAME)
    expect(Object.fromEntries(body)).toEqual({
      "form-name": NETLIFY_FORM_NAME,
      ...TYPED,
      _gotcha: "",
    })
  })

  it("posts to no other origin: the URL is a path of the site itself", async () => {
    fetchMock.mockResolvedValue({ ok: true })
    await submitQuote(" Netlify ", quoteData(), { fetchImpl: global.fetch })
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/[^/]/)
    const resolved = new URL(fetchMock.mock.calls[0][0], window.location.href)
    expect(resolved.origin).toBe(window.location.origin)
  })

  it("reads a non-OK answer as a failure", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404 })
    expect(await submitQuote(NETLIFY, quoteData(), { fetchImpl: global.fetch })).toBe("error")
  })
})

describe("the skeleton matches the form and the request", () => {
  it("is named as the form-name posted, with data-netlify and the honeypot", async () => {
    fetchMock.mockResolvedValue({ ok: true })
    await submitQuote(NETLIFY, quoteData(), { fetchImpl: global.fetch })
    const posted = new URLSearchParams(fetchMock.mock.calls[0][1].body as string)
    const form = skeletonForm()
    expect(form.getAttribute("name")).toBe(posted.get("form-name"))
    expect(form.getAttribute("data-netlify")).toBe("true")
    expect(form.getAttribute("netlify-honeypot")).toBe(HONEYPOT_FIELD)
    expect(form.hasAttribute("hidden")).toBe(true)
    const formName = form.querySelector<HTMLInputElement>('input[name="form-name"]')
    expect(formName?.type).toBe("hidden")
    expect(formName?.value).toBe(NETLIFY_FORM_NAME)
    expect(namesOf(form).sort()).toEqual([...posted.keys()].sort())
  })

  it("lists every field the rendered form submits", () => {
    renderWithTheme(<QuoteForm endpoint={NETLIFY} contacts={siteFacts} />)
    const rendered = screen.getByRole("form", { name: "Solicite um Orçamento" }) as HTMLFormElement
    expect(new Set(namesOf(rendered))).toEqual(new Set(namesOf(skeletonForm())))
  })
})

describe("the form in the Netlify Forms mode", () => {
  it("posts natively to the skeleton, URL-encoded, with its form-name, without JavaScript", () => {
    renderWithTheme(<QuoteForm endpoint={NETLIFY} contacts={siteFacts} />)
    const form = screen.getByRole("form", { name: "Solicite um Orçamento" }) as HTMLFormElement
    expect(form.getAttribute("action")).toBe(NETLIFY_FORMS_PATH)
    expect(form.getAttribute("method")).toBe("post")
    expect(form.getAttribute("enctype")).toBe("application/x-www-form-urlencoded")
    expect(form.getAttribute("name")).toBe(NETLIFY_FORM_NAME)
    expect(new FormData(form).get("form-name")).toBe(NETLIFY_FORM_NAME)
  })

  it("keeps its states: success, then a failure with the fallback links", async () => {
    const user = userEvent.setup()
    renderWithTheme(<QuoteForm endpoint={NETLIFY} contacts={siteFacts} />)
    await user.type(screen.getByLabelText(/Nome/), TYPED.nome)
    await user.type(screen.getByLabelText(/E-mail/), TYPED.email)
    await user.type(screen.getByLabelText(/Telefone/), TYPED.telefone)
    await user.type(screen.getByLabelText(/Descrição/), TYPED.descricao)
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 })
    await user.click(screen.getByRole("button", { name: "Enviar Solicitação" }))
    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Enviar pelo WhatsApp/ })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Enviar por e-mail/ })).toBeInTheDocument()
    expect(fetchMock.mock.calls[0][0]).toBe(NETLIFY_FORMS_PATH)
    fetchMock.mockResolvedValueOnce({ ok: true })
    await user.click(screen.getByRole("button", { name: "Enviar Solicitação" }))
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
  })
})

describe("the privacy page in the Netlify Forms mode", () => {
  it("names Netlify as the operator", () => {
    const provider = quoteProviderName(NETLIFY)
    expect(provider).toBe("Netlify (Netlify, Inc., Estados Unidos)")
    renderWithTheme(<PrivacyPolicy policy={privacyPolicy} facts={siteFacts} provider={provider} />)
    expect(screen.getByText(/“não serão compartilhados”/)).toHaveTextContent(
      "recebidos e guardados por Netlify (Netlify, Inc., Estados Unidos), como operador",
    )
  })
})
