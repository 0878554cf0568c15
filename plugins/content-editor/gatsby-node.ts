import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeAdminFiles } from "./admin-files"
import { cmsConfig, cmsOptionsFromEnv, editorSettingsProblem } from "./config"
import { demoEntries, type EditorCollection } from "./demo-entries"
import { queryPreviewWords } from "./preview-words"
import { queryProjectReferences } from "./project-references"
import { lastServiceRefusals } from "./refusals"
import { contentDir } from "../content-model/content-dir"
import { readPalette } from "../site-identity/read-palette"

/**
 * Before anything is built: the editor's variables, so a typo in one stops the build at once, in
 * Portuguese, rather than after every page is made (docs/LANCAMENTO.md, "O editor não entra").
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problem = editorSettingsProblem(process.env)
  if (problem) reporter.panicOnBuild(problem)
}

/**
 * After the build: the content editor in public/admin/, copied rather than bundled, so none of
 * it enters the site's own JavaScript, with what still carries the demo (demo-entries.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const options = cmsOptionsFromEnv(process.env)
  const collections = cmsConfig(options).collections as EditorCollection[]
  await writeAdminFiles(
    path.join(process.cwd(), "public"),
    options,
    { ...(await queryPreviewWords(graphql, contentDir())), palette: readPalette(contentDir()) },
    { ...(await queryProjectReferences(graphql)), services: lastServiceRefusals(contentDir()) },
    await demoEntries(contentDir(), collections, process.env),
  )
}
