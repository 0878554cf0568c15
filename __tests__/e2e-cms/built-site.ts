/** Reading a build: each project's page data and the files sharp wrote. */
import { readFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

interface ImageSharp {
  childImageSharp: { gatsbyImageData: GatsbyImageData }
}

export interface GatsbyImageData {
  width: number
  height: number
  images: { fallback: { src: string; srcSet: string } }
}

/** A project photo: the phone's WebP and the wide JPG (src/lib/photo-sizes.ts). */
interface PhotoSharp {
  childImageSharp: { phone: GatsbyImageData; wide: GatsbyImageData }
}

export interface ProjectData {
  projectId: number
  title: string
  slideCover: PhotoSharp
  gallery: (PhotoSharp & { base: string })[]
}

export const imageData = (file: ImageSharp) => file.childImageSharp.gatsbyImageData

/** A project photo's wide file: its box and its widest width. */
export const photoData = (file: PhotoSharp) => file.childImageSharp.wide

/**
 * Each project's pictures are in its own page's data; the build maps ids to those pages
 * (projetos/enderecos.json, the file old ?projeto= links are resolved with).
 */
export async function builtProjects(publicDir: string) {
  const addresses = JSON.parse(
    await readFile(path.join(publicDir, "projetos/enderecos.json"), "utf8"),
  ) as Record<string, string>
  const project = async (id: number) =>
    (
      JSON.parse(
        await readFile(path.join(publicDir, "page-data", addresses[id], "page-data.json"), "utf8"),
      ) as { result: { data: { project: ProjectData } } }
    ).result.data.project
  return { addresses, project }
}

/** A project's card picture, from the first listing page's data. */
export async function cardImage(publicDir: string, id: number): Promise<GatsbyImageData> {
  const listing = JSON.parse(
    await readFile(path.join(publicDir, "page-data/projetos/page-data.json"), "utf8"),
  ) as {
    result: { data: { allProject: { nodes: { projectId: number; cardCover: ImageSharp }[] } } }
  }
  const card = listing.result.data.allProject.nodes.find((node) => node.projectId === id)
  if (!card) throw new Error(`project ${id} is not on /projetos/`)
  return imageData(card.cardCover)
}

/** The widest file of an image's srcset. */
export function widestOutput(image: GatsbyImageData): string {
  return image.images.fallback.srcSet
    .split(",")
    .map((entry) => entry.trim().split(" "))
    .sort((a, b) => parseInt(b[1]) - parseInt(a[1]))[0][0]
}

/** The widest file of an image's srcset, as sharp reads it from the build. */
export async function largestOutput(publicDir: string, image: GatsbyImageData) {
  const { width = 0, height = 0 } = await sharp(
    path.join(publicDir, widestOutput(image)),
  ).metadata()
  return { width, height }
}
