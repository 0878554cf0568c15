/** @jest-environment node */
import zlib from "node:zlib"
import { CACHE_CONTROL } from "../../plugins/deploy-files/cache-control"
import { APP_JS, request, withStaticSite } from "../helpers/static-site"

withStaticSite()

describe("compression", () => {
  it("sends brotli when accepted, and the body decompresses to the file", async () => {
    const answer = await request("/app-1234abcd.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    })
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.headers.vary).toBe("Accept-Encoding")
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(APP_JS)
    expect(answer.body.length).toBeLessThan(APP_JS.length)
  })

  it("sends gzip when brotli is refused", async () => {
    const answer = await request("/", { headers: { "Accept-Encoding": "br;q=0, gzip" } })
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(answer.body).toString()).toContain("<h1>Início</h1>")
  })

  it("sends the bytes as they are when nothing is accepted, still varying on it", async () => {
    const answer = await request("/app-1234abcd.js", { headers: { "Accept-Encoding": "identity" } })
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.headers.vary).toBe("Accept-Encoding")
    expect(answer.body.toString()).toBe(APP_JS)
  })

  it("does not compress images", async () => {
    const answer = await request("/logo-text.png", { headers: { "Accept-Encoding": "gzip, br" } })
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
  })
})

describe("caching", () => {
  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await request("/app-1234abcd.js", { headers: { "Accept-Encoding": "gzip" } })
    // Weak: one tag for the file whatever its coding, which weak comparison allows.
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\//)
    const again = await request("/app-1234abcd.js", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    })
    expect(again.status).toBe(304)
    expect(again.body).toHaveLength(0)
    const changed = await request("/app-1234abcd.js", { headers: { "If-None-Match": 'W/"x"' } })
    expect(changed.status).toBe(200)
  })

  it.each([
    ["/", CACHE_CONTROL.revalidate],
    ["/app-1234abcd.js", CACHE_CONTROL.immutable],
    ["/static/abc/x.png", CACHE_CONTROL.immutable],
    ["/logo-text.png", CACHE_CONTROL.staticFile],
    ["/page-data/index/page-data.json", CACHE_CONTROL.revalidate],
  ])("sends the Cache-Control of _headers for %s", async (urlPath, cacheControl) => {
    expect((await request(urlPath)).headers["cache-control"]).toBe(cacheControl)
  })

  it("never marks a missing file or a redirect immutable", async () => {
    expect((await request("/static/abc/nada.png")).headers["cache-control"]).toBe(
      CACHE_CONTROL.revalidate,
    )
    expect((await request("/projetos")).headers["cache-control"]).toBe(CACHE_CONTROL.revalidate)
  })
})
