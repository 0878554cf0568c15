import type { SiteTheme } from "../../styles/theme"

/** The class of the notice, and the id of its style element in the <head> (gatsby-ssr.tsx). */
export const DEMO_NOTICE_CLASS = "aviso-demonstracao"

/**
 * The strip at the top of every page of a demo site (src/lib/demo-site.ts): gatsby-ssr.tsx writes
 * it as plain HTML before the React root, so it costs the page no script.
 */
export function DemoNotice() {
  return (
    <aside className={DEMO_NOTICE_CLASS} aria-label="Aviso de demonstração">
      <p>
        <strong>Site de demonstração.</strong> A empresa, os engenheiros, os projetos e as CATs são
        fictícios.
      </p>
    </aside>
  )
}

/** Its rules, plain CSS like the global ones: it lives outside React, so outside Emotion. */
export function demoNoticeCss(theme: SiteTheme): string {
  return `
.${DEMO_NOTICE_CLASS} { background: ${theme.colors.focus}; color: ${theme.colors.text}; padding: ${theme.space.sm} ${theme.space.md}; line-height: 1.4; text-align: center; }
.${DEMO_NOTICE_CLASS} p { margin: 0 auto; max-width: ${theme.maxWidth}; }
@media print { .${DEMO_NOTICE_CLASS} { border: 2px solid ${theme.colors.text}; } }
`
}
