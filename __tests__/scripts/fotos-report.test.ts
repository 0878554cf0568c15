/** @jest-environment node */
import { execFile } from "node:child_process"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import type { PhotoResult } from "../../scripts/lib/photos/normalise"
import { formatBytes, formatResult, summaryLine } from "../../scripts/lib/photos/report"
import { flatPicture, readyJpeg, sidewaysGpsPhoto, undecodableHeic } from "../helpers/phone-photos"

jest.setTimeout(120_000)

const REPO = join(__dirname, "../..")
const ROOT = "/site"
const PIC1 = `${ROOT}/content/projects/prj1/pic1.jpg`

const changed: PhotoResult = {
  status: "changed",
  absolutePath: PIC1,
  newPath: PIC1,
  before: { width: 3750, height: 5000, bytes: 4_718_592 },
  after: { width: 1800, height: 2400, bytes: 524_288 },
  changes: ["rotate", "shrink", "gps", "metadata"],
  renamedIn: [],
}

describe("the report", () => {
  it("prints a changed photo with its size before and after and what was done", () => {
    expect(formatResult(changed, ROOT)).toEqual([
      "content/projects/prj1/pic1.jpg: 3750 × 5000 px, 4,5 MB → 1800 × 2400 px, 512 KB " +
        "(girada, reduzida, localização e dados da câmera apagados)",
    ])
  })

  it("prints a converted photo with its new name and the JSON where it was renamed", () => {
    const png = `${ROOT}/content/projects/prj1/pic3.png`
    const converted: PhotoResult = {
      ...changed,
      absolutePath: png,
      newPath: png.replace(".png", ".jpg"),
      before: { width: 900, height: 600, bytes: 1_258_291 },
      after: { width: 900, height: 600, bytes: 98_304 },
      changes: ["convert"],
      renamedIn: [`${ROOT}/content/projects/prj1/project.json`],
    }
    expect(formatResult(converted, ROOT)).toEqual([
      "content/projects/prj1/pic3.png → pic3.jpg: 900 × 600 px, 1,2 MB → 900 × 600 px, 96 KB " +
        "(convertida para JPG, nome trocado em project.json)",
    ])
  })

  it("prints nothing for an untouched photo, and a problem under the file's name", () => {
    expect(formatResult({ status: "unchanged", absolutePath: PIC1, bytes: 10 }, ROOT)).toEqual([])
    expect(
      formatResult({ status: "problem", absolutePath: PIC1, message: "um\ndois" }, ROOT),
    ).toEqual(["PROBLEMA em content/projects/prj1/pic1.jpg:", "  um", "  dois"])
  })

  it("sums up, and says when there is nothing to do", () => {
    const unchanged: PhotoResult = { status: "unchanged", absolutePath: PIC1, bytes: 10 }
    expect(summaryLine([changed, unchanged, unchanged])).toBe(
      "1 foto alterada, 2 já estavam prontas. Peso das fotos alteradas: 4,5 MB → 512 KB.",
    )
    expect(summaryLine([unchanged, unchanged])).toBe(
      "Nada a fazer: as 2 fotos já estão prontas (até 2400 px, em pé, sem localização nem " +
        "dados da câmera).",
    )
    expect(summaryLine([{ status: "problem", absolutePath: PIC1, message: "x" }])).toBe(
      "Nenhuma foto alterada; 1 problema (acima).",
    )
  })

  it("writes sizes as a file manager does, in Brazilian Portuguese", () => {
    expect([formatBytes(300), formatBytes(150_000), formatBytes(15_116_032)]).toEqual([
      "1 KB",
      "146 KB",
      "14,4 MB",
    ])
  })
})

describe("npm run fotos", () => {
  let root: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "fotos-cli-"))
    const prj1 = join(root, "content/projects/prj1")
    await mkdir(prj1, { recursive: true })
    await writeFile(join(prj1, "capa-main.jpg"), await readyJpeg())
    await writeFile(join(prj1, "pic1.jpg"), await sidewaysGpsPhoto())
    await writeFile(join(prj1, "pic2.png"), await flatPicture(900, 600, "png"))
    await writeFile(join(prj1, "IMG_0003.heic"), undecodableHeic())
  })

  afterAll(() => rm(root, { recursive: true, force: true }))

  const fotos = async (...args: string[]) => {
    const tsx = join(REPO, "node_modules/.bin/tsx")
    const script = join(REPO, "scripts/fotos.ts")
    // The maintainer's own shell: no CONTENT_DIR (npm test sets one for the fixture build).
    const env = { ...process.env }
    delete env.CONTENT_DIR
    try {
      const { stdout } = await promisify(execFile)(tsx, [script, ...args], { cwd: root, env })
      return { code: 0, stdout }
    } catch (caught) {
      const { code, stdout } = caught as { code: number; stdout: string }
      return { code, stdout }
    }
  }

  it("is an npm script", async () => {
    const { scripts } = JSON.parse(await readFile(join(REPO, "package.json"), "utf8"))
    expect(scripts.fotos).toBe("tsx scripts/fotos.ts")
  })

  it("prints each change and a summary, names the HEIC's fix, then has nothing to do", async () => {
    const first = await fotos("content")
    expect(first.code).toBe(1)
    const lines = first.stdout.trim().split("\n")
    expect(lines[0]).toBe("Fotos em content/:")
    expect(lines).toContain("PROBLEMA em content/projects/prj1/IMG_0003.heic:")
    expect(first.stdout).toContain('escolha "Mais Compatível"')
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/projects\/prj1\/pic1\.jpg: 3750 × 5000 px, [\d,]+ (KB|MB) → 1800 × 2400 px, [\d,]+ KB \(girada, reduzida, localização e dados da câmera apagados\)$/,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/projects\/prj1\/pic2\.png → pic2\.jpg: 900 × 600 px/),
    )
    expect(lines.at(-1)).toMatch(/^2 fotos alteradas, 1 já estava pronta, 1 problema \(acima\)\./)

    await rm(join(root, "content/projects/prj1/IMG_0003.heic"))
    const second = await fotos()
    expect(second).toEqual({
      code: 0,
      stdout:
        "Fotos em content/:\nNada a fazer: as 3 fotos já estão prontas (até 2400 px, em pé, " +
        "sem localização nem dados da câmera).\n",
    })
  })
})
