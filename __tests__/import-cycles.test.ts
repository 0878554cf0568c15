/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

/**
 * No import cycle in the project's own code (src/, plugins/, scripts/): files that import each
 * other, even for a type, are one module in two rooms. ESLint's no-restricted-imports keeps the
 * layers (src/lib/ takes nothing from hooks or components; src/ nothing from scripts/ or plugins/).
 */
const ROOT = path.resolve(__dirname, "..")
const FOLDERS = ["src", "plugins", "scripts"]
const SOURCE = /\.(ts|tsx|mts|cts)$/
const GENERATED = [path.join(ROOT, "src", "gatsby-types.d.ts")]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && !GENERATED.includes(full) ? [full] : []
  })
}

/** The project file a relative specifier names, or null (a package, or a file not found). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".cts"].map((ext) => base + ext),
    ...["index.ts", "index.tsx"].map((name) => path.join(base, name)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

/** Every relative import of a file: import, import type, export from, require, import(). */
export function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true)
  return importedFiles
    .map((imported) => resolve(file, imported.fileName))
    .filter((resolved): resolved is string => resolved !== null && SOURCE.test(resolved))
}

/** The strongly connected components with more than one file, or a file importing itself. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe("imports", () => {
  it("finds a cycle when there is one (two files importing each other)", () => {
    const a = path.join(ROOT, "src/lib/a.ts")
    const b = path.join(ROOT, "src/lib/b.ts")
    const c = path.join(ROOT, "src/lib/c.ts")
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a, c]],
          [c, []],
        ]),
      ),
    ).toEqual([[a, b]])
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([])
  })

  it("reads type-only imports, re-exports and dynamic imports", () => {
    const file = path.join(ROOT, "src/lib/services.ts")
    const text = [
      'import type { IconName } from "./icon-names"',
      'export { slugify } from "./slug"',
      'const later = () => import("./project-filter")',
      'import { graphql } from "gatsby"',
    ].join("\n")
    expect(importsOf(file, text).map((found) => path.relative(ROOT, found))).toEqual([
      "src/lib/icon-names.ts",
      "src/lib/slug.ts",
      "src/lib/project-filter.ts",
    ])
  })

  it("has no import cycle in src/, plugins/ or scripts/", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
    expect(files.length).toBeGreaterThan(100)
    const graph = new Map(files.map((file) => [file, importsOf(file)]))
    const named = cycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)))
    expect(named).toEqual([])
  })
})
