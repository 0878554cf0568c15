/**
 * Which pictures of a project folder ship, shared by the build (gatsby-node) and the content
 * check, so both agree. A project.json may list its `cover` and an ordered `pictures` array (what
 * the online editor writes, since it keeps the names of uploads); without them the folder
 * convention applies: capa-main.jpg and pic1.jpg … pic10.jpg.
 */
import { COVER_FILE, MAX_GALLERY_PICTURES } from "../../src/lib/content-model/project-photos"

export { COVER_FILE, MAX_GALLERY_PICTURES }

/**
 * The long side, in pixels, that photos in content/ are kept to, what the site's largest copy
 * needs: the check's warning, `npm run fotos` and the editor's uploads all read it here.
 */
export const PHOTO_LONG_SIDE = 2400

const GALLERY_PATTERN = /^pic([1-9]|10)\.jpg$/

/** The position (1 to 10) of a gallery picture, or null when the name is not pic1.jpg … pic10.jpg. */
export function galleryIndex(fileName: string): number | null {
  const match = GALLERY_PATTERN.exec(fileName)
  return match ? Number(match[1]) : null
}

/** The gallery pictures among a folder's file names, ordered pic1, pic2, … pic10. */
export function galleryFiles(fileNames: readonly string[]): string[] {
  return fileNames
    .filter((name) => galleryIndex(name) !== null)
    .sort((a, b) => (galleryIndex(a) ?? 0) - (galleryIndex(b) ?? 0))
}

/** The picture fields of a project.json, as read from the file (anything may be there). */
export interface ListedPictures {
  cover?: unknown
  pictures?: unknown
}

export interface PictureSelection {
  /** The cover's file name, or null when the folder has none. */
  cover: string | null
  /** Gallery file names in display order, at most MAX_GALLERY_PICTURES. */
  gallery: string[]
  /** Listed names with no such file in the folder. */
  missing: string[]
  /** True when project.json lists the pictures, false when the folder names decide. */
  listed: boolean
}

/**
 * A listed name is a file name in the project folder; the editor may write it as "./foto.jpg".
 * Anything with a folder in it is kept as is, so it is reported missing rather than read
 * from elsewhere.
 */
export function listedName(value: string): string {
  return value.trim().replace(/^\.\//, "")
}

function listedNames(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null
  return value
    .filter((item): item is string => typeof item === "string" && item.trim() !== "")
    .map(listedName)
}

/** The pictures that ship for one folder's files and its project.json. */
export function selectPictures(
  fileNames: readonly string[],
  project: ListedPictures = {},
): PictureSelection {
  const present = new Set(fileNames)
  const listedCover =
    typeof project.cover === "string" && project.cover.trim() ? listedName(project.cover) : null
  const listedGallery = listedNames(project.pictures)
  const missing: string[] = []
  const keep = (name: string) => (present.has(name) ? true : (missing.push(name), false))
  const cover = listedCover
    ? keep(listedCover)
      ? listedCover
      : null
    : present.has(COVER_FILE)
      ? COVER_FILE
      : null
  const gallery = listedGallery
    ? [...new Set(listedGallery)].filter(keep).slice(0, MAX_GALLERY_PICTURES)
    : galleryFiles(fileNames)
  return { cover, gallery, missing, listed: listedCover !== null || listedGallery !== null }
}
