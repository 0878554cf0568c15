/** A fake build served by scripts/serve.ts, for the static server's tests. */
import { promises as fs } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { writeHeadersFile } from "../../plugins/deploy-files/headers"
import { shareLoaderScriptsInPages } from "../../plugins/deploy-files/page-path-script"
import { createStaticServer, type StaticServer } from "../../scripts/lib/static-server"

export const ENDPOINT = "http://127.0.0.1:9100/f/quote"
export const SECRET = "segredo-fora-do-public"
// Long enough to be worth compressing (the server leaves bodies under 512 bytes alone).
export const APP_JS = `/* app */\n${"window.__app = (window.__app || 0) + 1;\n".repeat(40)}`

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

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export let tmp: string
export let root: string
export let server: StaticServer

/** Raw requests: the path goes out exactly as written, and bodies stay compressed. */
export function request(
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

/** Serves FAKE_BUILD, with its _headers, for the tests of the calling file. */
export function withStaticSite(): void {
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "serve-"))
    for (const [relative, content] of Object.entries(FAKE_BUILD)) {
      await fs.mkdir(path.dirname(path.join(tmp, relative)), { recursive: true })
      await fs.writeFile(path.join(tmp, relative), content)
    }
    root = path.join(tmp, "public")
    await shareLoaderScriptsInPages(root)
    await writeHeadersFile(root, { quoteEndpoint: ENDPOINT })
    server = await createStaticServer({ root, port: 0 })
  })

  afterAll(async () => {
    await server?.close()
    await fs.rm(tmp, { recursive: true, force: true })
  })
}
