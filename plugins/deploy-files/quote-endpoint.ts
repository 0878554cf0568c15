/**
 * GATSBY_QUOTE_ENDPOINT, inlined at build time: a production build refuses a form that would post
 * nowhere, and the CSP allows its origin; `netlify` is the Netlify Forms mode (the site itself).
 */
import { isNetlifyFormsMode } from "../../src/lib/netlify-forms"

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/** The local form inbox's port (scripts/form-inbox.ts), where `npm start` runs it. */
export const LOCAL_FORM_INBOX_PORT = 9100

/** The quote form's endpoint on a form inbox at `origin`: a form is posted to /f/<form>. */
export const inboxQuoteEndpoint = (origin: string) => `${origin}/f/quote`

/** What `npm run build:local` and `npm run develop` build the form for (gatsby-config.ts). */
export const LOCAL_QUOTE_ENDPOINT = inboxQuoteEndpoint(`http://127.0.0.1:${LOCAL_FORM_INBOX_PORT}`)

const HOW_TO =
  "Para corrigir: no painel da Netlify, em Site configuration → Environment variables, " +
  "crie GATSBY_QUOTE_ENDPOINT com o endereço do seu formulário no Formspree " +
  "(https://formspree.io/f/<código-do-formulário>) ou com a palavra netlify, para receber os " +
  "pedidos pelo Netlify Forms (GATSBY_QUOTE_ENDPOINT=netlify), e publique de novo " +
  "(Deploys → Trigger deploy). Para ver o site neste computador, com uma caixa de entrada " +
  "local, use `npm start`. Passo a passo: docs/CONTEUDO.md."

/** The endpoint as a URL, or why it is not a usable one. */
export function parseQuoteEndpoint(
  raw: string | undefined,
): { url: URL; problem: null } | { url: null; problem: string } {
  const value = raw?.trim()
  const refuse = (problem: string) => ({ url: null, problem: `${problem} ${HOW_TO}` })
  if (!value)
    return refuse(
      "Falta a variável GATSBY_QUOTE_ENDPOINT: o formulário de orçamento não enviaria os " +
        "pedidos para lugar nenhum.",
    )
  if (!URL.canParse(value))
    return refuse(`A variável GATSBY_QUOTE_ENDPOINT não é um endereço válido ("${value}").`)
  const url = new URL(value)
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return refuse(
      `A variável GATSBY_QUOTE_ENDPOINT precisa de um endereço que comece por https://, não "${value}".`,
    )
  }
  return { url, problem: null }
}

/** Why the configured endpoint cannot ship, or null when it can. */
export function quoteEndpointProblem(env: NodeJS.ProcessEnv): string | null {
  if (isNetlifyFormsMode(env.GATSBY_QUOTE_ENDPOINT)) return null
  const { url, problem } = parseQuoteEndpoint(env.GATSBY_QUOTE_ENDPOINT)
  if (!url) return problem
  if (env.NETLIFY === "true" && LOCAL_HOSTS.has(url.hostname)) {
    const value = env.GATSBY_QUOTE_ENDPOINT?.trim()
    return (
      `A variável GATSBY_QUOTE_ENDPOINT aponta para o próprio computador que gera o site ` +
      `(${value}), que os visitantes não alcançam. ${HOW_TO}`
    )
  }
  return null
}

/** The endpoint as a URL; throws the same message the build check gives. */
export function quoteEndpointUrl(raw: string): URL {
  const { url, problem } = parseQuoteEndpoint(raw)
  if (!url) throw new Error(problem)
  return url
}
