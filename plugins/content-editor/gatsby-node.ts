import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeAdminFiles } from "./admin-files"
import { cmsOptionsFromEnv, editorSettingsProblem } from "./config"
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
 * it enters the site's own JavaScript.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  await writeAdminFiles(
    path.join(process.cwd(), "public"),
    cmsOptionsFromEnv(process.env),
    { ...(await queryPreviewWords(graphql, contentDir())), palette: readPalette(contentDir()) },
    { ...(await queryProjectReferences(graphql)), services: lastServiceRefusals(contentDir()) },
  )
}
