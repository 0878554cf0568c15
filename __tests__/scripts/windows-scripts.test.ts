/**
 * Most Brazilian offices use Windows: the scripts a maintainer runs (npm install, start, cms,
 * check:content, fotos) and every other one in package.json must run there as on Linux and
 * macOS. cmd.exe knows `&&`, `||` and double quotes; it knows no `VAR=value command`, `export`,
 * `$VAR`, `&` in the background, `{ …; }` groups or single quotes. (npm is npm.cmd there, which
 * Node's spawn refuses without a shell: scripts run npm scripts through scripts/lib/npm-run.ts.)
 */
import { readFileSync } from "node:fs"
import path from "node:path"

const ROOT = path.join(__dirname, "../..")
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>
  }
).scripts

/** What a script line uses that cmd.exe does not know, or [] when none. */
export function unixOnly(line: string): string[] {
  // Double-quoted text is an argument: cmd.exe passes it as it is.
  const bare = line.replace(/"(?:\\.|[^"\\])*"/g, '""')
  const problems: string[] = []
  for (const command of bare.split(/&&|\|\|/)) {
    const first = command.trim().split(/\s+/)[0] ?? ""
    if (/^[A-Za-z_]\w*=/.test(first)) problems.push(`${first} (a variable set the Unix way)`)
    if (first === "export") problems.push("export")
  }
  if (/\$\{?\w/.test(bare)) problems.push("$VARIABLE")
  if (/(^|[^&])&($|[^&])/.test(bare)) problems.push("& (in the background)")
  if (/[{};]/.test(bare)) problems.push("{ …; } or ;")
  if (bare.includes("'")) problems.push("single quotes")
  if (/(^|&&\s*)(rm|cp|mv|mkdir|cat|ls)\s/.test(bare)) problems.push("a Unix command")
  return problems
}

describe("package.json's scripts", () => {
  it.each(Object.entries(scripts))("%s runs on Windows too", (_name, line) => {
    expect(unixOnly(line)).toEqual([])
  })

  it("names each thing cmd.exe does not know", () => {
    expect(unixOnly("GATSBY_TELEMETRY_DISABLED=1 gatsby build")).toEqual([
      "GATSBY_TELEMETRY_DISABLED=1 (a variable set the Unix way)",
    ])
    expect(unixOnly("cross-env A=1 gatsby build && B=${B:-x} tsx a.ts")).toEqual([
      "B=${B:-x} (a variable set the Unix way)",
      "$VARIABLE",
      "{ …; } or ;",
    ])
    expect(unixOnly("export A=1 && { npm run a & t=$!; wait $t; }")).toEqual([
      "export",
      "$VARIABLE",
      "& (in the background)",
      "{ …; } or ;",
    ])
    expect(unixOnly(`node -e "require('fs').mkdirSync('r',{recursive:true})" && jest`)).toEqual([])
  })
})
