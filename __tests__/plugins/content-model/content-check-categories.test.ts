/** @jest-environment node */
import {
  NEXT_YEAR,
  PRJ1,
  validProject,
  writeJson,
  check,
  expectOnlyError,
  withContentFolder,
} from "../../helpers/content-folder"
import { SPEC_CATEGORIES } from "../../helpers/spec"

withContentFolder()

describe("categories, year and location", () => {
  it.each([
    ["Abastecimento de Agua", 'Use "Abastecimento de Água".'],
    ["esgoto", 'Use "Esgoto".'],
    ["HIDROSSANITARIOS", 'Use "Hidrossanitários".'],
    ["Drenagen", 'Use "Drenagem".'],
    ["Irrigacão ", 'Use "Irrigação".'],
    [
      "Paisagismo",
      `Use uma destas: ${SPEC_CATEGORIES.map((category) => `"${category}"`).join(", ")}.`,
    ],
  ])("rejects the category %j: %s", async (category, fix) => {
    await writeJson(PRJ1, { ...validProject(1), categories: ["Esgoto", category] })
    await expectOnlyError({
      file: PRJ1,
      field: "categories[1]",
      message:
        `O 2º item do campo "categories" (Categorias) tem "${category}", que não é uma das ` +
        `categorias de content/categories.json. ${fix} Ou acrescente "${category}" às ` +
        "Categorias (no editor, em Categorias de projeto).",
    })
  })

  it("names both files when two projects would have the same address", async () => {
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      title: "Sistema de Esgoto de Itabira!",
    })
    await expectOnlyError({
      file: "content/projects/prj2/project.json",
      field: "slug",
      message:
        "Este projeto e o de content/projects/prj1/project.json teriam o mesmo endereço, " +
        "/projetos/sistema-de-esgoto-de-itabira/. Mude o título de um deles ou dê a um deles " +
        'um "slug" diferente, por exemplo "slug": "sistema-de-esgoto-de-itabira-2".',
    })
  })

  it("accepts a slug of its own that sets two projects with one title apart", async () => {
    await writeJson("content/projects/prj2/project.json", {
      ...validProject(2),
      title: "Sistema de Esgoto de Itabira",
      slug: "esgoto-de-itabira-segunda-etapa",
    })
    const report = await check()
    expect(report.errors).toEqual([])
  })

  it.each([
    ["Esgoto-Itabira", "não é válido"],
    ["esgoto itabira", "não é válido"],
    ["estação", "não é válido"],
    ["2", "não pode ser usado"],
    ["categoria", "não pode ser usado"],
    ["estado", "não pode ser usado"],
  ])("rejects the slug %j", async (slug, reason) => {
    await writeJson(PRJ1, { ...validProject(1), slug })
    const report = await check()
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: PRJ1,
        field: "slug",
        message: expect.stringContaining(reason),
      }),
    ])
    expect(report.errors[0].message).toContain('"slug": "sistema-de-esgoto-de-itabira"')
  })

  it("rejects a title with nothing to make an address from", async () => {
    await writeJson(PRJ1, { ...validProject(1), title: "—" })
    const report = await check()
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: PRJ1,
        field: "title",
        message: expect.stringContaining("slug"),
      }),
    ])
  })

  it.each(["20199", "19", "1999", String(NEXT_YEAR + 1), "2019-2020", "dois mil"])(
    "rejects the year %j",
    async (year) => {
      await writeJson(PRJ1, { ...validProject(1), year })
      await expectOnlyError({
        file: PRJ1,
        field: "year",
        message: `O campo "year" (Ano) tem "${year}", fora do formato: Escreva o ano com quatro dígitos, de 2000 até ${NEXT_YEAR} (o ano que vem), por exemplo "2019".`,
      })
    },
  )

  const FORMAT =
    'Escreva a cidade, um traço e a sigla do estado: "Cidade - UF", por exemplo "Itabira - MG".'

  it.each([
    ["Itabira/MG", ' Use "Itabira - MG".'],
    ["Itabira - mg", ' Use "Itabira - MG".'],
    ["Itabira-MG", ' Use "Itabira - MG".'],
    ["Rio de Janeiro, RJ", ' Use "Rio de Janeiro - RJ".'],
    ["Itabira", ""],
    ["Itabira - XX", ""],
    ["Itabira - Minas Gerais", ""],
  ])("rejects the location %j", async (location, fix) => {
    await writeJson(PRJ1, { ...validProject(1), location })
    await expectOnlyError({
      file: PRJ1,
      field: "location",
      message: `O campo "location" (Localização) tem "${location}", fora do formato: ${FORMAT}${fix}`,
    })
  })
})

// ---- errors in pictures ----
