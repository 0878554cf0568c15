/** @jest-environment node */
import { spawn } from "node:child_process"
import { promises as fs } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { CACHE_CONTROL, writeHeadersFile } from "../../scripts/lib/headers"
import { createStaticServer, parseServeArgs, type StaticServer } from "../../scripts/serve"

const ENDPOINT = "http://127.0.0.1:9100/f/quote"
const SECRET = "segredo-fora-do-public"
// Long enough to be worth compressing (the server leaves bodies under 512 bytes alone).
const APP_JS = `/* app */\n${"window.__app = (window.__app || 0) + 1;\n".repeat(40)}`

const FAKE_BUILD: Record<string, string | Buffer> = {
  "public/index.html": page("Início"),
  "public/projetos/index.html": page("Projetos"),
  "public/404.html": page("Página não encontrada"),
  "public/page-data/index/page-data.json": `{"path":"/"}`,
  "public/app-1234abcd.js": APP_JS,
  "public/styles.0123abcd.css": "body{margin:0}",
  "public/static/abc/x.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "public/logo-text.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "public/favicon.ico": Buffer.from([0, 0, 1, 0]),
  "public/icon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "public/photo.jpg": Buffer.from([0xff, 0xd8]),
  "public/photo.webp": "RIFF",
  "public/photo.avif": "avif",
  "public/font.woff2": "wOF2",
  "public/robots.txt": "User-agent: *\n",
  "public/sitemap-index.xml": "<sitemapindex/>",
  "public/manifest.webmanifest": `{"name":"HidroVale"}`,
  "public/_redirects": "/a /b 301",
  "static/logo-text.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "secret.txt": SECRET,
}

function page(title: string): string {
  const padding = "<p>Engenharia hidráulica e sanitária.</p>".repeat(20)
  return `<!DOCTYPE html><html lang="pt-BR"><head><title>${title}</title></head><body><h1>${title}</h1>${padding}<script>window.pagePath="/"</script></body></html>`
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

let tmp: string
let root: string
let server: StaticServer

/** Raw requests: the path goes out exactly as written, and bodies stay compressed. */
function request(
  urlPath: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on("error", reject)
    req.end()
  })
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "serve-"))
  for (const [relative, content] of Object.entries(FAKE_BUILD)) {
    await fs.mkdir(path.dirname(path.join(tmp, relative)), { recursive: true })
    await fs.writeFile(path.join(tmp, relative), content)
  }
  root = path.join(tmp, "public")
  await writeHeadersFile(root, { quoteEndpoint: ENDPOINT })
  server = await createStaticServer({ root, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await fs.rm(tmp, { recursive: true, force: true })
})

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

  it.each(["/robots.txt/", "/static/", "/static/abc/nada.png", "/_headers", "/_redirects"])(
    "answers %s with 404 (not a page, or configuration)",
    async (urlPath) => {
      expect((await request(urlPath)).status).toBe(404)
    },
  )

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
      expect([403, 404]).toContain(answer.status)
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
    ["/favicon.ico", "image/x-icon"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/sitemap-index.xml", "application/xml; charset=utf-8"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/font.woff2", "font/woff2"],
  ])("sends %s as %s", async (urlPath, contentType) => {
    const answer = await request(urlPath)
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toBe(contentType)
  })
})

