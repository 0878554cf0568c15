import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { compileHintsPlugin } from "./compile-hints"
import { mergeEmotionStylesInPages } from "./emotion-styles"

/** The browser bundle's start-up scripts carry V8's compile hint (see compile-hints.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({ plugins: [compileHintsPlugin()] })
}

/** Each built page's Emotion styles in one tag (see emotion-styles.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const pages = await mergeEmotionStylesInPages(path.join(process.cwd(), "public"))
  reporter.info(`Emotion styles merged into one tag in ${pages} pages`)
}
