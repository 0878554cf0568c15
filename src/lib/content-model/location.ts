/**
 * Where each content type's JSON is (its table's `location`), as every reader needs it: the
 * build's JSON transformer (gatsby-config.ts), the content check, the editor's collections and
 * the docs. No other module writes a content file's name or folder.
 */
import type { ContentLocation, ContentType } from "./field"

/** The path inside the content folder, as the docs write it: "projects/prjN/project.json". */
export function locationPath(location: ContentLocation): string {
  if (location.kind === "file") return location.file
  if (location.kind === "folder") return `${location.folder}/${location.item}`
  return `${location.folder}/${location.item}/${location.file}`
}

/** The top-level folder of a type kept in one (projects, team, services). */
export function locationFolder(type: ContentType): string {
  if (type.location.kind === "file") throw new Error(`${type.typeName} is one file, no folder`)
  return type.location.folder
}

/** The file name of a one-file type, or of each folder's file (site.json, project.json). */
export function locationFile(type: ContentType): string {
  if (type.location.kind === "folder") throw new Error(`${type.typeName} has a file per item`)
  return type.location.file
}

/**
 * Whether a path inside the content folder, split into its parts, is where this location puts
 * a file: ["site.json"], ["identidade", "identidade.json"], ["team", "ana.json"], ["projects", "prj1", "project.json"].
 */
export function isAt(location: ContentLocation, parts: readonly string[]): boolean {
  if (location.kind === "file") return parts.join("/") === location.file
  if (location.kind === "folder")
    return parts.length === 2 && parts[0] === location.folder && /\.json$/i.test(parts[1])
  return parts.length === 3 && parts[0] === location.folder && parts[2] === location.file
}

/** The content type whose location a path is, if any. */
export function typeAt(
  types: readonly ContentType[],
  parts: readonly string[],
): ContentType | undefined {
  return types.find((type) => isAt(type.location, parts))
}
