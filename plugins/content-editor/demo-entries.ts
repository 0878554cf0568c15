/**
 * What the editor's "Lançamento" list shows (launch-view.ts): each file that still carries the
 * demo (demo-guard's findings), with the editor entry that fixes it, found in the editor's own
 * collections (config.ts), as Decap addresses an entry: #/collections/<collection>/entries/<slug>.
 */
import path from "node:path"
import { demoBuild, type DemoBuild } from "../demo-guard/demo-build"
import { findDemoContent, type DemoFinding } from "../demo-guard/demo-findings"

/** The file the build writes into public/admin/ and the view reads. */
export const DEMO_ENTRIES_FILE = "demonstracao.json"

/** The parts of a collection of the editor's configuration the mapping reads. */
export interface EditorCollection {
  name: string
  folder?: string
  path?: string
  extension?: string
  files?: readonly { name: string; file: string }[]
}

export interface DemoEntry extends DemoFinding {
  /** The entry's address in the editor (#/collections/…), or null when no entry holds the file. */
  entry: string | null
}

export interface DemoEntries {
  /** What this build did with the demo: holding page, notice, or the site as it is. */
  build: DemoBuild
  findings: DemoEntry[]
}

const entryAddress = (collection: string, slug: string) =>
  `#/collections/${collection}/entries/${slug}`

/**
 * The editor entry of a content file ("content/site.json", "content/projects/prj1/project.json"),
 * or of a picture saved beside an entry's file (the identity's logo); null when none. A folder
 * collection's entry is its file's path in the folder without the extension ("prj1/project"),
 * when the collection's `path` makes such a path.
 */
export function editorEntry(file: string, collections: readonly EditorCollection[]): string | null {
  for (const { name, files = [] } of collections) {
    const named = files.find((entry) => entry.file === file)
    if (named) return entryAddress(name, named.name)
  }
  for (const { name, folder, path: pathTemplate = "{{slug}}", extension } of collections) {
    if (!folder || !file.startsWith(`${folder}/`)) continue
    const inFolder = file.slice(folder.length + 1)
    if (extension && !inFolder.endsWith(`.${extension}`)) continue
    const [before, after] = pathTemplate.split("{{slug}}")
    const stem = extension ? inFolder.slice(0, -(extension.length + 1)) : inFolder
    if (!stem.startsWith(before) || !stem.endsWith(after)) continue
    const slug = stem.slice(before.length, stem.length - after.length)
    if (slug && !slug.includes("/")) return entryAddress(name, stem)
  }
  for (const { name, files = [] } of collections) {
    const beside = files.find(
      (entry) => path.posix.dirname(entry.file) === path.posix.dirname(file),
    )
    if (beside && path.posix.dirname(file) !== "content") return entryAddress(name, beside.name)
  }
  return null
}

/**
 * The findings of the content folder, named as the editor names its files (content/…), each
 * with its entry; the folder must be named "content", as the editor's paths start with it.
 */
export async function demoEntries(
  contentDir: string,
  collections: readonly EditorCollection[],
  env: NodeJS.ProcessEnv,
): Promise<DemoEntries> {
  const findings = await findDemoContent(contentDir, { rootDir: path.dirname(contentDir) })
  return {
    build: demoBuild(findings, env),
    findings: findings.map((finding) => ({
      ...finding,
      entry: editorEntry(finding.file, collections),
    })),
  }
}
