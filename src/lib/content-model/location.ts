/**
 * Where each content type's JSON is, as every reader needs it (docs/content-model.md): no other
 * module writes a content file's name or folder.
 */
import type { ContentLocation, ContentType } from "./field"

/** The path in the content folder as the docs write it ("projects/prjN/project.json"), or item N's. */
export function locationPath(location: ContentLocation, number: number | string = "N"): string {
  if (location.kind === "file") return location.file
  if (location.kind === "folder") return `${location.folder}/${location.item}`
  return `${location.folder}/${location.prefix}${number}/${location.file}`
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
 * The content type whose location a path inside the content folder, split into its parts, is:
 * ["site.json"], ["identidade", "identidade.json"], ["team", "ana.json"], ["projects", "prj1", "project.json"].
 */
export function typeAt(
  types: readonly ContentType[],
  parts: readonly string[],
): ContentType | undefined {
  return types.find(({ location }) => {
    if (location.kind === "file") return parts.join("/") === location.file
    if (location.kind === "folder")
      return parts.length === 2 && parts[0] === location.folder && /\.json$/i.test(parts[1])
    return parts.length === 3 && parts[0] === location.folder && parts[2] === location.file
  })
}
