/** @jest-environment node */
import type { FormInbox } from "../../scripts/form-inbox"
import { promises as fs } from "node:fs"
import { QUOTE, start, quoteForm, post, listed, withInboxData } from "../helpers/form-inbox"

withInboxData()

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
