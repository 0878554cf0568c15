/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { describeNulFiles, scanNulBytes } from "../../scripts/lib/nul-bytes"

describe("scanning a built site for NUL bytes", () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "nul-bytes-"))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const put = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), content)
  }

  it("counts the NULs of every text file in every folder, and reads no picture, font or WebAssembly", async () => {
    await put("index.html", "<h1>Projetos</h1>")
    await put("projetos/categoria/irrigacao/index.html", "<h2>Irriga\0ção e \0ção</h2>")
    await put("page-data/index/page-data.json", '{"path":"/\0"}')
    await put("_headers", "/*\n  X-Frame-Options: DENY\n")
    await put("static/ab/capa.avif", Buffer.from([0, 0, 0, 0x20]))
    await put("font.woff2", Buffer.from([0x77, 0x4f, 0x46, 0x32, 0]))
    await put("admin/abc.wasm", Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))

    const scan = await scanNulBytes(dir)

    expect(scan.files).toBe(4)
    expect(scan.nulBytes).toBe(3)
    expect(scan.withNul).toEqual([
      { file: "/page-data/index/page-data.json", count: 1, context: '{"path":"/␀"}' },
      {
        file: "/projetos/categoria/irrigacao/index.html",
        count: 2,
        context: "<h2>Irriga␀ção e ␀ção</h2>",
      },
    ])
    expect(describeNulFiles(scan)).toContain(
      "/projetos/categoria/irrigacao/index.html (2): …<h2>Irriga␀ção",
    )
  })

  it("finds none in a clean build", async () => {
    await put("index.html", "<p>Irrigação</p>")
    expect(await scanNulBytes(dir)).toEqual({ files: 1, nulBytes: 0, withNul: [] })
  })
})
