/** @jest-environment node */
import {
  check,
  expectOnlyWarning,
  jpeg,
  PRJ1,
  put,
  validProject,
  withContentFolder,
  writeProject,
} from "../../helpers/content-folder"
import { CAPTION_MAX } from "../../../src/lib/content-model/project-photos"

withContentFolder()

const withCaptions = (captions: unknown) => writeProject("prj1", { ...validProject(1), captions })

describe("project.json's captions", () => {
  it("accepts a caption for the cover and one for a gallery picture, written as the editor may", async () => {
    await withCaptions([
      { picture: "capa-main.jpg", text: "Vista geral da estação de tratamento" },
      { picture: "./pic1.jpg", text: "Casa de bombas da EE-02" },
    ])
    const report = await check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })

  it("names a caption for a picture that is not in the project, with the pictures it may name", async () => {
    await withCaptions([{ picture: "pic9.jpg", text: "Reservatório apoiado" }])
    await expectOnlyWarning({
      file: PRJ1,
      field: "captions[0].picture",
      message:
        'A legenda 1 é da foto "pic9.jpg", mas essa foto não está no projeto, então a legenda NÃO ' +
        'aparece no site. Escreva em "Foto" o nome de uma das fotos do projeto (capa-main.jpg, ' +
        "pic1.jpg, pic2.jpg) ou apague a legenda.",
    })
  })

  it("names a caption over the measured limit, with its length and the limit", async () => {
    const text = "Estação elevatória ".repeat(10).slice(0, CAPTION_MAX + 1)
    await withCaptions([{ picture: "pic2.jpg", text }])
    const { warnings, errors } = await check()
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      expect.objectContaining({
        file: PRJ1,
        field: "captions[0].text",
        message: expect.stringContaining(
          `tem ${CAPTION_MAX + 1} caracteres, mais que o limite de ${CAPTION_MAX}.`,
        ),
      }),
    ])
  })

  it("refuses a caption without its picture, as any required field", async () => {
    await withCaptions([{ text: "Sem foto" }])
    const { errors } = await check()
    expect(errors).toEqual([expect.objectContaining({ file: PRJ1, field: "captions[0].picture" })])
  })
})

describe("a project photo too small for where the site shows it", () => {
  it("warns with its size and the width wanted, and publishes it", async () => {
    await put("content/projects/prj1/pic2.jpg", await jpeg(800, 600))
    await expectOnlyWarning({
      file: "content/projects/prj1/pic2.jpg",
      message:
        "A foto tem 800 × 600 px: o site a mostra com até 896 px de largura e, para ficar nítida " +
        "em telas de alta definição, precisa de pelo menos 1344 px de largura. Ela aparece, mas " +
        "fica borrada. Envie a foto original, com 1344 px de largura ou mais.",
    })
  })
})
