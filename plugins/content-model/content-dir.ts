import { resolve } from "node:path"
import { CONTENT_TYPES } from "../../src/lib/content-model/content-types"
import { typeAt } from "../../src/lib/content-model/location"

/** The folder maintainers edit; CONTENT_DIR points a build at another one (tests do). */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR || "content")
}

/**
 * The node type gatsby-transformer-json gives a JSON file, from its path inside the content
 * folder and the tables' locations: projects/prj1/project.json is a Project, site.json the
 * SiteFacts; a file at no table's location is ContentJson (the content check reports it).
 */
export function jsonTypeName(relativePath: string): string {
  return typeAt(CONTENT_TYPES, relativePath.split("/"))?.typeName ?? "ContentJson"
}
