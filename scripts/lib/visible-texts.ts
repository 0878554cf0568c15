/**
 * The Portuguese sentences written in the site's components: JSX text and string literals of
 * natural-language words in src/**\/*.tsx, with each `${…}` of a template shown as "…". The
 * inventory in docs/content-model.md ("Every visible text") must list each one
 * (__tests__/docs-visible-texts.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

export interface VisibleText {
  /** The file, relative to the repository, with forward slashes. */
  file: string
  text: string
}

/** Attributes whose values are addresses, names or codes, never read by a visitor. */
const CODE_ATTRIBUTES = new Set([
  "className",
  "id",
  "href",
  "to",
  "src",
  "type",
  "name",
  "rel",
  "target",
  "autoComplete",
  "inputMode",
  "method",
  "action",
  "role",
  "variant",
  "tone",
  "loading",
  "key",
  "lang",
  "htmlFor",
  "data-uf",
  "preserveAspectRatio",
])

/** Words of letters, two or more of them: "Ver Detalhes", "Enviar Solicitação". */
const SENTENCE = /[A-Za-zÀ-ÿ]{2,}[,.:;!?]?\s+[A-Za-zÀ-ÿ(]{2,}/

/** Tagged templates that are styles or queries, not text. */
const CODE_TAGS = /^(styled|css|graphql|keyframes)\b/

export function visibleTexts(root: string, folder = "src"): VisibleText[] {
  return filesIn(path.join(root, folder)).flatMap((absolute) => {
    const file = path.relative(root, absolute).split(path.sep).join("/")
    return textsIn(readFileSync(absolute, "utf8"), absolute).map((text) => ({ file, text }))
  })
}

/** The sentences of one component's source. */
export function textsIn(source: string, fileName = "component.tsx"): string[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (isCode(node)) return
    const text = textOf(node)
    if (text !== null) {
      const clean = text.replace(/\s+/g, " ").trim()
      if (SENTENCE.test(clean) && !/[=;]|=>|\(\)/.test(clean)) found.push(clean)
      if (!ts.isTemplateExpression(node)) return
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

function textOf(node: ts.Node): string | null {
  if (ts.isJsxText(node)) return node.text
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => `…${span.literal.text}`)].join("")
  return null
}

/** Imports, styles, queries, code attributes, comparisons and thrown errors hold no visible text. */
function isCode(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return true
  if (ts.isTaggedTemplateExpression(node)) return CODE_TAGS.test(node.tag.getText())
  if (ts.isJsxAttribute(node)) return CODE_ATTRIBUTES.has(node.name.getText())
  if (ts.isNewExpression(node) && node.expression.getText() === "Error") return true
  if (
    ts.isCallExpression(node) &&
    /^(console\.|matchMedia|querySelector)/.test(node.expression.getText())
  )
    return true
  return false
}

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(folder, entry.name)
    if (entry.isDirectory()) return filesIn(absolute)
    return entry.name.endsWith(".tsx") ? [absolute] : []
  })
}
