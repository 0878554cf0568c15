/**
 * `npm run cms`: the content editor on this machine. Builds the site with /admin/ (or reuses a
 * build that has it; --build forces one), serves it on 127.0.0.1 and starts Decap's local backend,
 * which writes into content/ (or CONTENT_DIR). Nothing is committed: review and commit with git.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { contentDir } from "../plugins/content-model/content-dir"
import { closeOnSignal, runMain } from "./lib/cli"
import { startLocalEditor } from "./lib/cms/local-editor"
import { npmRun } from "./lib/npm-run"

const PUBLIC_DIR = "public"
const SITE_PORT = Number(process.env.PORT ?? 9000)

/** A build made for the local editor has the local backend in its config.yml. */
function hasLocalEditor(publicDir: string): boolean {
  const config = path.join(publicDir, "admin", "config.yml")
  return existsSync(config) && readFileSync(config, "utf8").includes('"local_backend"')
}

async function main(): Promise<void> {
  if (process.argv.includes("--build") || !hasLocalEditor(PUBLIC_DIR)) {
    const build = await npmRun("build:local")
    if (build !== 0) process.exit(build)
  } else {
    console.log("Usando o site já construído em public/ (npm run cms -- --build reconstrói).")
  }
  const editor = await startLocalEditor({
    contentDir: contentDir(),
    publicDir: PUBLIC_DIR,
    sitePort: SITE_PORT,
  })
  console.log(`\nEditor de conteúdo: ${editor.editorUrl}`)
  console.log(`Site:               ${editor.site.url}/`)
  console.log(`Backend local:      ${editor.backendUrl} (grava em ${contentDir()})`)
  console.log('No editor, clique em "Entrar" (sem senha). Depois confira com npm run check:content')
  console.log("e publique com git (commit e push). Ctrl+C encerra.")
  closeOnSignal(() => editor.close())
}

runMain(main)
