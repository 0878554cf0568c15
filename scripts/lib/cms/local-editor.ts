/**
 * The editor on this machine: the built site (with /admin/) served on the loopback interface,
 * and Decap's local backend (decap-server) writing straight into the content folder.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { createStaticServer } from "../static-server"
import { LOCAL_BACKEND_URL } from "../../../plugins/content-editor/config"

export interface LocalEditorOptions {
  /** The folder to edit; it must be named "content", as the editor's paths start with content/. */
  contentDir: string
  publicDir: string
  sitePort: number
  /**
   * "fs" (the default, `npm run cms`): decap-server writes the files and nothing else; the
   * editor then publishes at once, as Decap falls back from the editorial workflow.
   * "git": the folder above contentDir must be a Git repository of its own; each draft is a
   * branch there (cms/…) and publishing merges it. decap-server checks out branches and commits
   * everything in that repository, so it is for throwaway copies (the e2e), never the project.
   */
  mode?: "fs" | "git"
}

export type LocalEditor = Awaited<ReturnType<typeof startLocalEditor>>

export async function startLocalEditor(options: LocalEditorOptions) {
  const contentDir = path.resolve(options.contentDir)
  if (path.basename(contentDir) !== "content" || !existsSync(contentDir)) {
    throw new Error(
      `A pasta de conteúdo precisa existir e se chamar "content" (recebi ${contentDir}): ` +
        "o editor grava em content/projects e content/site.json.",
    )
  }
  const backend = await startDecapServer(path.dirname(contentDir), options.mode ?? "fs")
  const site = await createStaticServer({
    root: options.publicDir,
    port: options.sitePort,
    host: "127.0.0.1",
  }).catch(async (caught: unknown) => {
    await stop(backend)
    throw caught
  })
  return {
    site,
    editorUrl: `${site.url}/admin/`,
    backendUrl: LOCAL_BACKEND_URL,
    close: async () => {
      await Promise.all([site.close(), stop(backend)])
    },
  }
}

/** decap-server bound to 127.0.0.1, resolved once it says it listens. */
function startDecapServer(repoDir: string, mode: "fs" | "git"): Promise<ChildProcess> {
  const url = new URL(LOCAL_BACKEND_URL)
  const child = spawn(process.execPath, [require.resolve("decap-server")], {
    env: {
      ...process.env,
      MODE: mode,
      PORT: url.port,
      BIND_HOST: url.hostname,
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  return new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => fail(new Error("decap-server did not start in 15 s")), 15_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill()
      reject(new Error(`${error.message}\n${output}`))
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening on/i.test(output)) {
        clearTimeout(timer)
        child.stdout?.off("data", read)
        resolve(child)
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => fail(new Error(`decap-server exited with code ${code}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill()
  })
}
