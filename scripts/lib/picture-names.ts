/**
 * The picture naming rules of a project folder, shared by the build (gatsby-node)
 * and the content check, so both agree on what ships.
 */
export const COVER_FILE = "capa-main.jpg"
export const MAX_GALLERY_PICTURES = 10
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
