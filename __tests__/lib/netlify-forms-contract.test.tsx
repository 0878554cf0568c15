import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { screen } from "@testing-library/react"
import { writeNetlifyFormsSkeleton } from "../../plugins/deploy-files/netlify-forms"
import {
  deferred,
  ERROR,
  fillForm,
  mockFetch,
  quoteForm,
  setup,
  submit,
  SUCCESS,
  TYPED,
} from "../components/quote/quote-form-harness"

/**
 * The Netlify Forms mode end to end, without a second build: the form Netlify's deploy would
 * detect in the file the build writes (the plugin's own writer), against what the real quote
 * form sends when a visitor fills it in. Netlify's documented contract
 * (docs.netlify.com/manage/forms/setup; netlify/context-and-tools, skills/netlify-forms):
 * - a form is detected in the deploy's HTML by its `data-netlify="true"` (or `netlify`)
 *   attribute and registered under its `name`, with the fields its named controls list;
 * - `netlify-honeypot="<field>"` names the field whose being filled marks a submission as spam;
 * - a JavaScript submission is a POST, `application/x-www-form-urlencoded`, to the site itself
 *   (a path whose page holds the form), carrying `form-name` and only registered fields.
 */
const fetchMock = mockFetch()

interface DetectedForm {
  /** The deploy path of the file the form was found in. */
  page: string
  name: string
  honeypot: string
  fields: string[]
}

let tmp: string
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "netlify-forms-"))
})
afterAll(() => fs.rm(tmp, { recursive: true, force: true }))

/** What Netlify's form detection finds in the build's output: exactly one form, here. */
async function detectedForm(): Promise<DetectedForm> {
  const file = await writeNetlifyFormsSkeleton(tmp, "netlify")
  if (!file) throw new Error("no skeleton written in the netlify mode")
  const html = await fs.readFile(file, "utf8")
  const doc = new DOMParser().parseFromString(html, "text/html")
  const forms = [...doc.querySelectorAll("form")].filter(
    (form) => form.getAttribute("data-netlify") === "true" || form.hasAttribute("netlify"),
  )
  expect(forms).toHaveLength(1)
  const [form] = forms
  return {
    page: `/${path.relative(tmp, file).split(path.sep).join("/")}`,
    name: form.getAttribute("name") ?? "",
    honeypot: form.getAttribute("netlify-honeypot") ?? "",
    fields: namesOf(form),
  }
}

function namesOf(form: HTMLFormElement): string[] {
  return [...form.elements].flatMap((el) => el.getAttribute("name") ?? []).sort()
}

/** The one request the form sent: where, how, and its body read as Netlify reads it. */
function sentRequest() {
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0]
  const resolved = new URL(url, window.location.href)
  expect(typeof init.body).toBe("string")
  return { resolved, init, body: new URLSearchParams(init.body as string) }
}

describe("the quote form against the form Netlify detects", () => {
  it("posts what a visitor typed, field by field as registered, to the page holding the form", async () => {
    const detected = await detectedForm()
    expect(detected.name).not.toBe("")
    const reply = deferred<{ ok: boolean }>()
    fetchMock.mockReturnValue(reply.promise)
    const { user } = setup("netlify")
    await fillForm(user)
    await user.click(submit())

    // Sending: the button says so and cannot be pressed again.
    expect(submit()).toHaveTextContent("Enviando...")
    expect(submit()).toBeDisabled()

    const { resolved, init, body } = sentRequest()
    expect(resolved.origin).toBe(window.location.origin)
    expect(resolved.pathname).toBe(detected.page)
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    const keys = [...body.keys()]
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual(detected.fields)
    expect(body.get("form-name")).toBe(detected.name)
    for (const [field, value] of Object.entries(TYPED)) expect(body.get(field)).toBe(value)
    expect(body.get(detected.honeypot)).toBe("")

    reply.resolve({ ok: true })
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
  })

  it("sends a filled honeypot as the field Netlify's netlify-honeypot names, for it to drop", async () => {
    const detected = await detectedForm()
    fetchMock.mockResolvedValue({ ok: true })
    const { user } = setup("netlify")
    await fillForm(user)
    const trap = quoteForm().querySelector<HTMLInputElement>(`[name="${detected.honeypot}"]`)
    expect(trap).not.toBeNull()
    trap!.value = "bot"
    await user.click(submit())
    expect(sentRequest().body.get(detected.honeypot)).toBe("bot")
  })

  it("answers a refused post (a deploy without form detection) with the error and the fallback links", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404 })
    const { user } = setup("netlify")
    await fillForm(user)
    await user.click(submit())
    expect(await screen.findByText(ERROR)).toBeInTheDocument()
    const whatsapp = screen.getByRole("link", { name: /Enviar pelo WhatsApp/ })
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain(TYPED.nome)
    expect(screen.getByRole("link", { name: /Enviar por e-mail/ })).toBeInTheDocument()
  })

  it("without JavaScript, posts natively the same registered fields to the same page", async () => {
    const detected = await detectedForm()
    setup("netlify")
    const form = quoteForm() as HTMLFormElement
    expect(form.getAttribute("action")).toBe(detected.page)
    expect(form.getAttribute("method")).toBe("post")
    expect(form.getAttribute("enctype")).toBe("application/x-www-form-urlencoded")
    expect([...new FormData(form).keys()].sort()).toEqual(detected.fields)
    expect(new FormData(form).get("form-name")).toBe(detected.name)
  })
})
