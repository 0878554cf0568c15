import { spawn } from "node:child_process"
import { createWriteStream } from "node:fs"
import path from "node:path"

export interface GatsbyRun {
  seconds: number
  /** Where the command's output went. */
  log: string
}

/**
 * Runs `gatsby <command>` in a project folder with the settings of `npm run build:local`, its
 * content in the folder's own content/, output appended to log; throws when it fails.
 */
export async function runGatsby(
  projectDir: string,
  command: "build" | "clean",
  log: string,
): Promise<GatsbyRun> {
  const bin = path.join(projectDir, "node_modules/.bin/gatsby")
  const out = createWriteStream(log, { flags: "a" })
  const started = process.hrtime.bigint()
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(bin, [command], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        GATSBY_QUOTE_ENDPOINT: "http://127.0.0.1:9100/f/quote",
        CONTENT_DIR: "",
        NETLIFY: "",
        CI: "true",
      },
    })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.once("error", reject)
    child.once("close", resolve)
  })
  await new Promise((resolve) => out.end(resolve))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (code !== 0) throw new Error(`gatsby ${command} failed (exit code ${code}); see ${log}`)
  return { seconds, log }
}
