import type { GatsbyNode } from "gatsby"
import { contentDir } from "../content-model/content-dir"
import { DEMO_SITE_ENV, demoBuild, demoNoticeMessage, demoStopMessage } from "./demo-build"
import { findDemoContent } from "./demo-findings"

/**
 * Before anything is built: a production build of demo content stops with the list of what is
 * left of the demo; another build of it tells the site's code (DEMO_SITE_ENV, which Gatsby passes
 * to the pages as every GATSBY_ variable) to show the notice and ask not to be indexed.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const findings = await findDemoContent(contentDir())
  const build = demoBuild(findings, process.env)
  process.env[DEMO_SITE_ENV] = build === "notice" ? "1" : ""
  if (build === "stop") reporter.panicOnBuild(demoStopMessage(findings))
  if (build === "notice") reporter.warn(demoNoticeMessage(findings))
}
