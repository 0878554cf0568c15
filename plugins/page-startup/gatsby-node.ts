import type { GatsbyNode } from "gatsby"
import { compileHintsPlugin } from "./compile-hints"

/** The browser bundle's start-up scripts carry V8's compile hint (see compile-hints.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({ plugins: [compileHintsPlugin()] })
}
