/**
 * The public address of the site, used for canonical links, the sitemap and Open Graph.
 * SITE_URL wins; on Netlify, previews use DEPLOY_PRIME_URL and production uses URL;
 * a local build falls back to the local preview server.
 */
export const LOCAL_SITE_URL = "http://localhost:9000"

export function resolveSiteUrl(env: NodeJS.ProcessEnv): string {
  const fromNetlify = env.CONTEXT === "production" ? env.URL : env.DEPLOY_PRIME_URL || env.URL
  const url = env.SITE_URL?.trim() || fromNetlify || LOCAL_SITE_URL
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(url)) {
    throw new Error(
      `O endereço do site "${url}" (variável SITE_URL) não é um endereço completo. Escreva-o ` +
        "com https:// e sem nada depois do domínio, por exemplo SITE_URL=https://www.suaempresa" +
        ".com.br, no painel da Netlify em Site configuration → Environment variables, e publique " +
        "de novo (Deploys → Trigger deploy).",
    )
  }
  return url.replace(/\/+$/, "")
}
