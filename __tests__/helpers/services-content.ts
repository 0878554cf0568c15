/**
 * A content folder's services (services/<nome>.json), in the site's order (order, then title),
 * and its Tipo de Projeto options (quote-form.json): what the tests compare the site with.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

export interface ServiceFile {
  title: string
  icon: string
  items: string[]
  order: number
}

export const FIXTURE_CONTENT = path.join(__dirname, "../fixtures/content")
export const DEMO_CONTENT = path.join(__dirname, "../../content")

export function readServices(contentDir: string): ServiceFile[] {
  const folder = path.join(contentDir, "services")
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as ServiceFile)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
}

export function readProjectTypes(contentDir: string): string[] {
  const file = path.join(contentDir, "quote-form.json")
  return (JSON.parse(readFileSync(file, "utf8")) as { projectTypes: string[] }).projectTypes
}
