/**
 * Runs an npm script as a child process the same way on Linux, macOS and Windows: npm is
 * `npm.cmd` on Windows, which Node's own spawn refuses without a shell; cross-spawn resolves it.
 */
import spawn from "cross-spawn"

/** `npm run <script>` with this process's terminal; resolves with its exit code. */
export function npmRun(script: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script], { stdio: "inherit", env })
    child.once("error", reject)
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
