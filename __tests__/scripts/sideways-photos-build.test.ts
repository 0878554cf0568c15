/** @jest-environment node */
/**
 * Phone photos stored sideways (EXIF Orientation 3, 6 and 8) through the real build: the fixture
 * build that `npm test` runs before Jest (CONTENT_DIR=__tests__/fixtures/content) makes the site
 * of a project whose cover and two gallery photos, and a team member whose photo, are stored as a
 * phone stores them (scripts/fixture-sideways-pictures.ts). Every file the built site names of
 * those photos, in every srcset and format, must show the whole picture, upright.
 */
import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import {
  FIXTURE_CONTENT,
  SIDEWAYS_MEMBER,
  SIDEWAYS_PICTURES,
  SIDEWAYS_PROJECT,
  type SidewaysPicture,
  uprightPicture,
} from "../../scripts/fixture-sideways-pictures"
import { LETTERBOX } from "../../plugins/portfolio-pages/listings"
import { builtProjects, cardImage } from "../e2e-cms/built-site"
import { FIXTURE_BUILD, fixtureBuild } from "../helpers/fixture-build"

jest.setTimeout(120_000)

/** The fixture build in public/; without it this file fails, with the command that makes it. */
const PUBLIC = fixtureBuild("projetos/enderecos.json")

/** Side of the thumbnails compared: enough for the sky, the arrow, the red square, the head. */
const THUMB = 48
/** Largest mean difference (0-255 per channel) between a built file and the upright drawing. */
const ALIKE = 5

const [cover, galleryTurned, galleryUpsideDown] = SIDEWAYS_PICTURES.filter((picture) =>
  picture.file.startsWith(`projects/prj${SIDEWAYS_PROJECT}/`),
)
const teamPhoto = SIDEWAYS_PICTURES.find((picture) => picture.file.startsWith("team/"))!

/** Mean difference of two pictures, both squeezed to the same thumbnail. */
async function difference(a: Buffer, b: Buffer, width: number, height: number): Promise<number> {
  const scale = THUMB / Math.max(width, height)
  const size = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))]
  const thumb = (input: Buffer) =>
    sharp(input)
      .resize(size[0], size[1], { fit: "fill" })
      .removeAlpha()
      .toColourspace("srgb")
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([thumb(a), thumb(b)])
  let total = 0
  for (let index = 0; index < x.length; index++) total += Math.abs(x[index] - y[index])
  return total / x.length
}

/**
 * The upright drawing at a built file's size: filling it when the file has the picture's
 * proportions, else letterboxed on the site's letterbox colour (card covers, link previews).
 */
async function expected(picture: SidewaysPicture, width: number, height: number) {
  const whole = sameProportions({ width, height }, picture)
  const upright = await uprightPicture(picture)
  return {
    whole,
    bytes: await sharp(upright)
      .resize(width, height, { fit: whole ? "fill" : "contain", background: LETTERBOX })
      .png()
      .toBuffer(),
  }
}

/** True when a's proportions are b's, to the pixel. */
const sameProportions = (a: { width: number; height: number }, b: SidewaysPicture) =>
  Math.abs(a.width * b.height - a.height * b.width) <= Math.max(b.width, b.height)

const md5 = async (file: string) =>
  createHash("md5")
    .update(await readFile(file))
    .digest("hex")

interface Image {
  images: { fallback?: { src: string; srcSet?: string }; sources?: { srcSet: string }[] }
}

/** A project photo's query: its phone and wide files. */
interface Photo {
  phone: Image
  wide: Image
}

/** Every file an image's srcsets name, with the width each srcset gives it. */
interface Named {
  src: string
  /** The width its srcset gives it. */
  width?: number
}

function srcsetFiles({ images }: Image): Named[] {
  const sets = [images.fallback?.srcSet ?? "", ...(images.sources ?? []).map((s) => s.srcSet)]
  const files: Named[] = sets
    .flatMap((set) => set.split(","))
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([src]) => src)
    .map(([src, descriptor]) => ({ src, width: parseInt(descriptor) }))
  if (images.fallback && !files.some(({ src }) => src === images.fallback!.src))
    files.push({ src: images.fallback.src })
  return files
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe("the fixture's phone photos", () => {
  it.each(SIDEWAYS_PICTURES.map((picture) => [picture.file, picture] as const))(
    "%s is stored sideways with its EXIF tag, and only the tag turns it upright",
    async (_file, picture) => {
      const file = path.join(FIXTURE_CONTENT, picture.file)
      const stored = await sharp(file).metadata()
      const turned = picture.orientation !== 3
      expect([stored.orientation, stored.width, stored.height]).toEqual([
        picture.orientation,
        turned ? picture.height : picture.width,
        turned ? picture.width : picture.height,
      ])
      const { width, height } = picture
      const upright = await uprightPicture(picture)
      const shown = await sharp(file).rotate().png().toBuffer()
      expect(await difference(shown, upright, width, height)).toBeLessThan(ALIKE)
      // The comparison sees a wrong turn: the picture upside down is far from the drawing.
      const upsideDown = await sharp(upright).rotate(180).png().toBuffer()
      expect(await difference(upsideDown, upright, width, height)).toBeGreaterThan(3 * ALIKE)
    },
  )
})

