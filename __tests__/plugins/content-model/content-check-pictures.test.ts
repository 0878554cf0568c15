/** @jest-environment node */
import sharp from "sharp"
import {
  FILES,
  tinyJpeg,
  validProject,
  writeProject,
  put,
  remove,
  noisyJpeg,
  check,
  expectOnlyError,
  expectOnlyWarning,
  withContentFolder,
} from "../../helpers/content-folder"

withContentFolder()

describe("pictures", () => {
  it("rejects a project without capa-main.jpg", async () => {
    await remove("content/projects/prj1/capa-main.jpg")
    await expectOnlyError({
      file: "content/projects/prj1/capa-main.jpg",
      message:
        "Falta a foto de capa capa-main.jpg: sem ela o projeto não pode ser publicado. Coloque na pasta a foto de capa em JPG com o nome capa-main.jpg (cerca de 2000 px de largura).",
    })
  })

  it("points a missing cover at a picture named like one (capa.jpg)", async () => {
    await remove("content/projects/prj1/capa-main.jpg")
    await put("content/projects/prj1/capa.jpg", tinyJpeg)
    const report = await check()
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj1/capa-main.jpg",
        message:
          'Falta a foto de capa capa-main.jpg: sem ela o projeto não pode ser publicado. Renomeie "capa.jpg" para capa-main.jpg.',
      },
    ])
    expect(report.warnings).toEqual([
      {
        file: "content/projects/prj1/capa.jpg",
        message:
          'O arquivo "capa.jpg" não segue os nomes do site e será IGNORADO (não aparece no site). Renomeie para capa-main.jpg.',
      },
    ])
  })

  it("rejects a fake .jpg (text saved with a picture's name)", async () => {
    await put("content/projects/prj1/pic2.jpg", "isto não é uma foto")
    await expectOnlyError({
      file: "content/projects/prj1/pic2.jpg",
      message:
        "A foto não pode ser lida: o arquivo está corrompido, incompleto ou não é uma imagem JPG (detalhe técnico: Input file contains unsupported image format). Exporte a foto de novo em JPG e substitua o arquivo.",
    })
  })

  it("rejects a truncated JPEG whose header still reads fine", async () => {
    const photo = await noisyJpeg()
    const truncated = photo.subarray(0, Math.floor(photo.length / 2))
    expect((await sharp(truncated).metadata()).width).toBe(400)
    await put("content/projects/prj2/capa-main.jpg", truncated)
    // libvips words the technical detail in one of two ways, depending on timing.
    const report = await check()
    expect(report.warnings).toEqual([])
    expect(report.errors).toEqual([
      {
        file: "content/projects/prj2/capa-main.jpg",
        message: expect.stringMatching(
          /^A foto não pode ser lida: o arquivo está corrompido, incompleto ou não é uma imagem JPG \(detalhe técnico: (VipsJpeg: premature end of JPEG image|Warning treated as error due to failOn setting)\)\. Exporte a foto de novo em JPG e substitua o arquivo\.$/,
        ),
      },
    ])
  })

  it("rejects an empty picture file", async () => {
    await put("content/projects/prj1/pic1.jpg", "")
    const report = await check()
    expect(report.errors).toHaveLength(1)
    expect(report.errors[0].file).toBe("content/projects/prj1/pic1.jpg")
    expect(report.errors[0].message).toMatch(/^A foto não pode ser lida: .* substitua o arquivo\.$/)
  })
})

describe("picture names that the site ignores", () => {
  const ignored = (name: string) =>
    `O arquivo "${name}" não segue os nomes do site e será IGNORADO (não aparece no site).`

  it.each([
    ["PIC1.JPG", "Renomeie para pic1.jpg."],
    ["pic01.jpg", "Renomeie para pic1.jpg."],
    ["pic3.jpeg", "Renomeie para pic3.jpg."],
    ["Foto 4.JPG", "Renomeie para pic4.jpg."],
    [
      "pic11.jpg",
      "O site mostra no máximo 10 fotos, pic1.jpg … pic10.jpg: para usar esta, renomeie para pic1.jpg.",
    ],
    [
      "foto.png",
      "O site só usa fotos JPG. Para mostrá-la na galeria, rode npm run fotos para convertê-la em JPG (foto.jpg) e renomeie o resultado para pic1.jpg.",
    ],
    ["pic2.webp", "O site só usa fotos JPG. Rode npm run fotos para convertê-la em pic2.jpg."],
    ["IMG_2034.jpg", "Para mostrá-la na galeria, renomeie para pic1.jpg."],
    [
      "capa.jpg",
      "Já existe capa-main.jpg; para usar esta foto na galeria, renomeie para pic1.jpg.",
    ],
    ["memorial.pdf", `${FILES}: apague este arquivo ou guarde-o fora da pasta content.`],
  ])("warns that %s is ignored: %s", async (name, fix) => {
    await writeProject("prj1", validProject(1), ["capa-main.jpg"])
    await remove("content/projects/prj1/pic1.jpg")
    await remove("content/projects/prj1/pic2.jpg")
    await put(`content/projects/prj1/${name}`, tinyJpeg)
    await expectOnlyWarning({
      file: `content/projects/prj1/${name}`,
      message: `${ignored(name)} ${fix}`,
    })
  })

  it("never suggests a name that is already taken", async () => {
    await put("content/projects/prj1/PIC1.JPG", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/PIC1.JPG",
      message: `${ignored("PIC1.JPG")} Para mostrá-la na galeria, renomeie para pic3.jpg.`,
    })
  })

  it("says when the gallery is full", async () => {
    const full = ["capa-main.jpg", ...Array.from({ length: 10 }, (_, i) => `pic${i + 1}.jpg`)]
    await writeProject("prj1", validProject(1), full)
    await put("content/projects/prj1/pic11.jpg", tinyJpeg)
    await expectOnlyWarning({
      file: "content/projects/prj1/pic11.jpg",
      message: `${ignored("pic11.jpg")} O site mostra no máximo 10 fotos, pic1.jpg … pic10.jpg. A galeria já tem 10 fotos (pic1.jpg … pic10.jpg): substitua uma delas se quiser mostrar esta.`,
    })
    expect((await check()).pictureCount).toBe(14)
  })

  it("suggests different free names for two ignored pictures", async () => {
    await put("content/projects/prj1/a.jpg", tinyJpeg)
    await put("content/projects/prj1/b.jpg", tinyJpeg)
    const report = await check()
    expect(report.warnings.map((problem) => problem.message)).toEqual([
      `${ignored("a.jpg")} Para mostrá-la na galeria, renomeie para pic3.jpg.`,
      `${ignored("b.jpg")} Para mostrá-la na galeria, renomeie para pic4.jpg.`,
    ])
  })
})
