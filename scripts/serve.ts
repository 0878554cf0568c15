/**
 * Serves the built site (public/) with its production headers, for npm start, the end-to-end
 * tests and the audit: npx tsx scripts/serve.ts [--port 9000] [--root public] [--host 127.0.0.1]
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { createStaticServer } from "./lib/static-server"

export { createStaticServer } from "./lib/static-server"
export type { StaticServer, StaticServerOptions } from "./lib/static-server"

export interface ServeArgs {
  port: number
  root: string
  host: string
}

const USAGE = "Usage: npx tsx scripts/serve.ts [--port 9000] [--root public] [--host 127.0.0.1]"

/** Accepts `--port 9000` and `--port=9000`; throws with the usage on anything else. */
export function parseServeArgs(argv: string[]): ServeArgs {
  const args: ServeArgs = { port: 9000, root: "public", host: "127.0.0.1" }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s)
    const value = inline ?? argv[++i]
    if (value === undefined || value === "") throw new Error(`${flag} needs a value.\n${USAGE}`)
    if (flag === "--root") args.root = value
    else if (flag === "--host") args.host = value
    else if (flag === "--port") {
      args.port = Number(value)
      if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) {
        throw new Error(`--port must be a number from 0 to 65535, got "${value}".\n${USAGE}`)
      }
    } else throw new Error(`Unknown option "${flag}".\n${USAGE}`)
  }
  return args
}

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2))
  const index = path.join(args.root, "index.html")
  if (!existsSync(index)) {
    console.error(`${index} not found: there is no built site to serve. Run npm run build first.`)
    process.exitCode = 1
    return
  }
  const server = await createStaticServer(args)
  console.log(`Serving ${path.resolve(args.root)} at ${server.url}/`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

if (require.main === module) {
  main().catch((caught: unknown) => {
    const code = (caught as NodeJS.ErrnoException).code
    const message = caught instanceof Error ? caught.message : String(caught)
    if (code === "EADDRINUSE") console.error(`serve: the port is in use (${message}).`)
    else console.error(`serve: ${message}`)
    process.exitCode = 1
  })
}