describe("the built site's files of the phone photos", () => {
  let named: Map<string, { picture: SidewaysPicture; widths: Set<number> }>
  let roads: Record<string, { picture: SidewaysPicture; files: string[] }>

  beforeAll(async () => {
    const { project } = await builtProjects(PUBLIC)
    const page = (await project(SIDEWAYS_PROJECT)) as unknown as {
      slideCover: { childImageSharp: Photo }
      gallery: { base: string; childImageSharp: Photo }[]
      shareImage: { childImageSharp: { resize: { src: string } } }
    }
    const team = JSON.parse(
      await readFile(path.join(PUBLIC, "page-data/equipe/page-data.json"), "utf8"),
    ) as {
      result: {
        data: {
          allTeamMember: {
            nodes: {
              memberId: string
              photo: { childImageSharp: { gatsbyImageData: Image } } | null
            }[]
          }
        }
      }
    }
    const member = team.result.data.allTeamMember.nodes.find(
      (node) => node.memberId === SIDEWAYS_MEMBER,
    )
    const galleryPhoto = (picture: SidewaysPicture) =>
      page.gallery.find((photo) => picture.file.endsWith(`/${photo.base}`))?.childImageSharp
    const srcs = (image: Image | undefined) => (image ? srcsetFiles(image) : [])
    // A project photo's two files: the phone's WebP and the wide JPG (src/lib/photo-sizes.ts).
    const photoSrcs = (photo: Photo | undefined) =>
      photo ? [...srcsetFiles(photo.phone), ...srcsetFiles(photo.wide)] : []
    const each: Record<string, { picture: SidewaysPicture; files: Named[] }> = {
      "project page: cover slide": {
        picture: cover,
        files: photoSrcs(page.slideCover.childImageSharp),
      },
      "project page: gallery photo (EXIF 6)": {
        picture: galleryTurned,
        files: photoSrcs(galleryPhoto(galleryTurned)),
      },
      "project page: gallery photo (EXIF 3)": {
        picture: galleryUpsideDown,
        files: photoSrcs(galleryPhoto(galleryUpsideDown)),
      },
      "project page: link preview": {
        picture: cover,
        files: [{ src: page.shareImage.childImageSharp.resize.src }],
      },
      "/projetos/: card": {
        picture: cover,
        files: srcs((await cardImage(PUBLIC, SIDEWAYS_PROJECT)) as unknown as Image),
      },
      "/equipe/: photo": {
        picture: teamPhoto,
        files: srcs(member?.photo?.childImageSharp.gatsbyImageData),
      },
    }
    roads = Object.fromEntries(
      Object.entries(each).map(([road, { picture, files }]) => [
        road,
        { picture, files: files.map(({ src }) => src) },
      ]),
    )

    // Every file any built page or JSON file names, of any of the four photos.
    const byDigest = new Map<string, SidewaysPicture>()
    for (const picture of SIDEWAYS_PICTURES)
      byDigest.set(await md5(path.join(FIXTURE_CONTENT, picture.file)), picture)
    named = new Map()
    const texts = (await filesUnder(PUBLIC)).filter((file) => /\.(html|json)$/.test(file))
    for (const file of texts) {
      const text = await readFile(file, "utf8")
      for (const [src, digest] of text.matchAll(
        /\/static\/([0-9a-f]{32})\/[0-9a-f]+\/[^\s"',)\\]+?\.(?:jpg|webp|avif|png)/g,
      )) {
        const picture = byDigest.get(digest)
        if (picture && !named.has(src)) named.set(src, { picture, widths: new Set() })
      }
    }
    if (!named.size)
      throw new Error(
        `public/ names no file of the fixture's phone photos: it is not a build of the fixture ` +
          `as it is now. Run ${FIXTURE_BUILD}.`,
      )
    for (const { files } of Object.values(each))
      for (const { src, width } of files) if (width !== undefined) named.get(src)?.widths.add(width)
  })

  it("each way the site shows them names files of the right photo", () => {
    for (const [road, { picture, files }] of Object.entries(roads)) {
      expect([road, files.length > 0]).toEqual([road, true])
      for (const src of files)
        expect([road, src, named.get(src)?.picture.file]).toEqual([road, src, picture.file])
    }
    // WebP and AVIF of the card, WebP and JPG of the slides, JPG of the preview and the team photo.
    const formats = new Set([...named.keys()].map((src) => path.extname(src)))
    expect([...formats].sort()).toEqual([".avif", ".jpg", ".webp"])
  })

  it("every file is whole, at the width its srcset gives, and upright", async () => {
    for (const [src, { picture, widths }] of named) {
      const file = path.join(PUBLIC, src)
      const { width = 0, height = 0 } = await sharp(file).metadata()
      const what = `${src} (${picture.file}, EXIF ${picture.orientation}), ${width} × ${height}`
      for (const given of widths) expect([what, given]).toEqual([what, width])
      const reference = await expected(picture, width, height)
      const off = await difference(await readFile(file), reference.bytes, width, height)
      // A file cut to other proportions than the picture's is compared with the picture
      // letterboxed: only a card or a link preview, whose bands the drawing's colours lack, passes.
      expect([what, reference.whole ? "whole" : "letterboxed", off < ALIKE]).toEqual([
        what,
        reference.whole ? "whole" : "letterboxed",
        true,
      ])
    }
  })

  it("the slides and the team photo keep the picture's own proportions", async () => {
    const own = [
      "project page: cover slide",
      "project page: gallery photo (EXIF 6)",
      "project page: gallery photo (EXIF 3)",
      "/equipe/: photo",
    ]
    for (const road of own) {
      for (const src of roads[road].files) {
        const { picture } = named.get(src)!
        const { width = 0, height = 0 } = await sharp(path.join(PUBLIC, src)).metadata()
        expect([
          road,
          src,
          `${width} × ${height}`,
          sameProportions({ width, height }, picture),
        ]).toEqual([road, src, `${width} × ${height}`, true])
      }
    }
  })
})
