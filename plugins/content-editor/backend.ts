/**
 * Who logs in to the editor, and through what it reads and commits: the `backend` part of the
 * generated config.yml, chosen by CMS_BACKEND (docs/CONTEUDO.md, "Entrar sem conta no GitHub").
 */
export const CMS_BACKENDS = ["github", "decapbridge", "git-gateway"] as const
export type CmsBackend = (typeof CMS_BACKENDS)[number]

/** DecapBridge's hosted Git Gateway, the same for every site (its login URL names the site). */
export const DECAPBRIDGE_GATEWAY = "https://gateway.decapbridge.com"

/** Where a hosted identity bridge logs editors in and commits for them (CMS_BACKEND=decapbridge). */
export interface CmsBridge {
  /** CMS_IDENTITY_URL: the site's login service, https://auth.decapbridge.com/sites/<id>. */
  identityUrl: string
  /** CMS_GATEWAY_URL, else DecapBridge's gateway. */
  gatewayUrl: string
}

export interface BackendOptions {
  /** owner/name of the GitHub repository the production editor commits to. */
  githubRepo: string
  githubBranch: string
  /** Who logs in (docs/CONTEUDO.md); GitHub when unset. */
  backend?: CmsBackend
  /** The identity bridge's addresses, for the "decapbridge" backend. */
  bridge?: CmsBridge
}

/** CMS_BACKEND: empty for GitHub; anything else must be a backend this config knows. */
export function cmsBackend(value: string | undefined): CmsBackend {
  if (!value) return "github"
  const backend = CMS_BACKENDS.find((name) => name === value)
  if (!backend) {
    throw new Error(
      `CMS_BACKEND="${value}" não existe: use ${CMS_BACKENDS.join(", ")} ` +
        "(ou deixe vazio para o GitHub). Corrija a variável em Site configuration → " +
        "Environment variables e publique de novo (docs/CONTEUDO.md, “Entrar sem conta no GitHub”).",
    )
  }
  return backend
}

const WHERE = "em Site configuration → Environment variables e publique de novo"

/**
 * CMS_GITHUB_REPO as owner/name: written so (suaempresa/site) or as the repository's address on
 * GitHub (https://github.com/suaempresa/site, with or without .git), which is what a firm copies.
 * Anything else stops the build with the fix, as GitHub would refuse the editor's every request.
 */
export function cmsGithubRepo(value: string): string {
  const repo = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(
    value.trim(),
  )
  if (repo && GITHUB_OWNER.test(repo[1]) && GITHUB_NAME.test(repo[2]))
    return `${repo[1]}/${repo[2]}`
  throw new Error(
    `CMS_GITHUB_REPO="${value}" não é um repositório do GitHub: escreva conta/nome, como ` +
      "suaempresa/site, ou o endereço do repositório, https://github.com/suaempresa/site (o que " +
      `a barra do navegador mostra no GitHub). Corrija a variável ${WHERE}; vazia, o editor usa o ` +
      "repositório ligado ao site na Netlify.",
  )
}

/** GitHub's rules for an account's name and a repository's. */
const GITHUB_OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/
const GITHUB_NAME = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/

/**
 * CMS_IDENTITY_URL (required) and CMS_GATEWAY_URL (DecapBridge's by default), as the bridge's
 * panel shows them for the site: https addresses, checked so a typo stops the build with the fix
 * rather than leaving an editor that cannot log in.
 */
export function cmsBridge(env: NodeJS.ProcessEnv): CmsBridge {
  const identity = env.CMS_IDENTITY_URL?.trim()
  if (!identity) {
    throw new Error(
      "CMS_BACKEND=decapbridge precisa da variável CMS_IDENTITY_URL: o endereço identity_url " +
        "que o painel do DecapBridge mostra depois de cadastrar o site, como " +
        `https://auth.decapbridge.com/sites/<código-do-site>. Crie-a ${WHERE}.`,
    )
  }
  return {
    identityUrl: httpsUrl("CMS_IDENTITY_URL", identity),
    gatewayUrl: httpsUrl("CMS_GATEWAY_URL", env.CMS_GATEWAY_URL?.trim() || DECAPBRIDGE_GATEWAY),
  }
}

function httpsUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null
  if (url?.protocol !== "https:" || url.search || url.hash) {
    throw new Error(
      `${name}="${value}" não é um endereço válido: copie-o inteiro do painel do DecapBridge, ` +
        `começando com https:// (sem espaços, sem ? nem #). Corrija-o ${WHERE}.`,
    )
  }
  return value.replace(/\/+$/, "")
}

/** The origins the editor's page must reach for its login besides the site and GitHub's API. */
export function cmsBridgeOrigins(options: BackendOptions): string[] {
  if (options.backend !== "decapbridge" || !options.bridge) return []
  const { identityUrl, gatewayUrl } = options.bridge
  return [...new Set([new URL(identityUrl).origin, new URL(gatewayUrl).origin])]
}

/** Who logs in, and through what the editor reads and commits. */
export function backendConfig(options: BackendOptions): Record<string, unknown> {
  if (options.backend === "decapbridge" && options.bridge) {
    // DecapBridge's login (Decap's own e-mail and password form, talking to identity_url) and its
    // Git Gateway, which commits with the repository token the site's owner gave DecapBridge.
    return {
      name: "git-gateway",
      repo: options.githubRepo,
      branch: options.githubBranch,
      identity_url: options.bridge.identityUrl,
      gateway_url: options.bridge.gatewayUrl,
    }
  }
  if (options.backend === "git-gateway") {
    // Netlify Identity logs in (/.netlify/identity); Git Gateway commits with the site's token
    // (/.netlify/git). Both same-origin, inside the editor's policy.
    return { name: "git-gateway", branch: options.githubBranch }
  }
  return {
    name: "github",
    repo: options.githubRepo,
    branch: options.githubBranch,
    // Netlify's OAuth provider for GitHub (Site configuration > Access control > OAuth).
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
  }
}
