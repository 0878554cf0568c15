/**
 * Whether this build is a demo site: content of the demo firm, built for a preview (a local
 * build, `npm start`, a Netlify deploy preview) rather than published. plugins/demo-guard decides
 * it before the build and hands it over in GATSBY_SITE_DEMONSTRACAO, which Gatsby writes into the
 * pages' code as a constant: in any other build, what depends on it is left out of the bundles.
 */
export const DEMO_SITE: boolean = process.env.GATSBY_SITE_DEMONSTRACAO === "1"
