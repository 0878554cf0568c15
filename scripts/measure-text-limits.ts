/**
 * Measures how long each text of texts.json may be before its section's layout suffers, in
 * Chromium at 390 × 844 and 1280 × 800 px: the figures of docs/content-model.md ("Text limits").
 * Serve a build first (npx tsx scripts/serve.ts --port 9010), then:
 *   npx tsx scripts/measure-text-limits.ts [--url http://127.0.0.1:9010] [field prefix]
 * Each text is set in the page (JavaScript off, so hydration keeps it) to words of growing
 * length; bisection finds the longest that still holds.
 */
import type { Page } from "@playwright/test"
import { launchBrowser } from "./lib/audit/browser"

const WORDS =
  "Projetos de saneamento para municípios, companhias de água e esgoto, indústrias e " +
  "loteamentos em todo o Brasil, com estudo, cálculo e desenho das redes. "
const textOf = (n: number) => WORDS.repeat(Math.ceil(n / WORDS.length) + 1).slice(0, n)

/** The demo's hero, kept while the other of the two is measured. */
const DEMO_TITLE = "Projetos de saneamento que levam água e qualidade de vida às cidades"
const DEMO_LEAD =
  "40 anos de prática em engenharia sanitária dos nossos fundadores, reunidos desde 2011 em " +
  "uma empresa que atende todo o Brasil com foco em qualidade, inovação e sustentabilidade."

export interface Measured {
  name: string
  path: string
  /** The element whose text is set (an eyebrow: the element before it). */
  selector: string
  /** The most lines the text may take at 390 and at 1280 px. */
  lines?: [number, number]
  /** "fold": "Solicitar Orçamento" stays on the first screen; "columns": "Sobre" stays balanced. */
  judge?: "fold" | "columns"
  eyebrow?: boolean
}

export const MEASURED: Measured[] = [
  { name: "hero.eyebrow", path: "/", selector: "#inicio h1", lines: [2, 1], eyebrow: true },
  { name: "hero.title", path: "/", selector: "#inicio h1", lines: [6, 4], judge: "fold" },
  { name: "hero.lead", path: "/", selector: "#inicio h1 + p", lines: [8, 5], judge: "fold" },
  { name: "hero.points[].text", path: "/", selector: "#inicio ul li > span", lines: [2, 2] },
  { name: "section eyebrow", path: "/", selector: "#servicos h2", lines: [2, 1], eyebrow: true },
  { name: "section title", path: "/", selector: "#servicos h2", lines: [3, 2] },
  { name: "section intro", path: "/", selector: "#servicos h2 + p", lines: [6, 3] },
  { name: "callToAction.title", path: "/", selector: "#cta-titulo", lines: [3, 2] },
  { name: "callToAction.text", path: "/", selector: "#cta-titulo + p", lines: [7, 3] },
  { name: "about.specialties[]", path: "/", selector: "#sobre h3 + ul li", lines: [2, 2] },
  { name: "about.description", path: "/", selector: "#sobre h2", judge: "columns" },
  { name: "portfolio.intro", path: "/projetos/", selector: "h1 + p", lines: [6, 3] },
  { name: "team.intro", path: "/equipe/", selector: "#equipe-titulo + p", lines: [8, 4] },
  {
    name: "team.records",
    path: "/equipe/",
    selector: "#equipe-titulo ~ p:last-of-type",
    lines: [6, 3],
  },
  accessibility("commitment", "#acessibilidade-titulo + p + p", [10, 5]),
  accessibility("barrier", "h2:nth-of-type(4) + p", [10, 5]),
  accessibility("libras", "h2:last-of-type + p", [12, 6]),
]

function accessibility(field: string, selector: string, lines: [number, number]): Measured {
  return { name: `accessibility.${field}`, path: "/acessibilidade/", selector, lines }
}

/** Runs in the page: sets the text, says whether the layout still holds. */
function holdsInPage(args: {
  field: Measured
  text: string
  wide: boolean
  demo: [string, string]
}): boolean {
  const { field, text, wide, demo } = args
  const lines = (element: Element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  }
  const found = document.querySelector(field.selector)
  if (!found) throw new Error(`${field.selector} is not on ${field.path}`)
  const target = field.eyebrow ? found.previousElementSibling! : found
  if (field.judge === "columns") {
    const columns = found.parentElement!.nextElementSibling!
    const [left, right] = [...columns.children] as HTMLElement[]
    const paragraphs = left.querySelectorAll("p")
    paragraphs.forEach((p, i) => (p.textContent = i === 0 ? text : ""))
    return wide
      ? left.offsetHeight <= right.offsetHeight
      : paragraphs[0].offsetHeight <= innerHeight
  }
  if (field.judge === "fold") {
    const title = document.querySelector("#inicio h1")!
    title.textContent = demo[0]
    title.nextElementSibling!.textContent = demo[1]
  }
  target.textContent = text
  const limit = field.lines![wide ? 1 : 0]
  if (document.documentElement.scrollWidth > innerWidth || lines(target) > limit) return false
  if (field.judge !== "fold") return true
  const button = document.querySelector('#inicio a[href="#contato"]')!
  return button.getBoundingClientRect().bottom <= innerHeight
}

async function longest(page: Page, field: Measured, wide: boolean): Promise<number> {
  // Passed as source, with the one helper tsx's transpiler adds to named functions (__name).
  const holds = (n: number) => {
    const args = { field, text: textOf(n), wide, demo: [DEMO_TITLE, DEMO_LEAD] }
    const source = `((__name) => (${holdsInPage.toString()})(${JSON.stringify(args)}))((f) => f)`
    return page.evaluate(source) as Promise<boolean>
  }
  let [low, high] = [1, 4000]
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (await holds(mid)) low = mid
    else high = mid - 1
  }
  return low
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const at = args.indexOf("--url")
  const base = at >= 0 ? args.splice(at, 2)[1] : "http://127.0.0.1:9010"
  const prefix = args[0] ?? ""
  const browser = await launchBrowser()
  try {
    console.log("field\t390 px\t1280 px\tlimit (the smaller, rounded down to 5)")
    for (const field of MEASURED.filter((item) => item.name.startsWith(prefix))) {
      const figures: number[] = []
      for (const wide of [false, true]) {
        const context = await browser.newContext({
          viewport: wide ? { width: 1280, height: 800 } : { width: 390, height: 844 },
          javaScriptEnabled: false,
        })
        const page = await context.newPage()
        await page.goto(new URL(field.path, base).href)
        figures.push(await longest(page, field, wide))
        await context.close()
      }
      const limit = Math.floor(Math.min(...figures) / 5) * 5
      console.log(`${field.name}\t${figures.join("\t")}\t${limit}`)
    }
  } finally {
    await browser.close()
  }
}

if (require.main === module) void main()
