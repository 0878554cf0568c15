import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { cmsBridgeOrigins } from "../content-editor/backend"
import { cmsOptionsFromEnv } from "../content-editor/config"
import { holdingBuild } from "../demo-guard/demo-build"
import { writeHeadersFile } from "./headers"
import { writeNetlifyFormsSkeleton } from "./netlify-forms"
import { writeNotFoundPolicy } from "./not-found-policy"
import { shareLoaderScriptsInPages } from "./page-path-script"
import { quoteEndpointProblem } from "./quote-endpoint"
import { writeRobotsTxt } from "./robots"
import { resolveSiteUrl, siteUrlProblem } from "./site-url"

/** A build refuses a site address that is not one; a production build, a form posting nowhere. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const address = siteUrlProblem(process.env)
  if (address) reporter.panicOnBuild(address)
  if (process.env.gatsby_executing_command !== "build") return
  const problem = quoteEndpointProblem(process.env)
  if (problem) reporter.panicOnBuild(problem)
}

/** After the other plugins' files (it is listed last); what it writes: docs/architecture.md */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  const holding = holdingBuild()
  await writeRobotsTxt(publicDir, resolveSiteUrl(process.env), holding)
  const rewritten = await shareLoaderScriptsInPages(publicDir)
  reporter.info(`Loader script given its shared text in ${rewritten} pages`)
  const quoteEndpoint = process.env.GATSBY_QUOTE_ENDPOINT ?? ""
  // The holding page (plugins/demo-guard) has no form to register.
  const skeleton = holding ? null : await writeNetlifyFormsSkeleton(publicDir, quoteEndpoint)
  if (skeleton) reporter.info(`Netlify Forms skeleton written to ${skeleton}`)
  const cms = cmsOptionsFromEnv(process.env)
  const { rules } = await writeHeadersFile(publicDir, {
    quoteEndpoint,
    cmsLocalBackend: cms.localBackend,
    cmsBridgeOrigins: cmsBridgeOrigins(cms),
  })
  reporter.info(`public/_headers written (${rules.length} rules)`)
  await writeNotFoundPolicy(publicDir, quoteEndpoint)
}
