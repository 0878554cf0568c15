/**
 * The tests' phone photos (docs/architecture.md, "Tests"), written by hand with
 * npx tsx scripts/fixture-sideways-pictures.ts: pictures of the fixture stored as a phone stores
 * them, the pixels turned and an EXIF Orientation tag saying how to show them. Each is drawn here,
 * so __tests__/scripts/sideways-photos-build.test.ts compares the build's files with the drawing.
 */
import { writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { projectFolder } from "../src/lib/content-model/project"
import { COVER_FILE, galleryFile } from "../src/lib/content-model/project-photos"

export const FIXTURE_CONTENT = path.resolve(__dirname, "../__tests__/fixtures/content")

export type Orientation = 3 | 6 | 8

export interface SidewaysPicture {
  /** Relative to the fixture's content folder. */
  file: string
  orientation: Orientation
  /** The picture as it is shown: the phone's portrait or landscape. */
  width: number
  height: number
  /** The upright picture, as an SVG document. */
  drawing: "arrow" | "person"
}

/** The project whose folder holds the sideways project pictures (its cover and two photos). */
export const SIDEWAYS_PROJECT = 8
/** The team member whose photo is stored sideways. */
export const SIDEWAYS_MEMBER = "ana-ribeiro"

const projectPicture = (name: string, orientation: Orientation, width: number, height: number) =>
  ({
    file: `projects/${projectFolder(SIDEWAYS_PROJECT)}/${name}`,
    orientation,
    width,
    height,
    drawing: "arrow",
  }) as const

export const SIDEWAYS_PICTURES: readonly SidewaysPicture[] = [
  projectPicture(COVER_FILE, 8, 960, 1440),
  projectPicture(galleryFile(3), 6, 960, 1440),
  projectPicture(galleryFile(4), 3, 1440, 960),
  {
    file: `team/${SIDEWAYS_MEMBER}.jpg`,
    orientation: 6,
    width: 300,
    height: 450,
    drawing: "person",
  },
]

/**
 * A dark sky across the top, an arrow pointing up and a red square at the bottom left: upside
 * down, a quarter turn off or mirrored, the picture no longer matches.
 */
function arrowSvg(width: number, height: number): string {
  const unit = Math.min(width, height) / 12
  const cx = width / 2
  const sky = height * 0.3
  const head = sky + unit
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#7fb3d5"/>
  <rect width="${width}" height="${sky}" fill="#12304a"/>
  <polygon points="${cx},${head} ${cx + 3 * unit},${head + 3 * unit} ${cx - 3 * unit},${head + 3 * unit}" fill="#e08a2c"/>
  <rect x="${cx - unit}" y="${head + 3 * unit}" width="${2 * unit}" height="${height - head - 5 * unit}" fill="#e08a2c"/>
  <rect x="${unit / 2}" y="${height - 3.5 * unit}" width="${3 * unit}" height="${3 * unit}" fill="#c0392b"/>
</svg>`
}

/** A head above shoulders, the fixture's stand-in for a team member's portrait. */
function personSvg(width: number, height: number): string {
  const cx = width / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#5a7795"/>
  <circle cx="${cx}" cy="${height * 0.38}" r="${width * 0.27}" fill="#e0c9a7"/>
  <rect x="${width * 0.2}" y="${height * 0.62}" width="${width * 0.6}" height="${height * 0.5}" rx="${width * 0.17}" fill="#2c4a66"/>
</svg>`
}

/** The picture upright, as a PNG. */
export function uprightPicture({ drawing, width, height }: SidewaysPicture): Promise<Buffer> {
  const svg = drawing === "arrow" ? arrowSvg(width, height) : personSvg(width, height)
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Clockwise turn that stores the upright picture so that the tag turns it back. */
const STORED_TURN: Record<Orientation, number> = { 3: 180, 6: -90, 8: 90 }

/** The picture as a phone stores it: the pixels turned, the EXIF tag to show them upright. */
export async function sidewaysJpeg(picture: SidewaysPicture): Promise<Buffer> {
  const turned = await sharp(await uprightPicture(picture))
    .rotate(STORED_TURN[picture.orientation])
    .toBuffer()
  return sharp(turned)
    .jpeg({ quality: 60, mozjpeg: true })
    .withMetadata({ orientation: picture.orientation })
    .toBuffer()
}

async function main(): Promise<void> {
  for (const picture of SIDEWAYS_PICTURES) {
    const bytes = await sidewaysJpeg(picture)
    await writeFile(path.join(FIXTURE_CONTENT, picture.file), bytes)
    console.log(`${picture.file}: EXIF ${picture.orientation}, ${bytes.length} bytes`)
  }
}

if (require.main === module) {
  main().catch((caught: unknown) => {
    console.error(caught)
    process.exitCode = 1
  })
}
