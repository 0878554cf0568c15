/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")
const THEME = path.join("src", "styles", "theme.ts")
/**
 * Where a hex colour is not the site's styling: the identity table's examples, which the editor
 * and the check show maintainers ("#0b4f7c"), and the plugin that derives the identity's pictures
 * and shades, mixing the firm's colours with black and white; the demo's markers, which name
 * the shades the demo once wrote out (a value to find in content, not a style).
 */
const NOT_STYLING = [
  path.join("src", "lib", "content-model", "identity.ts"),
  path.join("plugins", "demo-guard", "demo-markers.ts"),
  path.join("plugins", "site-identity") + path.sep,
]
/** A colour written as a hex literal in code or in a GraphQL query: "#f3f7fa", '#fff'. */
const HEX_COLOUR =
  /["'`]#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})["'`]|:\s*#[0-9a-f]{6}\b/gi

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== THEME && !file.endsWith(".d.ts"))
    .filter((file) => !NOT_STYLING.some((place) => file === place || file.startsWith(place)))
}

describe("the theme is the one place colours are written", () => {
  it("finds no hex colour in src/ or plugins/ outside src/styles/theme.ts", () => {
    const found = ["src", "plugins"].flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8")
      return [...text.matchAll(HEX_COLOUR)].map((match) => `${file}: ${match[0]}`)
    })
    expect(found).toEqual([])
  })
})
