import type { LhrLike } from "../../scripts/lib/audit/lighthouse-figures"

/** A Lighthouse result reduced to what the audit reads. */
export function fakeLhr(overrides: Partial<LhrLike["audits"]> = {}): LhrLike {
  const audit = (score: number | null, numericValue?: number) => ({
    title: "t",
    score,
    numericValue,
  })
  return {
    lighthouseVersion: "12.8.2",
    environment: { benchmarkIndex: 1500 },
    runWarnings: [],
    categories: {
      performance: { score: 0.9, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 0, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: {
        score: 0.5,
        auditRefs: [
          { id: "http-status-code", weight: 1 },
          { id: "document-title", weight: 1 },
          { id: "manual-audit", weight: 0 },
        ],
      },
    },
    audits: {
      "total-blocking-time": audit(0.9, 300),
      "largest-contentful-paint": audit(1, 1200),
      "cumulative-layout-shift": audit(1, 0),
      "color-contrast": audit(1),
      "errors-in-console": {
        title: "Browser errors were logged to the console",
        score: 0,
        details: {
          items: [
            {
              source: "network",
              description: "Failed to load resource: 404",
              sourceLocation: { url: "http://127.0.0.1:1/pagina-que-nao-existe/" },
            },
          ],
        },
      },
      "http-status-code": audit(0),
      "document-title": audit(1),
      "manual-audit": audit(null),
      ...overrides,
    },
  }
}
