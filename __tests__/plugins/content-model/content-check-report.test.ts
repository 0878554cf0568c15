/** @jest-environment node */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import {
  assertContent,
  checkContent,
  formatReport,
} from "../../../plugins/content-model/content-check"
import {
  REPO,
  PRJ1,
  SITE,
  root,
  tinyJpeg,
  validProject,
  writeSite,
  writeJson,
  put,
  remove,
  check,
  withContentFolder,
} from "../../helpers/content-folder"
import { validSite } from "../../helpers/valid-site"

withContentFolder()

describe("the report", () => {
  async function breakSeveralThings(): Promise<void> {
    await writeJson(PRJ1, { ...validProject(1), year: "19", categories: ["Esgotos"] })
    await remove("content/projects/prj2/capa-main.jpg")
    await put("content/projects/prj2/PIC3.JPG", tinyJpeg)
    await writeSite({ ...validSite(), email: "contato" })
  }

  it("reports every problem at once, not only the first", async () => {
    await breakSeveralThings()
    const report = await check()
    expect(report.errors.map((problem) => [problem.file, problem.field])).toEqual([
      [SITE, "email"],
      [PRJ1, "year"],
      [PRJ1, "categories[0]"],
      ["content/projects/prj2/capa-main.jpg", undefined],
    ])
    expect(report.warnings.map((problem) => problem.file)).toEqual([
      "content/projects/prj2/PIC3.JPG",
    ])
    expect(report).toMatchObject({ projectCount: 2, pictureCount: 5 })
  })

  it("prints errors first, then warnings, then the summary", async () => {
    await breakSeveralThings()
    const text = formatReport(await check())
    const blocks = text.split("\n\n")
    expect(blocks.map((block) => block.split("\n")[0])).toEqual([
      'ERRO em content/site.json, campo "email":',
      'ERRO em content/projects/prj1/project.json, campo "year":',
      'ERRO em content/projects/prj1/project.json, campo "categories[0]":',
      "ERRO em content/projects/prj2/capa-main.jpg:",
      "AVISO em content/projects/prj2/PIC3.JPG:",
      "Conteúdo verificado: 2 projetos, 5 fotos, 4 erros, 1 aviso.",
    ])
    expect(blocks[2]).toBe(
      'ERRO em content/projects/prj1/project.json, campo "categories[0]":\n  O 1º item do campo "categories" (Categorias) tem "Esgotos", que não é uma das categorias de content/categories.json. Use "Esgoto". Ou acrescente "Esgotos" às Categorias (no editor, em Categorias de projeto).',
    )
  })

  it("uses the singular for one of each", () => {
    const problem = { file: "content/site.json", message: "m" }
    const report = { errors: [problem], warnings: [problem], projectCount: 1, pictureCount: 1 }
    expect(formatReport(report).split("\n\n").pop()).toBe(
      "Conteúdo verificado: 1 projeto, 1 foto, 1 erro, 1 aviso.",
    )
  })
})

describe("assertContent, for gatsby-node", () => {
  const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn(), info: jest.fn() })

  it("warns once per warning and stops the build once with every error", async () => {
    await writeJson(PRJ1, { ...validProject(1), year: "19", descricao: "x" })
    await writeSite({ ...validSite(), phone: "" })
    const gatsby = reporter()
    await assertContent(join(root, "content"), gatsby)
    expect(gatsby.warn.mock.calls).toEqual([
      [
        'AVISO em content/projects/prj1/project.json, campo "descricao":\n  O campo "descricao" não é conhecido e será IGNORADO (não aparece no site). Você quis dizer "description"? Renomeie o campo para "description".',
      ],
    ])
    expect(gatsby.panicOnBuild).toHaveBeenCalledTimes(1)
    const [text] = gatsby.panicOnBuild.mock.calls[0] as [string]
    expect(text.split("\n\n").map((block) => block.split("\n")[0])).toEqual([
      'ERRO em content/site.json, campo "phone":',
      'ERRO em content/projects/prj1/project.json, campo "year":',
      "Conteúdo verificado: 2 projetos, 6 fotos, 2 erros, 1 aviso.",
    ])
    expect(gatsby.info).not.toHaveBeenCalled()
  })

  it("only informs when the content is fine", async () => {
    const gatsby = reporter()
    await assertContent(join(root, "content"), gatsby)
    expect(gatsby.warn).not.toHaveBeenCalled()
    expect(gatsby.panicOnBuild).not.toHaveBeenCalled()
    expect(gatsby.info).toHaveBeenCalledWith(
      "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 0 avisos.",
    )
  })
})

describe("npx tsx scripts/check-content.ts", () => {
  const run = promisify(execFile)
  // The project's own tsx, as `npm run check:content` runs it: npx would only look it up.
  const tsx = join(REPO, "node_modules/.bin/tsx")

  async function cli(dir: string): Promise<{ code: number; stdout: string }> {
    try {
      const { stdout } = await run(tsx, ["scripts/check-content.ts", dir], { cwd: REPO })
      return { code: 0, stdout }
    } catch (caught) {
      const failed = caught as { code: number; stdout: string }
      return { code: failed.code, stdout: failed.stdout }
    }
  }

  it("prints only the summary and exits 0 when all is fine", async () => {
    expect(await cli(join(root, "content"))).toEqual({
      code: 0,
      stdout: "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 0 avisos.\n",
    })
  })

  it("exits 0 with warnings only, and prints them", async () => {
    await put("content/projects/prj1/pic01.jpg", tinyJpeg)
    const { code, stdout } = await cli(join(root, "content"))
    expect(code).toBe(0)
    expect(stdout).toBe(
      "AVISO em content/projects/prj1/pic01.jpg:\n" +
        '  O arquivo "pic01.jpg" não segue os nomes do site e será IGNORADO (não aparece no site). Para mostrá-la na galeria, renomeie para pic3.jpg.\n\n' +
        "Conteúdo verificado: 2 projetos, 6 fotos, 0 erros, 1 aviso.\n",
    )
  })

  it("exits 1 when there are errors, and prints them", async () => {
    await writeJson(PRJ1, { ...validProject(1), location: "Itabira/MG" })
    const { code, stdout } = await cli(join(root, "content"))
    expect(code).toBe(1)
    expect(stdout).toBe(
      'ERRO em content/projects/prj1/project.json, campo "location":\n' +
        '  O campo "location" (Localização) tem "Itabira/MG", fora do formato: Escreva a cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG". Use "Itabira - MG".\n\n' +
        "Conteúdo verificado: 2 projetos, 6 fotos, 1 erro, 0 avisos.\n",
    )
  })
})

// The live content/ belongs to the firm and is checked by `npm run check:content`; the tests' own
// content must stay valid, since every build in the tests uses it.
describe("the tests' fixture content", () => {
  it("has no errors", async () => {
    const report = await checkContent(join(REPO, "__tests__/fixtures/content"))
    expect(report.errors).toEqual([])
    expect(report.projectCount).toBe(19)
  })
})
