/** project.json's `captions`: one for a picture that does not ship would never show. */
import { listedName } from "../picture-names"
import { warning, type Finding } from "./types"

/** The captions of a parsed project.json whose picture is not among `shipped` (cover, gallery). */
export function captionFindings(
  jsonFile: string,
  project: Record<string, unknown>,
  shipped: readonly string[],
): Finding[] {
  if (!Array.isArray(project.captions)) return []
  const present = new Set(shipped)
  const list = shipped.length ? shipped.join(", ") : "nenhuma"
  return project.captions.flatMap((caption: unknown, index) => {
    const picture = (caption as { picture?: unknown } | null)?.picture
    if (typeof picture !== "string" || !picture.trim()) return []
    const name = listedName(picture)
    if (present.has(name)) return []
    return [
      warning(
        jsonFile,
        `A legenda ${index + 1} é da foto "${name}", mas essa foto não está no projeto, então a ` +
          `legenda NÃO aparece no site. Escreva em "Foto" o nome de uma das fotos do projeto ` +
          `(${list}) ou apague a legenda.`,
        `captions[${index}].picture`,
      ),
    ]
  })
}
