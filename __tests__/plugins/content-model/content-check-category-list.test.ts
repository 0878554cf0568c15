/** @jest-environment node */
import { rm } from "node:fs/promises"
import { join } from "node:path"
import {
  CATEGORIES,
  PRJ1,
  check,
  expectOnlyError,
  root,
  validProject,
  withContentFolder,
  writeJson,
} from "../../helpers/content-folder"

withContentFolder()

const PRJ2 = "content/projects/prj2/project.json"
const ADD = "Categorias (no editor, em Categorias de projeto)."

describe("the firm's categories (content/categories.json)", () => {
  it("accepts a firm's own list, and projects that use it", async () => {
    await writeJson(CATEGORIES, { categories: ["Barragens", "Resíduos sólidos"] })
    await writeJson(PRJ1, { ...validProject(1), categories: ["Barragens"] })
    await writeJson(PRJ2, { ...validProject(2), categories: ["Resíduos sólidos", "Barragens"] })
    const report = await check()
    expect(report.errors).toEqual([])
  })

  it("names every project whose category was removed from the list, with the list", async () => {
    await writeJson(CATEGORIES, { categories: ["Abastecimento de Água", "Drenagem"] })
    const report = await check()
    const fix =
      'Use uma destas: "Abastecimento de Água", "Drenagem". Ou acrescente "Esgoto" às ' + ADD
    expect(report.errors).toEqual(
      [PRJ1, PRJ2].map((file) => ({
        file,
        field: "categories[0]",
        message:
          'O 1º item do campo "categories" (Categorias) tem "Esgoto", que não é uma das ' +
          `categorias de content/categories.json. ${fix}`,
      })),
    )
  })

  it("suggests the new name of a category renamed in the list", async () => {
    await writeJson(CATEGORIES, { categories: ["Esgoto Sanitário", "Drenagem"] })
    await writeJson(PRJ2, { ...validProject(2), categories: ["Drenagem"] })
    await expectOnlyError({
      file: PRJ1,
      field: "categories[0]",
      message:
        'O 1º item do campo "categories" (Categorias) tem "Esgoto", que não é uma das ' +
        'categorias de content/categories.json. Use "Esgoto Sanitário". Ou acrescente ' +
        `"Esgoto" às ${ADD}`,
    })
  })

  it("refuses the same category twice, even written apart by case or accents", async () => {
    await writeJson(CATEGORIES, { categories: ["Esgoto", "Drenagem", "esgotó"] })
    await expectOnlyError({
      file: CATEGORIES,
      field: "categories[2]",
      message:
        'A 3ª categoria do campo "categories" (Categorias), "esgotó", repete a 1ª, "Esgoto": ' +
        "o filtro mostraria a mesma categoria duas vezes. Apague uma delas (troque-a antes nos " +
        "projetos que a usam).",
    })
  })

  it('refuses a category named as the filter\'s "Todos"', async () => {
    await writeJson(CATEGORIES, { categories: ["Esgoto", "Drenagem", "Todos"] })
    await expectOnlyError({
      file: CATEGORIES,
      field: "categories[2]",
      message:
        'A 3ª categoria do campo "categories" (Categorias), "Todos", é a escolha “Todos” do ' +
        "filtro, que mostra todos os projetos. Dê outro nome à categoria.",
    })
  })

  it("refuses an empty list, naming the field and an example", async () => {
    await writeJson(CATEGORIES, { categories: [] })
    const report = await check()
    expect(report.errors).toContainEqual({
      file: CATEGORIES,
      field: "categories",
      message:
        'O campo "categories" (Categorias) está vazio. Preencha, por exemplo: "categories": ' +
        '["Abastecimento de Água", "Esgoto", "Drenagem"].',
    })
  })

  it("asks for the file when it is missing, without blaming each project", async () => {
    await rm(join(root, CATEGORIES))
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: CATEGORIES,
        message: expect.stringContaining("Falta o arquivo categories.json"),
      },
    ])
  })
})
