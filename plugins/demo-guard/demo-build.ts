/**
 * What a build does with demo content: a production build (Netlify's CONTEXT=production)
 * publishes only the holding page ("site em preparação") and the editor; any other build shows
 * the notice and asks search engines not to index the site; PUBLICAR_DEMO=1 publishes the demo on
 * purpose, without either.
 */
import type { DemoFinding } from "./demo-findings"

/** The switch that publishes the demo on purpose (docs/LANCAMENTO.md). */
export const PUBLISH_DEMO = "PUBLICAR_DEMO"

/** Set by the guard for the site's code: "1" when pages carry the demo notice and noindex. */
export const DEMO_SITE_ENV = "GATSBY_SITE_DEMONSTRACAO"

export type DemoBuild = "holding" | "notice" | "plain"

export function demoBuild(findings: readonly DemoFinding[], env: NodeJS.ProcessEnv): DemoBuild {
  if (findings.length === 0 || publishesDemo(env)) return "plain"
  return env.CONTEXT === "production" ? "holding" : "notice"
}

/**
 * The guard's decision, for the plugins that follow it: set before anything else is built, read
 * by each plugin that writes into public/ (holdingBuild).
 */
export const DEMO_BUILD_ENV = "CONSTRUCAO_DA_DEMONSTRACAO"

/** Whether this build publishes only the holding page and the editor (docs/decisions.md). */
export function holdingBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEMO_BUILD_ENV] === "holding"
}

/** PUBLICAR_DEMO=1 (or "sim", "true"). */
export function publishesDemo(env: NodeJS.ProcessEnv): boolean {
  return ["1", "sim", "true"].includes((env[PUBLISH_DEMO] ?? "").trim().toLowerCase())
}

/** Each file with what of the demo it still has (one a line when many) and what to do. */
export function demoList(findings: readonly DemoFinding[]): string {
  return findings
    .map(({ file, items, fix }) =>
      items.length > 3
        ? `  - ${file} (para corrigir: ${fix}):\n${items.map((item) => `      ${item}`).join("\n")}`
        : `  - ${file}: ${items.join("; ")}. Para corrigir: ${fix}.`,
    )
    .join("\n")
}

/** Said by a production build that publishes the holding page, with what is left to replace. */
export function demoHoldingMessage(findings: readonly DemoFinding[]): string {
  return [
    "Esta é a publicação do site (CONTEXT=production), e o conteúdo ainda tem dados da empresa de " +
      "demonstração, inventados: CNPJ, e-mails, engenheiros, CATs, textos ou logotipo. Para que " +
      'eles não saiam no ar com o nome da sua empresa, o site publicado é só a página "Site em ' +
      'preparação" e o editor em /admin/. Troque cada item abaixo pelo da sua empresa (o editor ' +
      'lista os mesmos em "Lançamento"); a publicação seguinte publica o site inteiro:',
    demoList(findings),
    "Para apagar toda a demonstração de uma vez, rode npm run limpar-demo (docs/LANCAMENTO.md). " +
      `Para publicar a demonstração de propósito, como site de exemplo, crie a variável ` +
      `${PUBLISH_DEMO}=1 na Netlify (Site configuration → Environment variables).`,
  ].join("\n")
}

/** Said by a build that shows the notice, so that whoever builds knows why. */
export function demoNoticeMessage(findings: readonly DemoFinding[]): string {
  return (
    `Site de demonstração: ${findings.length} arquivo(s) ainda têm dados da demonstração ou a ` +
    'preencher. As páginas saem com o aviso "Site de demonstração" e pedem aos buscadores que ' +
    'não as indexem; a publicação (CONTEXT=production) mostra só a página "Site em preparação" ' +
    "e o editor até que sejam trocados. " +
    "A lista: npm run limpar-demo -- --lista."
  )
}
