import path from "node:path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { writeRedirectsFile } from "./redirects"

/**
 * On Netlify: keep the official adapter's build cache (.cache and public/ restored between
 * builds), but replace its `adapt` step, which would append Gatsby's default headers to our
 * generated public/_headers (doubling Cache-Control and weakening Referrer-Policy). The site has
 * no functions or server rendering; the one thing of `adapt` it keeps is writing the redirects
 * made with `createRedirect` to public/_redirects (redirects.ts). A redirect therefore reaches
 * Netlify only: local builds run no adapter, and the local server does not apply `_redirects`.
 */
export function netlifyCacheOnlyAdapter(): IAdapter {
  const netlify = createNetlifyAdapter()
  return {
    ...netlify,
    name: "netlify-cache-only",
    async adapt({ routesManifest, reporter }) {
      const publicDir = path.join(process.cwd(), "public")
      const written = await writeRedirectsFile(publicDir, routesManifest)
      reporter.info(`public/_redirects: ${written} redirects from createRedirect`)
    },
  }
}
