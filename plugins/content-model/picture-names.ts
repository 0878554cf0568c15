/**
 * Which pictures of a project folder ship, shared by the build and the content check: those
 * project.json lists (`cover`, `pictures`, as the online editor writes), else the cover file and
 * the gallery's numbered files (COVER_FILE, galleryFile).
 */
import {
  COVER_FILE,
  galleryFile,
  MAX_GALLERY_PICTURES,
} from "../../src/lib/content-model/project-photos"

/**
 * The long side, in pixels, that photos in content/ are kept to, what the site's largest copy
 * needs: the check's warning, `npm run fotos` and the editor's uploads all read it here.
 */
export const PHOTO_LONG_SIDE = 2400

const GALLERY_INDEX = new Map(
  Array.from({ length: MAX_GALLERY_PICTURES }, (_, i) => [galleryFile(i + 1), i + 1]),
)

/** A gallery file's number (1 to MAX_GALLERY_PICTURES), else null. */
export function galleryIndex(fileName: string): number | null {
  return GALLERY_INDEX.get(fileName) ?? null
}

function galleryFiles(fileNames: readonly string[]): string[] {
  return fileNames
    .filter((name) => galleryIndex(name) !== null)
    .sort((a, b) => (galleryIndex(a) ?? 0) - (galleryIndex(b) ?? 0))
}

/** As read from project.json: anything may be there. */
export interface ListedPictures {
  cover?: unknown
  pictures?: unknown
}

export interface PictureSelection {
  cover: string | null
  /** In display order, at most MAX_GALLERY_PICTURES. */
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
