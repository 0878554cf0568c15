/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { createFormInbox, type FormInbox, type FormInboxOptions } from "../../scripts/form-inbox"

const QUOTE = {
  nome: "José Conceição",
  email: "jose@exemplo.com.br",
  telefone: "(31) 3333-4444",
  empresa: "Saneamento São João Ltda.",
  tipo_projeto: "Abastecimento de Água",
  descricao: "Ampliação da captação e estação de tratamento; população de 12 mil habitantes.",
}

let dataDir: string
const opened: FormInbox[] = []

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "form-inbox-"))
})

afterEach(async () => {
  await Promise.all(opened.splice(0).map((inbox) => inbox.close()))
  await fs.rm(dataDir, { recursive: true, force: true })
})

async function start(options: Partial<FormInboxOptions> = {}): Promise<FormInbox> {
  const inbox = await createFormInbox({ port: 0, dataDir, ...options })
  opened.push(inbox)
  return inbox
}

function quoteForm(fields: Record<string, string> = QUOTE, gotcha = ""): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  data.append("_gotcha", gotcha)
  return data
}

const post = (inbox: FormInbox, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(inbox.endpoint, {
    method: "POST",
    body,
    headers: { Accept: "application/json", ...headers },
  })

async function listed(inbox: FormInbox) {
  const response = await fetch(inbox.endpoint, { headers: { Accept: "application/json" } })
  const { submissions } = (await response.json()) as { submissions: { fields: unknown }[] }
  return submissions
}

describe("form inbox: submissions", () => {
  it("stores the six multipart fields with accents intact, on disk before answering", async () => {
    const inbox = await start()
    const response = await post(inbox, quoteForm(), { "User-Agent": "jest-agent" })

    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({ ok: true, next: null })
    const lines = (await fs.readFile(inbox.submissionsFile, "utf8")).trim().split("\n")
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0])
    expect(entry).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      form: "quote",
      fields: QUOTE,
      accept: "application/json",
      userAgent: "jest-agent",
    })
    expect(inbox.submissionsFile).toBe(path.join(dataDir, "submissions.jsonl"))
  })

  it("accepts urlencoded bodies and keeps only the quote fields", async () => {
    const inbox = await start()
    const body = new URLSearchParams({ ...QUOTE, extra: "ignored", _gotcha: "" })
    expect((await post(inbox, body)).status).toBe(200)
    expect(await listed(inbox)).toEqual([expect.objectContaining({ fields: QUOTE })])
  })

  it("answers 422 with the provider's error shape for empty or missing required fields", async () => {
    const inbox = await start()
    const withoutEmail: Record<string, string> = { ...QUOTE, telefone: "" }
    delete withoutEmail.email
    const response = await post(inbox, quoteForm(withoutEmail))

    expect(response.status).toBe(422)
    await expect(response.json()).resolves.toEqual({
      error: "Validation errors",
      errors: [
        { field: "email", code: "REQUIRED", message: expect.any(String) },
        { field: "telefone", code: "REQUIRED", message: expect.any(String) },
      ],
    })
    expect(await listed(inbox)).toEqual([])
  })

  it("takes empty optional fields (empresa, tipo_projeto)", async () => {
    const inbox = await start()
    const fields = { ...QUOTE, empresa: "", tipo_projeto: "" }
    expect((await post(inbox, quoteForm(fields))).status).toBe(200)
    expect(await listed(inbox)).toEqual([expect.objectContaining({ fields })])
  })

  it("answers 200 to a filled honeypot but stores nothing (spam)", async () => {
    const inbox = await start()
    const response = await post(inbox, quoteForm(QUOTE, "http://spam.example"))
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({ ok: true, next: null })
    expect(await listed(inbox)).toEqual([])
  })

  it("answers 413 over the size limit (declared length) and stores nothing", async () => {
    const inbox = await start({ maxBytes: 2048 })
    const response = await post(inbox, quoteForm({ ...QUOTE, descricao: "x".repeat(5000) }))
    expect(response.status).toBe(413)
    await expect(response.json()).resolves.toEqual({ error: expect.stringMatching(/too large/i) })
    expect(await listed(inbox)).toEqual([])
  })

  it("answers 413 and stops reading a streamed body that grows over the limit", async () => {
    const inbox = await start({ maxBytes: 4096 })
    const chunk = new TextEncoder().encode("nome=" + "a".repeat(1000))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 5000) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await fetch(inbox.endpoint, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(5000)
  })

  it("has a 1 MB limit by default", async () => {
    const inbox = await start()
    const underLimit = quoteForm({ ...QUOTE, descricao: "x".repeat(1000 * 1000) })
    expect((await post(inbox, underLimit)).status).toBe(200)
    const overLimit = quoteForm({ ...QUOTE, descricao: "x".repeat(1024 * 1024) })
    expect((await post(inbox, overLimit)).status).toBe(413)
  })

  it("refuses bodies that are not form data", async () => {
    const inbox = await start()
    const response = await post(inbox, JSON.stringify(QUOTE), {
      "Content-Type": "application/json",
    })
    expect(response.status).toBe(415)
  })

  it("keeps the submissions across a restart", async () => {
    const first = await start()
    await post(first, quoteForm())
    await first.close()

    const second = await start()
    await post(second, quoteForm({ ...QUOTE, nome: "Maria Ângela" }))
    const names = (await listed(second)).map((entry) => (entry.fields as typeof QUOTE).nome)
    expect(names).toEqual(["José Conceição", "Maria Ângela"])
  })
})

