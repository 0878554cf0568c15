import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { AXE_TAGS } from "../../scripts/lib/audit/browser"
import { expect } from "./fixtures"

export { AXE_TAGS }

/** audit-budgets.json's axe.maxViolations: the budget every scanned state is held to. */
export const MAX_AXE_VIOLATIONS = (
  JSON.parse(readFileSync("audit-budgets.json", "utf8")) as { axe: { maxViolations: number } }
).axe.maxViolations

/**
 * Scans the page's current state once its animations have ended (a sliding menu is judged where
 * it stops) and holds it to the budget; the message lists each violation: rule, impact, elements.
 * Only violations are gathered in full (`resultTypes`): axe still runs every rule, but keeps one
 * node of each pass, incomplete and inapplicable result instead of describing them all.
 * axe runs in the page itself (`setLegacyMode`): by default @axe-core/playwright runs each frame
 * apart and merges the results in a new blank page, which took 1.6–2.2 s a scan against 0.3–0.4 s
 * for axe.run in the page (home page, 2026-11-26, busy host). The only thing the page's own run
 * cannot see is a cross-origin frame, and the site has no frame at all: checked here first.
 */
export async function expectAxeWithinBudget(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  )
  const { violations } = await axeViolations(page)
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}; ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" >>> "))
        .join(", "),
  )
  expect(found.length, `axe, ${state}:\n${found.join("\n")}`).toBeLessThanOrEqual(
    MAX_AXE_VIOLATIONS,
  )
}

/** axe's violations in the page's current state, or in a part of it (a selector). */
export async function axeViolations(page: Page, include?: string) {
  expect(await page.locator("iframe").count(), "frames in the page (axe runs in the page)").toBe(0)
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
  return (include ? builder.include(include) : builder).analyze()
}
