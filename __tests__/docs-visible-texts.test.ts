/** @jest-environment node */
/**
 * docs/content-model.md's inventory ("Every visible text") is held to the code: every Portuguese
 * sentence in a component of src/ is listed with its class and file, and every listed sentence
 * is still there. A sentence added to a component without the inventory fails here.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { textsIn, visibleTexts } from "../scripts/lib/visible-texts"

const root = path.join(__dirname, "..")
const page = readFileSync(path.join(root, "docs/content-model.md"), "utf8")
const section = page.slice(page.indexOf("## Every visible text"))

const CLASSES = ["(a)", "(b)", "(c)"]

/** The inventory's entries, "- class `file`:" and the text in a code span below: "file\ttext" → class. */
const rows = new Map(
  [...section.matchAll(/^- ([^`\n]+?) `(src\/[^`]+)`:\n {2}`((?:[^`]|\\`)+)`$/gm)].map(
    ([, kind, file, text]) => [`${file}\t${text}`, kind],
  ),
)
const inCode = visibleTexts(root).map(({ file, text }) => `${file}\t${text}`)

describe("the inventory of visible texts", () => {
  it("lists every sentence of the components, with its file", () => {
    expect(inCode.filter((key) => !rows.has(key))).toEqual([])
  })

  it("lists no sentence that is no longer in its file", () => {
    const present = new Set(inCode)
    expect([...rows.keys()].filter((key) => !present.has(key))).toEqual([])
  })

  it("classifies each as the firm's, fixed interface wording, or written from facts", () => {
    expect(rows.size).toBeGreaterThan(100)
    expect([...rows.values()].filter((kind) => !CLASSES.includes(kind))).toEqual([])
  })

  it("leaves none of the firm's words in a component: each is in texts.json", () => {
    const left = [...rows].filter(([, kind]) => kind === "(a) to move").map(([key]) => key)
    expect(left).toEqual([])
  })
})

describe("what counts as a sentence", () => {
  it("finds JSX text, labels and templates, and skips code", () => {
    const source = `
      import { x } from "../lib/some thing"
      const Box = styled.div\`margin: 0 auto;\`
      export function A({ n }) {
        return (
          <p className="two words" aria-label="Fechar menu">
            Ver Detalhes
            {\`Ver mais \${n} clientes\`}
            {n === 1 ? "um projeto" : "ok"}
          </p>
        )
      }`
    expect(textsIn(source)).toEqual([
      "Fechar menu",
      "Ver Detalhes",
      "Ver mais … clientes",
      "um projeto",
    ])
  })
})
