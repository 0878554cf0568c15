/** @jest-environment node */
import { promises as fs } from "node:fs"
import path from "node:path"
import {
  QUOTE,
  dataDir,
  start,
  quoteForm,
  post,
  listed,
  withInboxData,
} from "../helpers/form-inbox"

withInboxData()

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
