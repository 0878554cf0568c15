/** @jest-environment node */
import { SECRET, request, withStaticSite } from "../helpers/static-site"

withStaticSite()

describe("pages and redirects", () => {
  it("serves / from index.html", async () => {
    const answer = await request("/")
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(answer.body.toString()).toContain("<h1>Início</h1>")
  })

  it("serves /projetos/ from projetos/index.html", async () => {
    const answer = await request("/projetos/")
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toContain("<h1>Projetos</h1>")
  })

  it.each([
    ["/projetos", "/projetos/"],
    ["/projetos?categoria=drenagem&x=1", "/projetos/?categoria=drenagem&x=1"],
    ["//projetos", "/projetos/"],
  ])("redirects %s to %s with a 301", async (from, to) => {
    const answer = await request(from)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(to)
  })

  it("answers an unknown path with 404.html and status 404", async () => {
    const answer = await request("/nao-existe")
    expect(answer.status).toBe(404)
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(answer.body.toString()).toContain("Página não encontrada")
  })

  it.each([
    "/robots.txt/",
    "/static",
    "/static/",
    "/static/abc/nada.png",
    "/_headers",
    "/_redirects",
    "/static/../_headers",
  ])("answers %s with 404 (not a page, or configuration)", async (urlPath) => {
    expect((await request(urlPath)).status).toBe(404)
  })

  it("answers HEAD like GET without a body", async () => {
    const [get, head] = await Promise.all([request("/"), request("/", { method: "HEAD" })])
    expect(head.status).toBe(200)
    expect(head.body).toHaveLength(0)
    expect(head.headers["content-length"]).toBe(get.headers["content-length"])
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"])
  })

  it("refuses other methods with 405 and Allow", async () => {
    const answer = await request("/", { method: "POST" })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe("GET, HEAD")
  })
})

describe("path traversal", () => {
  it.each(["/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/static/..%2f..%2f..%2fsecret.txt"])(
    "refuses %s with 403",
    async (urlPath) => {
      const answer = await request(urlPath)
      expect(answer.status).toBe(403)
      expect(answer.body.toString()).not.toContain(SECRET)
    },
  )

  it.each(["/../secret.txt", "/%2e%2e/secret.txt", "/a%00b"])(
    "never serves a file outside the root for %s",
    async (urlPath) => {
      const answer = await request(urlPath)
      expect([400, 403, 404]).toContain(answer.status)
      expect(answer.body.toString()).not.toContain(SECRET)
    },
  )
})

describe("content types", () => {
  it.each([
    ["/app-1234abcd.js", "text/javascript; charset=utf-8"],
    ["/styles.0123abcd.css", "text/css; charset=utf-8"],
    ["/page-data/index/page-data.json", "application/json; charset=utf-8"],
    ["/icon.svg", "image/svg+xml"],
    ["/logo-text.png", "image/png"],
    ["/photo.jpg", "image/jpeg"],
    ["/photo.webp", "image/webp"],
    ["/photo.avif", "image/avif"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/sitemap-index.xml", "application/xml"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/font.woff2", "font/woff2"],
  ])("sends %s as %s", async (urlPath, contentType) => {
    const answer = await request(urlPath)
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toBe(contentType)
  })
})
