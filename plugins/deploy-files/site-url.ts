/**
 * The public address of the site, used for canonical links, the sitemap and Open Graph.
 * SITE_URL wins; on Netlify, previews use DEPLOY_PRIME_URL and production uses URL;
 * a local build falls back to the local preview server.
 */
export const LOCAL_SITE_URL = "http://localhost:9000"

export function resolveSiteUrl(env: NodeJS.ProcessEnv): string {
  const fromNetlify = env.CONTEXT === "production" ? env.URL : env.DEPLOY_PRIME_URL || env.URL
  const url = env.SITE_URL?.trim() || fromNetlify || LOCAL_SITE_URL
  return url.replace(/\/+$/, "")
}

/** The address gatsby-config.ts gives Gatsby: the local one while SITE_URL is unusable. */
export function configSiteUrl(env: NodeJS.ProcessEnv): string {
  return siteUrlProblem(env) ? LOCAL_SITE_URL : resolveSiteUrl(env)
}

/**
 * Why the site's address cannot be used, in Portuguese with the fix, or null. The build stops
 * on it (onPreBootstrap); gatsby-config.ts must not throw it nor pass it on, or Gatsby stops with
 * its own English validation message, or builds without its plugins.
 */
export function siteUrlProblem(env: NodeJS.ProcessEnv): string | null {
  const url = resolveSiteUrl(env)
  if (/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(url)) return null
  return (
    `O endereço do site "${env.SITE_URL?.trim() || url}" (variável SITE_URL) não é um endereço completo. Escreva-o ` +
    "com https:// e sem nada depois do domínio, por exemplo SITE_URL=https://www.suaempresa" +
    ".com.br, no painel da Netlify em Site configuration → Environment variables, e publique " +
    "de novo (Deploys → Trigger deploy)."
  )
}
