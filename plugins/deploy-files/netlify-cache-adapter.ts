import path from "node:path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { contentDir } from "../content-model/content-dir"
import { demoBuild } from "../demo-guard/demo-build"
import { findDemoContent } from "../demo-guard/demo-findings"
import { writeRedirectsFile } from "./redirects"

/**
 * On Netlify: keep the official adapter's build cache (.cache and public/ restored between
 * builds), but replace its `adapt` step, which would append Gatsby's default headers to our
 * generated public/_headers (doubling Cache-Control and weakening Referrer-Policy). The site has
 * no functions or server rendering; the one thing of `adapt` it keeps is writing the redirects
 * made with `createRedirect` to public/_redirects (redirects.ts). A redirect therefore reaches
 * Netlify only: local builds run no adapter, and the local server does not apply `_redirects`.
 * The cache is not restored for a build that publishes only the holding page (below).
 */
export function netlifyCacheOnlyAdapter(netlify: IAdapter = createNetlifyAdapter()): IAdapter {
  return {
    ...netlify,
    name: "netlify-cache-only",
    cache: netlify.cache && {
      store: netlify.cache.store,
      /**
       * A build that publishes only the holding page (plugins/demo-guard) starts from nothing:
       * a restored public/ of a whole site (a PUBLICAR_DEMO=1 build of the demo) would otherwise
       * be published beside it, pictures, search file and spreadsheets included.
       */
      async restore(args) {
        const findings = await findDemoContent(contentDir())
        if (demoBuild(findings, process.env) === "holding") {
          args.reporter.info("Site em preparação: a construção começa sem o cache da anterior.")
          return false
        }
        return netlify.cache?.restore(args)
      },
    },
    async adapt({ routesManifest, reporter }) {
      const publicDir = path.join(process.cwd(), "public")
      const written = await writeRedirectsFile(publicDir, routesManifest)
      reporter.info(`public/_redirects: ${written} redirects from createRedirect`)
    },
  }
}
