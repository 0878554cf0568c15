/**
 * Normalises the photos a maintainer dropped into content/ (or CONTENT_DIR, or the folder given):
 * npm run fotos [-- folder]. Upright, at most 2400 px, JPEG, no metadata; PNG, WebP and HEIC
 * become JPGs. Prints each change and a summary; exits 1 when a photo needs the maintainer.
 */
import { resolve } from "node:path"
import { contentDir } from "../plugins/content-model/content-dir"
import { isFolder } from "./lib/photos/folders"
import { normalisePhotos } from "./lib/photos/normalise"
import { folderLine, formatResult, summaryLine } from "./lib/photos/report"

async function main(): Promise<void> {
  const target = process.argv[2] ? resolve(process.argv[2]) : contentDir()
  if (!(await isFolder(target))) {
    console.error(
      `A pasta ${target} não existe. Rode o comando na pasta do site, ou diga qual pasta: ` +
        "npm run fotos -- caminho/da/pasta",
    )
    process.exitCode = 1
    return
  }
  console.log(folderLine(target))
  const results = await normalisePhotos(target, {
    onResult: (result) => formatResult(result).forEach((line) => console.log(line)),
  })
  console.log(summaryLine(results))
  process.exitCode = results.some((result) => result.status === "problem") ? 1 : 0
}

main().catch((caught: unknown) => {
  console.error("Não foi possível normalizar as fotos:", caught)
  process.exitCode = 1
})
