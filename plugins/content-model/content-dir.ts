import { resolve } from "node:path"
import { CONTENT_TYPES } from "../../src/lib/content-model/content-types"
import { typeAt } from "../../src/lib/content-model/location"

/** The folder maintainers edit; CONTENT_DIR points a build at another one (tests do). */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR || "content")
}

/** gatsby-transformer-json's node type of a file; ContentJson at no table's location. */
export function jsonTypeName(relativePath: string): string {
  return typeAt(CONTENT_TYPES, relativePath.split("/"))?.typeName ?? "ContentJson"
}
