/**
 * The fixture build in public/, which `npm test` makes before Jest runs. A test file that reads
 * it takes public/ from fixtureBuild(): without the build the file fails at once, CI or not,
 * with the command that makes it.
 */
import { existsSync } from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve(__dirname, "../../public")
export const FIXTURE_BUILD =
  "CONTENT_DIR=__tests__/fixtures/content PUBLICAR_DEMO=1 npm run build:local"

/** public/, after checking it holds `file` (a file every fixture build writes). */
export function fixtureBuild(file = "index.html"): string {
  if (!existsSync(path.join(PUBLIC, file)))
    throw new Error(
      `public/ has no fixture build (no public/${file}). Run \`${FIXTURE_BUILD}\` first ` +
        "(npm test does).",
    )
  return PUBLIC
}
