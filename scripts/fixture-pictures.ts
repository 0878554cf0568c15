/**
 * Keeps the tests' fixture pictures light, run by hand after new ones are copied in: every JPG of
 * a project folder re-encoded 1440 px wide, its aspect kept, mozjpeg quality 25, upright, without
 * metadata. 1440 px is the widest file the site makes of a picture (the 960 px slide at 1.5×), so
 * the fixture build still makes every size it makes of a real photo; the quality only has to keep
 * the fixture within 5 MB (__tests__/scripts/fixture-pictures.test.ts). A picture stored sideways
 * is left as it is: those are the fixture's phone photos (scripts/fixture-sideways-pictures.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { projectNumber } from "../src/lib/content-model/project"

export const FIXTURE_PROJECTS = path.resolve(__dirname, "../__tests__/fixtures/content/projects")
export const FIXTURE_WIDTH = 1440
const QUALITY = 25
/** Below this share of the old size the new file is worth writing. */
const WORTH = 0.9

export interface Shrunk {
  file: string
  before: number
  after: number
}

/** The picture as the fixture keeps it. */
export function fixturePicture(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .resize({ width: FIXTURE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer()
}

/** Re-encodes every prjN/*.jpg under projectsDir; returns the files it replaced. */
export async function shrinkPictures(projectsDir: string): Promise<Shrunk[]> {
  const shrunk: Shrunk[] = []
  for (const folder of (await readdir(projectsDir)).filter((name) => projectNumber(name))) {
    const dir = path.join(projectsDir, folder)
    for (const name of (await readdir(dir)).filter((file) => /\.jpe?g$/i.test(file))) {
      const file = path.join(dir, name)
      const original = await readFile(file)
      if (((await sharp(original).metadata()).orientation ?? 1) > 1) continue
      const small = await fixturePicture(original)
      if (small.length > original.length * WORTH) continue
      await writeFile(file, small)
      shrunk.push({ file: path.join(folder, name), before: original.length, after: small.length })
    }
  }
  return shrunk
}

async function main(): Promise<void> {
  const shrunk = await shrinkPictures(FIXTURE_PROJECTS)
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
  for (const { file, before, after } of shrunk)
    console.log(`${file}: ${kib(before)} → ${kib(after)}`)
  const saved = shrunk.reduce((total, { before, after }) => total + before - after, 0)
  console.log(`${shrunk.length} pictures re-encoded, ${kib(saved)} saved.`)
}

if (require.main === module) {
  main().catch((caught: unknown) => {
    console.error(caught)
    process.exitCode = 1
  })
}
