import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"

/**
 * On Netlify: keep the official adapter's build cache (.cache and public/ restored between
 * builds), but skip its `adapt` step, which would append Gatsby's default headers to our
 * generated public/_headers (doubling Cache-Control and weakening Referrer-Policy). The site has
 * no functions or server rendering, so there is nothing else for `adapt` to do.
 */
export function netlifyCacheOnlyAdapter(): IAdapter {
  const netlify = createNetlifyAdapter()
  return { ...netlify, name: "netlify-cache-only", adapt: () => undefined }
}
