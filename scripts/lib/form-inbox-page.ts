import type { Submission } from "./form-inbox-store"

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  )

/** A plain page listing the stored submissions, newest first, for a person checking a test. */
export function renderListing(title: string, file: string, submissions: Submission[]): string {
  const items = [...submissions].reverse().map((entry) => {
    const rows = Object.entries(entry.fields)
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join("")
    return `<li><h2>${escapeHtml(entry.receivedAt)} · ${escapeHtml(entry.form)}</h2><dl>${rows}</dl></li>`
  })
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}li{margin-bottom:1.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
dd{margin:0;white-space:pre-wrap}h2{font-size:1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${submissions.length} submission(s) in <code>${escapeHtml(file)}</code></p>
<ol reversed>${items.join("\n")}</ol>
</body></html>
`
}
