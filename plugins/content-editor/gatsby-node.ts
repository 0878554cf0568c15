import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeAdminFiles } from "./admin-files"
import { cmsConfig, cmsOptionsFromEnv } from "./config"
import { demoEntries, type EditorCollection } from "./demo-entries"
import { queryPreviewWords } from "./preview-words"
import { queryProjectReferences } from "./project-references"
import { contentDir } from "../content-model/content-dir"
import { readPalette } from "../site-identity/read-palette"

/**
 * After the build: the content editor in public/admin/, copied rather than bundled, so none of
 * it enters the site's own JavaScript, with what still carries the demo (demo-entries.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { engineers, categories } = await queryProjectReferences(graphql)
  const options = cmsOptionsFromEnv(process.env)
  const collections = cmsConfig(options).collections as EditorCollection[]
  await writeAdminFiles(
    path.join(process.cwd(), "public"),
    options,
    { ...(await queryPreviewWords(graphql)), palette: readPalette(contentDir()) },
    engineers,
    categories,
    await demoEntries(contentDir(), collections, process.env),
  )
}
