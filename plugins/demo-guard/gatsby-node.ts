import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentDir } from "../content-model/content-dir"
import {
  DEMO_BUILD_ENV,
  DEMO_SITE_ENV,
  demoBuild,
  demoHoldingMessage,
  demoNoticeMessage,
  holdingBuild,
} from "./demo-build"
import { findDemoContent } from "./demo-findings"
import {
  HOLDING_PATHS,
  HOLDING_TEMPLATE,
  HOLDING_WRAPPER,
  holdingFirmName,
  PAGE_WRAPPER,
  removeUnusedQueryResults,
} from "./holding-site"

/**
 * Before anything is built: what this build does with demo content (demo-build.ts), for the
 * plugins that follow (DEMO_BUILD_ENV) and the site's code (DEMO_SITE_ENV, which Gatsby passes to
 * the pages as every GATSBY_ variable). A production build of it publishes only the holding page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const findings = await findDemoContent(contentDir())
  const build = demoBuild(findings, process.env)
  process.env[DEMO_BUILD_ENV] = build
  process.env[DEMO_SITE_ENV] = build === "notice" ? "1" : ""
  if (build === "holding") reporter.warn(demoHoldingMessage(findings))
  if (build === "notice") reporter.warn(demoNoticeMessage(findings))
}

/**
 * A holding build: every page the site's src/pages/ makes is taken out, and the holding page
 * takes the home page's and the 404 page's places (the other plugins create none).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!holdingBuild() || page.component === path.resolve(HOLDING_TEMPLATE)) return
  actions.deletePage(page)
  if (!HOLDING_PATHS.includes(page.path)) return
  actions.createPage({
    path: page.path,
    component: path.resolve(HOLDING_TEMPLATE),
    context: { firmName: holdingFirmName(contentDir()) },
  })
}

/** A holding build's pages go without the layout, so the bundle holds none of its queries. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
}) => {
  if (!holdingBuild()) return
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(PAGE_WRAPPER, path.resolve(HOLDING_WRAPPER))],
  })
}

/** What a holding build's pages do not use is not published (holding-site.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!holdingBuild()) return
  const removed = await removeUnusedQueryResults(path.join(process.cwd(), "public"))
  reporter.info(`Site em preparação: ${removed} resultados de consultas sem página retirados`)
}
