import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeAdminFiles } from "./admin-files"
import { cmsOptionsFromEnv } from "./config"
import { queryPreviewWords } from "./preview-words"
import { queryProjectReferences } from "./project-references"
import { contentDir } from "../content-model/content-dir"
import { readPalette } from "../site-identity/read-palette"

/**
 * After the build: the content editor in public/admin/, copied rather than bundled, so none of
 * it enters the site's own JavaScript.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { engineers, categories } = await queryProjectReferences(graphql)
  await writeAdminFiles(
    path.join(process.cwd(), "public"),
    cmsOptionsFromEnv(process.env),
    { ...(await queryPreviewWords(graphql, contentDir())), palette: readPalette(contentDir()) },
    engineers,
    categories,
  )
}
