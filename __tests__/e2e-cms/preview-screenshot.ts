/**
 * The project preview's screenshot in docs/img illustrates docs/CONTEUDO.md. A test run writes
 * its own under test-results/ and compares it with the committed one, so a preview that changes
 * without `npm run docs:screenshots` fails the test.
 */
import path from "node:path"
import sharp from "sharp"

const REPO = path.join(__dirname, "../..")
export const DOCS_IMG = path.join(REPO, "docs/img")
export const SCREENSHOTS = process.env.DOCS_SCREENSHOTS
  ? DOCS_IMG
  : path.join(REPO, "test-results/editor-screenshots")
export const PREVIEW_SCREENSHOT = "editor-previa.png"

/** Pixels whose channels differ by more than this count as changed (antialiasing aside). */
const CHANNEL_TOLERANCE = 24
/** The share of changed pixels still called the same picture. */
const CHANGED_SHARE = 0.005

/** Whether the screenshot just taken shows what the committed one shows. */
export async function sameScreenshot(name: string): Promise<boolean> {
  const read = (folder: string) =>
    sharp(path.join(folder, name)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [taken, committed] = await Promise.all([read(SCREENSHOTS), read(DOCS_IMG)])
  if (taken.info.width !== committed.info.width || taken.info.height !== committed.info.height) {
    return false
  }
  let changed = 0
  for (let at = 0; at < taken.data.length; at += 3) {
    if (
      [0, 1, 2].some(
        (channel) =>
          Math.abs(taken.data[at + channel] - committed.data[at + channel]) > CHANNEL_TOLERANCE,
      )
    ) {
      changed += 1
    }
  }
  return changed / (taken.data.length / 3) <= CHANGED_SHARE
}
