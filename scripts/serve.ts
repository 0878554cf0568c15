/**
 * Serves the built site (public/) with its production headers, for npm start, the end-to-end
 * tests and the audit: npx tsx scripts/serve.ts [--port 9000] [--root public] [--host 127.0.0.1]
 */
import { existsSync } from "node:fs"
import path from "node:path"
import { closeOnSignal, messageOf, parseOptions, wholeNumber } from "./lib/cli"
import { createStaticServer } from "./lib/static-server"

const USAGE = "Usage: npx tsx scripts/serve.ts [--port 9000] [--root public] [--host 127.0.0.1]"

export function parseServeArgs(argv: string[]) {
  const values = parseOptions(
    argv,
    { port: { type: "string" }, root: { type: "string" }, host: { type: "string" } },
    USAGE,
  )
  return {
    port: values.port === undefined ? 9000 : wholeNumber("--port", values.port, 0, 65535, USAGE),
    root: values.root ?? "public",
    host: values.host ?? "127.0.0.1",
  }
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
  closeOnSignal(() => server.close())
}

if (require.main === module) {
  main().catch((caught: unknown) => {
    const inUse = (caught as NodeJS.ErrnoException).code === "EADDRINUSE"
    console.error(
      `serve: ${inUse ? `the port is in use (${messageOf(caught)}).` : messageOf(caught)}`,
    )
    process.exitCode = 1
  })
}
