/** @jest-environment node */
import sharp from "sharp"
import {
  check,
  expectOnlyError,
  IDENTITY,
  put,
  remove,
  validIdentity,
  withContentFolder,
  writeJson,
} from "../../helpers/content-folder"

withContentFolder()

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer()

async function withLogo(name: string, data: Buffer | string) {
  await put(`content/identidade/${name}`, data)
  await writeJson(IDENTITY, { ...validIdentity(), logo: name })
}

test("the fixture's identity passes", async () => {
  const report = await check()
  expect(report.errors).toEqual([])
})

test("a missing identidade.json is an error that says how to make one", async () => {
  await remove(IDENTITY)
  const report = await check()
  expect(report.errors).toEqual([
    expect.objectContaining({
      file: IDENTITY,
      message: expect.stringContaining('pelo editor, em "Identidade visual"'),
    }),
  ])
})

test("a JPEG logo is refused: the site reads SVG or PNG", async () => {
  const jpeg = await sharp(await png(600, 150))
    .jpeg()
    .toBuffer()
  await withLogo("logo.jpg", jpeg)
  await expectOnlyError({
    file: IDENTITY,
    field: "logo",
    message: expect.stringMatching(
      /^O campo "logo" \(Logotipo\): "logo\.jpg" é JPG, e o site só lê logotipos em SVG ou PNG\. Envie pelo editor.*SVG, ou PNG com fundo transparente/,
    ) as unknown as string,
  })
})

test("a PNG logo smaller than 3× the header's box is refused, with the size it needs", async () => {
  await withLogo("pequeno.png", await png(300, 75))
  await expectOnlyError({
    file: IDENTITY,
    field: "logo",
    message: expect.stringContaining(
      "o PNG tem 300×75 pixels, pequeno demais: no cabeçalho ele ficaria borrado. Use um PNG " +
        "com pelo menos 480 pixels de largura ou 120 de altura, ou um SVG",
    ) as unknown as string,
  })
})

test("a wide logo 480 px across is large enough, however short", async () => {
  await withLogo("largo.png", await png(480, 60))
  expect((await check()).errors).toEqual([])
})

test("an unreadable logo, or a file that is not what its name says, is refused", async () => {
  await withLogo("logo.png", "isto não é uma imagem")
  await expectOnlyError({
    file: IDENTITY,
    field: "logo",
    message: expect.stringContaining(
      '"logo.png" não pôde ser lido como PNG: o arquivo está danificado ou é de outro formato',
    ) as unknown as string,
  })
  await withLogo("logo.svg", await png(600, 150))
  const report = await check()
  expect(report.errors[0].message).toContain('"logo.svg" não pôde ser lido como SVG')
})

test("a logo named but not in the folder is refused", async () => {
  await writeJson(IDENTITY, { ...validIdentity(), logo: "outro.png" })
  await expectOnlyError({
    file: IDENTITY,
    field: "logo",
    message: expect.stringContaining(
      'o arquivo "outro.png" não está na pasta',
    ) as unknown as string,
  })
})

test("a small PNG icon is refused; an SVG one of any size passes", async () => {
  await put("content/identidade/icone.png", await png(64, 64))
  await writeJson(IDENTITY, { ...validIdentity(), icon: "icone.png" })
  await expectOnlyError({
    file: IDENTITY,
    field: "icon",
    message: expect.stringContaining(
      "o PNG tem 64×64 pixels, pequeno demais para o ícone",
    ) as unknown as string,
  })
})

test("a main colour too light for white text names the pair, the ratio and a close colour", async () => {
  const identity = validIdentity()
  await writeJson(IDENTITY, { ...identity, colors: { primary: "#3a9ad9", accent: "#0f8a8a" } })
  const report = await check()
  const messages = report.errors.filter((problem) => problem.field === "colors.primary")
  expect(messages.map((problem) => problem.message)).toContainEqual(
    "O branco (#ffffff) sobre a cor principal (#3a9ad9), em os botões e os filtros escolhidos, " +
      "tem contraste de 3,08:1, abaixo de 4,5:1 (WCAG 2.2 AA): o texto fica difícil de ler. A " +
      'cor a mudar é a cor principal. Escreva em "colors.primary" uma cor próxima que passa, ' +
      'por exemplo "#2071a6".',
  )
})

test("a shade left empty is derived, and named as derived when it fails", async () => {
  await writeJson(IDENTITY, {
    ...validIdentity(),
    colors: { primary: "#0b4f7c", accent: "#f2a900" },
  })
  const report = await check()
  const accentDark = report.errors.find((problem) => problem.field === "colors.accentDark")
  expect(accentDark?.message).toContain("(vazia no arquivo, o site a calculou de colors.accent)")
  expect(accentDark?.message).toMatch(/por exemplo "#[0-9a-f]{6}"\.$/)
})

test("a colour written without # is a shape error, and no contrast is judged on it", async () => {
  await writeJson(IDENTITY, {
    ...validIdentity(),
    colors: { primary: "0b4f7c", accent: "#0f8a8a" },
  })
  const report = await check()
  expect(report.errors).toEqual([
    expect.objectContaining({
      field: "colors.primary",
      message: expect.stringContaining("#0b4f7c"),
    }),
  ])
})