describe("form inbox: CORS, so the site on another port can read the answer", () => {
  const ORIGIN = "http://localhost:8000"

  it("answers the preflight", async () => {
    const inbox = await start()
    const response = await fetch(inbox.endpoint, {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "accept",
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN)
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS")
    expect(response.headers.get("access-control-allow-headers")).toBe("Accept, Content-Type")
  })

  it.each([
    ["a stored submission", QUOTE, 200],
    ["a refused submission", { nome: "Só o nome" }, 422],
  ])("adds the CORS headers to %s", async (_case, fields, status) => {
    const inbox = await start()
    const response = await post(inbox, quoteForm(fields), { Origin: ORIGIN })
    expect(response.status).toBe(status)
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN)
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS")
    expect(response.headers.get("access-control-allow-headers")).toBe("Accept, Content-Type")
  })

  it("allows any origin when the request names none", async () => {
    const inbox = await start()
    const response = await post(inbox, quoteForm())
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
  })
})

describe("form inbox: for the person testing", () => {
  it("lists the submissions as an HTML page, escaped", async () => {
    const inbox = await start()
    await post(inbox, quoteForm({ ...QUOTE, descricao: "<script>alert(1)</script>" }))
    for (const address of [`${inbox.url}/`, inbox.endpoint]) {
      const response = await fetch(address)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toContain("José Conceição")
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
      expect(html).not.toContain("<script>")
      expect(html).toContain(inbox.submissionsFile)
    }
  })

  it("answers /health, and 404 or 405 elsewhere", async () => {
    const inbox = await start()
    expect((await fetch(`${inbox.url}/health`)).status).toBe(200)
    expect((await fetch(`${inbox.url}/nowhere`)).status).toBe(404)
    expect((await fetch(inbox.endpoint, { method: "PUT" })).status).toBe(405)
  })
})

describe("form inbox: test controls", () => {
  const control = (inbox: FormInbox, body: unknown) =>
    fetch(`${inbox.url}/__control`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })

  it("are off unless asked for", async () => {
    const inbox = await start()
    expect((await control(inbox, { mode: "fail" })).status).toBe(404)
    expect((await fetch(`${inbox.url}/__submissions`)).status).toBe(404)
    expect((await fetch(`${inbox.url}/__submissions`, { method: "DELETE" })).status).toBe(404)
    expect((await post(inbox, quoteForm())).status).toBe(200)
  })

  it("fail mode answers 500 and stores nothing, until normal mode returns", async () => {
    const inbox = await start({ testControls: true })
    expect((await control(inbox, { mode: "fail" })).status).toBe(200)
    expect((await post(inbox, quoteForm())).status).toBe(500)
    expect(await listed(inbox)).toEqual([])

    await control(inbox, { mode: "normal" })
    expect((await post(inbox, quoteForm())).status).toBe(200)
  })

  it("slow mode answers after the delay", async () => {
    const inbox = await start({ testControls: true })
    await control(inbox, { mode: "slow", delayMs: 300 })
    const started = Date.now()
    const response = await post(inbox, quoteForm())
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it("closing the inbox does not wait for a slow answer", async () => {
    const inbox = await start({ testControls: true })
    await control(inbox, { mode: "slow", delayMs: 60_000 })
    const pending = post(inbox, quoteForm()).then(
      () => "answered",
      () => "connection closed",
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await inbox.close()
    expect(Date.now() - started).toBeLessThan(1000)
    await expect(pending).resolves.toBe("connection closed")
    expect(await fs.readFile(inbox.submissionsFile, "utf8")).toBe("")
  })

  it("refuses a bad control body", async () => {
    const inbox = await start({ testControls: true })
    expect((await control(inbox, { mode: "broken" })).status).toBe(400)
    expect((await control(inbox, { mode: "slow", delayMs: -1 })).status).toBe(400)
  })

  it("lists and clears the stored submissions", async () => {
    const inbox = await start({ testControls: true })
    await post(inbox, quoteForm())
    const listing = await fetch(`${inbox.url}/__submissions`)
    expect(await listing.json()).toEqual([
      expect.objectContaining({ form: "quote", fields: QUOTE }),
    ])

    expect((await fetch(`${inbox.url}/__submissions`, { method: "DELETE" })).status).toBe(200)
    expect(await (await fetch(`${inbox.url}/__submissions`)).json()).toEqual([])
    expect(await fs.readFile(inbox.submissionsFile, "utf8")).toBe("")
  })
})
