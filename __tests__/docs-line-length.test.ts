/** @jest-environment node */
/**
 * Every Markdown file under docs/ stays readable in an editor and in a diff: no line over 300
 * characters outside fenced code blocks. A wide table grows every row to its widest cell, so
 * what would be one is a list of short entries wrapped at 100 columns instead.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

const LIMIT = 300
const FILES = readdirSync(path.join(__dirname, "../docs"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((file) => `docs/${file.split(path.sep).join("/")}`)

/** "file:line (length)" for each line over the limit, fenced code blocks skipped. */
function longLines(file: string): string[] {
  const lines = readFileSync(path.join(__dirname, "..", file), "utf8").split("\n")
  let fenced = false
  return lines.flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    return !fenced && line.length > LIMIT ? [`${file}:${index + 1} (${line.length})`] : []
  })
}

it("reads every Markdown file under docs/", () => {
  expect(FILES).toEqual(expect.arrayContaining(["docs/README.md", "docs/decisions.md"]))
})

it.each(FILES)("%s has no line over 300 characters outside code blocks", (file) => {
  expect(longLines(file)).toEqual([])
})
