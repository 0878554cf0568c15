/**
 * `npm start`: builds the site with the quote form pointed at the local form inbox, then serves
 * the built site and the inbox, so a visitor can send a quote and see it stored.
 */
import path from "node:path"
import { createFormInbox, DEFAULT_DATA_DIR, DEFAULT_FORM_INBOX_PORT } from "./form-inbox"
import { closeOnSignal, runMain } from "./lib/cli"
import { npmRun } from "./lib/npm-run"
import { createStaticServer } from "./lib/static-server"

const SITE_PORT = Number(process.env.PORT ?? 9000)

async function main(): Promise<void> {
  const build = await npmRun("build:local")
  if (build !== 0) process.exit(build)

  const inbox = await createFormInbox({
    port: DEFAULT_FORM_INBOX_PORT,
    dataDir: path.resolve(DEFAULT_DATA_DIR),
  })
  const site = await createStaticServer({ root: "public", port: SITE_PORT, host: "127.0.0.1" })
  console.log(`\nSite:        http://localhost:${SITE_PORT}/`)
  console.log(`Form inbox:  ${inbox.endpoint} (open it to list the quotes received)`)
  console.log(`Quotes land in ${inbox.submissionsFile}`)
  console.log("Press Ctrl+C to stop.")

  closeOnSignal(() => Promise.all([site.close(), inbox.close()]))
}

runMain(main)
