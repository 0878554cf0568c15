/**
 * Photos through the editor: a phone's 5000 px photo, stored sideways (EXIF Orientation 6) with
 * the place it was taken (GPS), and a PNG, uploaded in Decap as a maintainer does. What lands in
 * the content folder is a JPEG at most 2400 px on its long side, upright, with no metadata.
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { test, expect } from "../e2e/fixtures"
import { jsonWhenWhole } from "../helpers/cms-content"
import { flatPicture, sidewaysGpsPhoto, UPRIGHT } from "../helpers/phone-photos"
import { bootEditor, field, publishNow, uploadImage } from "./editor-helpers"

const LONG_SIDE = 2400

let phonePhoto: string
let planPng: string

test.describe.configure({ mode: "serial" })

const boot = bootEditor({
  prepare: async (content: string) => {
    phonePhoto = path.join(path.dirname(content), "celular.jpg")
    await writeFile(phonePhoto, await sidewaysGpsPhoto())
    planPng = path.join(path.dirname(content), "planta.png")
    await writeFile(planPng, await flatPicture(3000, 2000, "png"))
    // The photo as the phone wrote it: 5000 px stored sideways, with GPS.
    const original = await sharp(phonePhoto).metadata()
    expect([original.width, original.height, original.orientation]).toEqual([5000, 3750, 6])
    expect(original.exif?.length).toBeGreaterThan(0)
  },
})

interface Committed {
  format?: string
  width: number
  height: number
  exif: boolean
  orientation?: number
  /** The top of the middle column is the photo's dark band, its bottom the light sky. */
  upright: boolean
}

/**
 * committed(file), or null while the file is not there or not whole: the local backend writes
 * the entry's JSON before its media files, so a test that saw the JSON polls for the picture.
 */
function committedOnce(file: string): Promise<Committed | null> {
  return committed(file).catch(() => null)
}

/** What the editor wrote, as sharp reads it, and three pixels of it. */
async function committed(file: string): Promise<Committed> {
  const bytes = await readFile(file)
  const meta = await sharp(bytes).metadata()
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels
    return [data[at], data[at + 1], data[at + 2]]
  }
  const near = (a: number[], hex: string) =>
    a.every((value, i) => Math.abs(value - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 24)
  const middle = info.width / 2
  return {
    format: meta.format,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    exif: Boolean(meta.exif),
    orientation: meta.orientation,
    upright:
      near(pixel(middle, info.height * 0.05), "#10263a") &&
      near(pixel(middle, info.height * 0.9), "#c8dce8") &&
      near(pixel(2, info.height * 0.9), "#c8dce8"),
  }
}

const uprightPhoto = {
  format: "jpeg",
  width: Math.round((LONG_SIDE * UPRIGHT.width) / UPRIGHT.height),
  height: LONG_SIDE,
  exif: false,
  orientation: undefined,
  upright: true,
}

test("a phone photo and a PNG uploaded to a project come out small, upright, without GPS", async () => {
  const { page } = boot.session
  const folder = path.join(boot.content, "projects", "prj1")
  await boot.session.open("#/collections/projetos")
  await page.getByRole("link", { name: /^1 · / }).click()
  await uploadImage(page, 0, phonePhoto)
  await page.getByRole("button", { name: "Adicionar foto" }).click()
  await uploadImage(page, 1, planPng)
  await publishNow(page)
  await expect
    .poll(() => jsonWhenWhole(path.join(folder, "project.json")))
    .toMatchObject({ cover: "celular.jpg", pictures: ["planta.jpg"] })

  await expect.poll(() => committedOnce(path.join(folder, "celular.jpg"))).toEqual(uprightPhoto)
  // The PNG became a JPEG named .jpg, fitted to 2400 × 1600, and the PNG itself is not there.
  await expect
    .poll(() => committedOnce(path.join(folder, "planta.jpg")))
    .toMatchObject({
      format: "jpeg",
      width: LONG_SIDE,
      height: 1600,
      exif: false,
    })
  await expect(readFile(path.join(folder, "planta.png"))).rejects.toThrow()
})

test("a team member's photo is fitted the same way", async () => {
  const { page } = boot.session
  // Through the list: a jump from one entry's address to another's keeps the first one's form.
  await boot.session.open("#/collections/equipe")
  await page.getByRole("link", { name: /^Carlos Eduardo Menezes · / }).click()
  await expect(field(page, "Nome")).not.toBeEmpty()
  await uploadImage(page, 0, phonePhoto)
  await publishNow(page)
  await expect
    .poll(
      async () =>
        (await jsonWhenWhole(path.join(boot.content, "team", "carlos-menezes.json")))?.photo,
    )
    .toBe("celular.jpg")
  await expect
    .poll(() => committedOnce(path.join(boot.content, "team", "celular.jpg")))
    .toEqual(uprightPhoto)
})
