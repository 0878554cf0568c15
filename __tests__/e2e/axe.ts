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
 */
export async function expectAxeWithinBudget(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  )
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze()
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
