/** @jest-environment node */
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { builtPages, formatFinding, parseReport } from "../../scripts/validate-html"

const ROOT = path.resolve(__dirname, "../..")
const SCRIPT = path.join(ROOT, "scripts", "validate-html.ts")
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx")

const PAGE = (body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Página</title></head><body>${body}</body></html>`

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "validate-html-"))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

const url = (file: string) => pathToFileURL(path.join(root, file)).href

describe("builtPages", () => {
  it("lists the build's .html files, leaving out the editor and Gatsby's slice fragments", () => {
    for (const file of [
      "index.html",
      "projetos/index.html",
      "404.html",
      "admin/index.html",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "page-data/404.html/page-data.json",
      "app.js",
    ])
      write(file, "")
    expect(builtPages(root).map((file) => path.relative(root, file))).toEqual([
      "404.html",
      "index.html",
      "projetos/index.html",
    ])
  })
})

describe("parseReport", () => {
  it("keeps errors and warnings with file, line and column; drops info and the file-only CSP warnings", () => {
    const report = JSON.stringify({
      messages: [
        {
          type: "error",
          url: url("index.html"),
          lastLine: 6,
          firstColumn: 35540,
          lastColumn: 35560,
          message: "A “style” element in “body” must be the first child of its parent.",
        },
        {
          type: "error",
          url: url("projetos/index.html"),
          firstLine: 2,
          lastLine: 3,
          firstColumn: 4,
          message: "Saw U+0000 in stream.",
        },
        { type: "info", url: url("index.html"), lastLine: 1, message: "Trailing slash on void" },
        {
          type: "info",
          subType: "warning",
          url: url("404.html"),
          lastLine: 1,
          message: "Consider adding a “lang” attribute to the “html” start tag.",
        },
        {
          type: "info",
          subType: "warning",
          url: url("404.html"),
          lastLine: 1,
          message:
            "Resource violates Content Security Policy (meta tag): image “/logo-text.png” blocked by “img-src” directive.",
        },
        { type: "non-document-error", subType: "io", message: "File not found." },
      ],
    })
    const findings = parseReport(report, root)
    expect(findings.map(formatFinding)).toEqual([
      "index.html:6:35540: error: A “style” element in “body” must be the first child of its parent.",
      "projetos/index.html:2:4: error: Saw U+0000 in stream.",
      "404.html:1: warning: Consider adding a “lang” attribute to the “html” start tag.",
      "(vnu): error: File not found.",
    ])
  })

  it("finds nothing in a clean report", () => {
    expect(parseReport('{"messages":[]}', root)).toEqual([])
  })
})

/** The script as npm test runs it, with Java. */
function runScript(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [SCRIPT, "--root", root], { cwd: ROOT }, (error, stdout) =>
      resolve({ code: error ? Number(error.code) : 0, stdout }),
    )
  })
}

describe("scripts/validate-html.ts", () => {
  it("passes valid pages and fails, naming file, line and message, on a page with an error", async () => {
    write(
      "index.html",
      PAGE("<h1>Início</h1><footer><div><h2>Contato</h2><address>Rua A</address></div></footer>"),
    )
    write("admin/index.html", "<p>not checked: no doctype, no title")
    const clean = await runScript()
    expect(clean.stdout).toContain("HTML checker (vnu): 1 pages, 0 errors, 0 warnings")
    expect(clean.code).toBe(0)

    write(
      "projetos/index.html",
      PAGE(
        '<main><p>um</p><style>p{color:red}</style><label>Nome <style>b{}</style><input name="n"></label></main>',
      ),
    )
    const failed = await runScript()
    expect(failed.code).toBe(1)
    expect(failed.stdout).toMatch(
      /^projetos\/index\.html:1:\d+: error: A “style” element in “body” must be the first child of its parent\.$/m,
    )
    expect(failed.stdout).toMatch(
      /^projetos\/index\.html:1:\d+: error: Element “style” not allowed as child of element “label”/m,
    )
    expect(failed.stdout).toContain("HTML checker (vnu): 2 pages, 3 errors, 0 warnings")
  }, 120_000)
})
