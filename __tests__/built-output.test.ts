/** @jest-environment node */
import { describeNulFiles, scanNulBytes } from "../scripts/lib/nul-bytes"
import { fixtureBuild } from "./helpers/fixture-build"

/** The fixture build in public/; without it this file fails, with the command that makes it. */
const PUBLIC = fixtureBuild()

describe("the built site in public/", () => {
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