describe("compression", () => {
  it("sends brotli when accepted, and the body decompresses to the file", async () => {
    const answer = await request("/app-1234abcd.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    })
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.headers.vary).toBe("Accept-Encoding")
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(APP_JS)
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length)
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
    const etag = String(first.headers.etag)
    const again = await request("/app-1234abcd.js", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    })
    expect(again.status).toBe(304)
    expect(again.body).toHaveLength(0)
    const otherCoding = await request("/app-1234abcd.js", { headers: { "If-None-Match": etag } })
    expect(otherCoding.status).toBe(200)
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

describe("the production headers", () => {
  // Netlify cannot exclude /admin/ from a /* rule, so the site's CSP is set per top-level entry of
  // the build (scripts/lib/headers.ts); an address outside all of them gets only the shared headers.
  it.each([
    [200, "GET", "/", {}, true],
    [301, "GET", "/projetos", {}, false],
    [400, "GET", "/%E0%A4%A", {}, true],
    [304, "GET", "/", { "If-None-Match": "*" }, true],
    [403, "GET", "/..%2fsecret.txt", {}, false],
    [404, "GET", "/nao-existe", {}, false],
    [404, "GET", "/projetos/nao-existe", {}, true],
    [405, "DELETE", "/", {}, true],
  ])(
    "are on a %s response (%s %s)",
    async (
      status: number,
      method: string,
      urlPath: string,
      headers: Record<string, string>,
      sitePolicy: boolean,
    ) => {
      const answer = await request(urlPath, { headers, method })
      expect(answer.status).toBe(status)
      if (sitePolicy) {
        expect(answer.headers["content-security-policy"]).toMatch(
          /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';.*connect-src 'self' http:\/\/127\.0\.0\.1:9100;/,
        )
      } else expect(answer.headers["content-security-policy"]).toBeUndefined()
      expect(answer.headers["x-frame-options"]).toBe("DENY")
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
      expect(answer.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      )
    },
  )

  it("follows a rebuilt _headers without a restart", async () => {
    const file = path.join(root, "_headers")
    const original = await fs.readFile(file, "utf8")
    try {
      await fs.writeFile(file, `${original}\n/robots.txt\n  X-Rebuilt: yes\n`)
      await fs.utimes(file, new Date(), new Date(Date.now() + 5000))
      expect((await request("/robots.txt")).headers["x-rebuilt"]).toBe("yes")
    } finally {
      await fs.writeFile(file, original)
      await fs.utimes(file, new Date(), new Date(Date.now() + 10000))
    }
  })

  it("refuses to start on a malformed _headers", async () => {
    const broken = path.join(tmp, "broken")
    await fs.mkdir(broken)
    await fs.writeFile(path.join(broken, "_headers"), "/a\n  not a header\n")
    await expect(createStaticServer({ root: broken, port: 0 })).rejects.toThrow(/line 2/)
  })
})

describe("command line", () => {
  const tsx = path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx")
  const script = path.join(__dirname, "..", "..", "scripts", "serve.ts")

  it("parses --port, --root and --host in both spellings", () => {
    expect(parseServeArgs([])).toEqual({ port: 9000, root: "public", host: "127.0.0.1" })
    expect(parseServeArgs(["--port", "0", "--root=out", "--host", "::1"])).toEqual({
      port: 0,
      root: "out",
      host: "::1",
    })
  })

  it.each([[["--port", "abc"]], [["--port"]], [["--verbose", "1"]]])("rejects %j", (argv) => {
    expect(() => parseServeArgs(argv)).toThrow(/Usage: npx tsx scripts\/serve\.ts/)
  })

  function run(args: string[], until: RegExp): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(tsx, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] })
      let output = ""
      const collect = (chunk: Buffer) => {
        output += chunk.toString()
        if (until.test(output)) child.kill("SIGTERM")
      }
      child.stdout.on("data", collect)
      child.stderr.on("data", collect)
      child.on("error", reject)
      child.on("close", (code) => resolve({ code, output }))
    })
  }

  it("exits 1 with what to do when there is no build", async () => {
    const { code, output } = await run(["--root", path.join(tmp, "nada"), "--port", "0"], /$^/)
    expect(code).toBe(1)
    expect(output).toMatch(/index\.html not found.*Run npm run build first/)
  }, 30_000)

  it("prints the URL it serves", async () => {
    const { output } = await run(["--root", root, "--port", "0"], /at http:\/\/127\.0\.0\.1:\d+\//)
    expect(output).toMatch(/^Serving .*public at http:\/\/127\.0\.0\.1:\d+\/$/m)
  }, 30_000)
})
