import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "@playwright/test"
import { loadPage, MOBILE, openPage, SCREENS, type Screen } from "./browser"
import { firstDetailsButton, openMobileMenu, openProjectDialog } from "./interactions"
import { PROJECTS, type SitePage } from "./pages"

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: number
  /** The first few elements, as CSS selectors. */
  targets: string[]
  /** axe's explanation for the first element (e.g. the contrast ratio found). */
  message: string | null
}

export interface AxeState {
  name: string
  violations: AxeViolation[]
  /** Set when the state could not be reached or scanned. */
  error?: string
}

export interface StatePlan {
  name: string
  page: SitePage
  screen: Screen
  prepare?: (page: Page) => Promise<void>
}

/**
 * Every state the budget covers: as loaded, the project dialog open, the mobile menu open.
 * The axeOnly pages are scanned as loaded.
 */
export function axePlan(
  pages: readonly SitePage[],
  axeOnly: readonly SitePage[] = [],
): StatePlan[] {
  const loaded = [...pages, ...axeOnly].flatMap((page) =>
    SCREENS.map((screen) => ({ name: `${page.label} at ${screen.name}`, page, screen })),
  )
  const dialog = SCREENS.map((screen) => ({
    name: `${PROJECTS.label} at ${screen.name}, project dialog open`,
    page: PROJECTS,
    screen,
    prepare: (page: Page) => openProjectDialog(page, firstDetailsButton(page)),
  }))
  const menu = pages.map((page) => ({
    name: `${page.label} at ${MOBILE.name}, mobile menu open`,
    page,
    screen: MOBILE,
    prepare: openMobileMenu,
  }))
  return [...loaded, ...dialog, ...menu]
}

/**
 * The plan's states grouped by page load: a page as loaded, then one opened state (the menu or
 * the dialog) of the same page and screen, on the same load.
 */
export function axeLoads(plan: readonly StatePlan[]): StatePlan[][] {
  const opened = plan.filter((state) => state.prepare)
  const loads = plan
    .filter((state) => !state.prepare)
    .map((state) => {
      const next = opened.findIndex(
        (other) => other.page === state.page && other.screen === state.screen,
      )
      return next < 0 ? [state] : [state, ...opened.splice(next, 1)]
    })
  return [...loads, ...opened.map((state) => [state])]
}

/** Scans every state of the plan, two page loads at a time; the states in the plan's order. */
export async function scanAxeStates(
  browser: Browser,
  baseUrl: string,
  pages: readonly SitePage[],
  axeOnly: readonly SitePage[] = [],
): Promise<AxeState[]> {
  const plan = axePlan(pages, axeOnly)
  const loads = axeLoads(plan)
  const scanned = new Map<string, AxeState>()
  const worker = async () => {
    for (let load = loads.shift(); load; load = loads.shift()) {
      for (const state of await scanLoad(browser, baseUrl, load)) scanned.set(state.name, state)
    }
  }
  await Promise.all([worker(), worker()])
  return plan.map((state) => scanned.get(state.name) as AxeState)
}

/** Loads the first state's page once and scans each state in turn on it. */
async function scanLoad(
  browser: Browser,
  baseUrl: string,
  load: readonly StatePlan[],
): Promise<AxeState[]> {
  const states: AxeState[] = []
  const { page, close } = await openPage(browser, load[0].screen)
  try {
    await loadPage(page, `${baseUrl}${load[0].page.path}`)
    for (const plan of load) {
      await plan.prepare?.(page)
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.length,
        targets: violation.nodes.slice(0, 3).map((node) => selectorText(node.target)),
        message: firstMessage(violation.nodes[0]),
      }))
      states.push({ name: plan.name, violations })
    }
  } catch (caught) {
    const message = caught instanceof Error ? caught.message.split("\n")[0] : String(caught)
    for (const plan of load.slice(states.length)) {
      states.push({ name: plan.name, violations: [], error: message })
    }
  } finally {
    await close()
  }
  return states
}

function firstMessage(
  node: { any: { message: string }[]; all: { message: string }[] } | undefined,
): string | null {
  return node?.any[0]?.message ?? node?.all[0]?.message ?? null
}

/** axe gives nested arrays for shadow roots and frames; one line reads better. */
function selectorText(target: unknown): string {
  return Array.isArray(target) ? target.map(selectorText).join(" >>> ") : String(target)
}
