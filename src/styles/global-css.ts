import type { SiteTheme } from "./theme"

/**
 * The site-wide rules, written once into each page's <head> (gatsby-ssr.tsx), not kept by Emotion.
 * Form controls take the page's font: the browser's own would be one more font to look up.
 */
export function globalCss(theme: SiteTheme): string {
  return `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
@media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  line-height: 1.6;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  -webkit-font-smoothing: antialiased;
}
button, input, select, textarea { font-family: inherit; font-size: 100%; }
h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${theme.space.md}; color: ${theme.colors.primaryDark}; }
p { margin: 0 0 ${theme.space.md}; }
a { color: ${theme.colors.primary}; }
img { max-width: 100%; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
[id] { scroll-margin-top: calc(${theme.headerHeight} + ${theme.space.md}); }
/* Printed, a page is its content and the firm's identity: no menu, buttons or calls to action
   (each marked data-print="hide"), dark text on white, no picture cut across two pages. */
@page { size: A4; margin: 14mm 12mm; }
@media print {
  [data-print="hide"] { display: none !important; }
  body { font-size: 10.5pt; }
  header, footer { position: static !important; box-shadow: none !important; }
  header, footer, footer * { background: none !important; color: ${theme.colors.text} !important; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 22pt !important; }
  h1, h2, h3 { break-after: avoid; }
  img, picture, li, dl, tr { break-inside: avoid; }
  img { max-height: 120mm; width: auto; }
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`
    .replace(/\n\s*/g, " ")
    .trim()
}
