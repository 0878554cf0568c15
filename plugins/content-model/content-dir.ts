import { resolve } from "node:path"

/** The folder maintainers edit; CONTENT_DIR points a build at another one (tests do). */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR || "content")
}
