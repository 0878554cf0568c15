/** @jest-environment node */
import { existsSync } from "node:fs"
import path from "node:path"
import { describeNulFiles, scanNulBytes } from "../scripts/lib/nul-bytes"

/**
 * The build in public/, which `npm test` writes from the fixture content before Jest runs. A
 * Jest run without a build skips these tests, except under CI, where a missing build fails.
 */
const PUBLIC = path.resolve(__dirname, "..", "public")
const built = existsSync(path.join(PUBLIC, "index.html"))

describe("the built site in public/", () => {
  if (!built) {
    if (process.env.CI) {
      it("has a build in public/", () => {
        throw new Error(
          "public/ has no build. Run `CONTENT_DIR=__tests__/fixtures/content PUBLICAR_DEMO=1 npm run build:local` " +
            "first (npm test does).",
        )
      })
    } else it.skip("has no NUL byte in any built file (no build in public/)", () => {})
    return
  }

  it("has no NUL byte in any HTML, page-data, JSON or other text file", async () => {
    const scan = await scanNulBytes(PUBLIC)
    expect(scan.files).toBeGreaterThan(0)
    if (scan.nulBytes > 0) {
      throw new Error(
        `${scan.nulBytes} NUL byte(s) in ${scan.withNul.length} of ${scan.files} built files ` +
          `(is patches/react-dom+18.3.1.patch applied? npm install applies it):\n` +
          describeNulFiles(scan),
      )
    }
  })
})
