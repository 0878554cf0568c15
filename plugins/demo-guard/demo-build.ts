/**
 * What a build does with demo content: a production build (Netlify's CONTEXT=production) stops
 * with the list; any other build shows the notice and asks search engines not to index the site;
 * PUBLICAR_DEMO=1 publishes the demo on purpose, without either.
 */
import type { DemoFinding } from "./demo-findings"

/** The switch that publishes the demo on purpose (docs/LANCAMENTO.md). */
export const PUBLISH_DEMO = "PUBLICAR_DEMO"

/** Set by the guard for the site's code: "1" when pages carry the demo notice and noindex. */
export const DEMO_SITE_ENV = "GATSBY_SITE_DEMONSTRACAO"

export type DemoBuild = "stop" | "notice" | "plain"

export function demoBuild(findings: readonly DemoFinding[], env: NodeJS.ProcessEnv): DemoBuild {
  if (findings.length === 0 || publishesDemo(env)) return "plain"
  return env.CONTEXT === "production" ? "stop" : "notice"
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

export function demoStopMessage(findings: readonly DemoFinding[]): string {
  return [
    "Esta é a publicação do site (CONTEXT=production), e o conteúdo ainda tem dados da empresa de " +
      "demonstração, inventados: CNPJ, e-mails, engenheiros, CATs, textos ou logotipo. A " +
      "construção parou para que eles não saiam no ar com o nome da sua empresa. Troque cada " +
      "item abaixo pelo da sua empresa:",
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
    "não as indexem; a publicação (CONTEXT=production) vai parar até que sejam trocados. " +
    "A lista: npm run limpar-demo -- --lista."
  )
}
