/** @jest-environment node */
/**
 * What a Windows checkout must keep at LF (.gitattributes): the patches patch-package applies to
 * node_modules, and the shell scripts. Asked of Git itself, as a checkout would apply it.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

const root = path.join(__dirname, "..")
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" })

/** Each file's `eol` attribute, as Git reads .gitattributes. */
function eol(files: readonly string[]): Record<string, string> {
  const lines = git("check-attr", "eol", "--", ...files)
    .trim()
    .split("\n")
  return Object.fromEntries(lines.map((line) => /^(.*): eol: (\S+)$/.exec(line)!.slice(1, 3)))
}

it("keeps every patch and shell script at LF line endings on any checkout", () => {
  const files = git("ls-files", "patches", ".ci", "*.sh").trim().split("\n")
  expect(files).toEqual(
    expect.arrayContaining([".ci/run", expect.stringMatching(/^patches\/.+\.patch$/)]),
  )
  expect(Object.values(eol(files))).toEqual(files.map(() => "lf"))
  // And nothing else is forced: the firm's content keeps Git's own rule.
  expect(eol(["content/site.json"])).toEqual({ "content/site.json": "unspecified" })
})
