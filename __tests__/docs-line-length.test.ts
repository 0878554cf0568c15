/** @jest-environment node */
/**
 * decisions.md and performance.md stay readable in an editor and in a diff: no line over 300
 * characters outside fenced code blocks. A wide table grows every row to its widest cell, so
 * their smaller decisions and figures are bullets wrapped at 100 columns instead.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

const LIMIT = 300
const FILES = ["docs/decisions.md", "docs/performance.md"]

/** "file:line (length)" for each line over the limit, fenced code blocks skipped. */
function longLines(file: string): string[] {
  const lines = readFileSync(path.join(__dirname, "..", file), "utf8").split("\n")
  let fenced = false
  return lines.flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    return !fenced && line.length > LIMIT ? [`${file}:${index + 1} (${line.length})`] : []
  })
}

it.each(FILES)("%s has no line over 300 characters outside code blocks", (file) => {
  expect(longLines(file)).toEqual([])
})
