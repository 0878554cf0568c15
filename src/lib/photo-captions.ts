/**
 * A project's photo captions (project.json's `captions`, by file name) and the text each photo
 * is described by: its caption, or "{title}: imagem N de M" when it has none.
 */

/** The captions by file name; the editor may write a name as "./pic4.jpg". */
export function captionsByPicture(
  captions: readonly { picture: string; text: string }[] | null,
): Map<string, string> {
  return new Map(
    (captions ?? []).map(({ picture, text }) => [picture.trim().replace(/^\.\//, ""), text.trim()]),
  )
}

/** The photo's alternative text: the caption, else the project's title and the position. */
export function photoAlt(title: string, caption: string | null, index: number, count: number) {
  return caption || `${title}: imagem ${index + 1} de ${count}`
}

/** True when every picture has a caption (the accessibility statement names these projects). */
export function allCaptioned(pictures: readonly string[], captions: Map<string, string>): boolean {
  return pictures.length > 0 && pictures.every((name) => Boolean(captions.get(name)))
}
