/**
 * The firm's colours as the site uses them: the two it must choose (primary, accent), the four
 * shades it may choose or leave to the build, and the pairs of them the site sets as text on a
 * background, each held to WCAG 2.2 AA's 4.5:1 by the content check (contrast.ts).
 */
import { colord, extend } from "colord"
import a11yPlugin from "colord/plugins/a11y"
import mixPlugin from "colord/plugins/mix"
import { colorProperty, FIRM_COLOR_KEYS, type FirmColorKey } from "../../src/styles/firm-colors"
import { theme } from "../../src/styles/theme"

extend([a11yPlugin, mixPlugin])

export type Palette = Record<FirmColorKey, string>

/**
 * How the firm's colours reach the pages' <head> (gatsby-ssr.tsx): Gatsby writes GATSBY_
 * variables into the server-rendering bundle as constants, where CONTENT_DIR is not read.
 */
export const PALETTE_ENV = "GATSBY_CORES_DA_EMPRESA"

/** What identidade.json's "colors" may hold: the two required colours and any shade. */
export type ChosenColors = Partial<Record<FirmColorKey, unknown>>

/** A shade the firm left empty: its base colour mixed with black or white, in RGB. */
const SHADES: Record<
  Exclude<FirmColorKey, "primary" | "accent">,
  { base: "primary" | "accent"; toward: string; ratio: number }
> = {
  primaryDark: { base: "primary", toward: "#000000", ratio: 0.26 },
  primaryLight: { base: "primary", toward: "#ffffff", ratio: 0.9 },
  accentDark: { base: "accent", toward: "#000000", ratio: 0.22 },
  accentLight: { base: "accent", toward: "#ffffff", ratio: 0.89 },
}

const isHex = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value)

/** Whether the firm chose this colour itself (else the build derives it from its base). */
export const isChosen = (colors: ChosenColors, key: FirmColorKey) => isHex(colors[key])

/**
 * Every colour of the palette, lower-case "#rrggbb": the firm's where it chose one, the shades
 * it left empty mixed from their base. `fallback` stands for a required colour that is missing
 * or malformed (the content check reports it; the build does not run on such content).
 */
export function resolvePalette(colors: ChosenColors, fallback = "#000000"): Palette {
  const pick = (key: FirmColorKey) => {
    const value = colors[key]
    return isHex(value) ? value.toLowerCase() : null
  }
  const primary = pick("primary") ?? fallback
  const accent = pick("accent") ?? fallback
  const bases = { primary, accent }
  const shade = (key: keyof typeof SHADES) => {
    const { base, toward, ratio } = SHADES[key]
    return pick(key) ?? colord(bases[base]).mix(toward, ratio, "rgb").toHex()
  }
  return {
    primary,
    primaryDark: shade("primaryDark"),
    primaryLight: shade("primaryLight"),
    accent,
    accentDark: shade("accentDark"),
    accentLight: shade("accentLight"),
  }
}

/** The palette as CSS custom properties: ":root{--primary:#0b4f7c;…}". */
export function paletteCss(palette: Palette): string {
  const declarations = FIRM_COLOR_KEYS.map((key) => `${colorProperty(key)}:${palette[key]}`)
  return `:root{${declarations.join(";")}}`
}

/** A colour of a pair: one of the firm's, or one of the theme's fixed ones. */
export type PairColor = FirmColorKey | "white" | "surfaceAlt"

export interface TextPair {
  text: PairColor
  background: PairColor
  /** Where the site sets this text on this background, as a maintainer finds it. */
  where: string
}

/**
 * Every place the site sets one of the firm's colours as text, or as the background behind
 * text (the components under src/components/ and src/styles/): each pair must reach 4.5:1.
 */
export const TEXT_PAIRS: readonly TextPair[] = [
  { text: "primary", background: "white", where: "os links e os botões de contorno" },
  { text: "white", background: "primary", where: "os botões e os filtros escolhidos" },
  { text: "primary", background: "primaryLight", where: "o menu, sob o mouse" },
  { text: "primaryLight", background: "primary", where: "os números da empresa" },
  { text: "primaryDark", background: "white", where: "os títulos" },
  { text: "primaryDark", background: "surfaceAlt", where: "a lista de estados de Onde atuamos" },
  { text: "primaryDark", background: "primaryLight", where: "os números dos projetos" },
  { text: "white", background: "primaryDark", where: "a chamada para orçamento" },
  { text: "primaryLight", background: "primaryDark", where: "a chamada para orçamento" },
  { text: "accentDark", background: "white", where: "os títulos pequenos das seções" },
  { text: "accentDark", background: "accentLight", where: "as categorias dos projetos" },
  { text: "white", background: "accentDark", where: "o botão do topo da página inicial" },
  { text: "accentLight", background: "primaryDark", where: "o topo da página inicial" },
  { text: "accentLight", background: "primary", where: "o topo da página inicial" },
  { text: "accentLight", background: "accentDark", where: "o topo da página inicial" },
  { text: "primaryLight", background: "accentDark", where: "o topo da página inicial" },
]

/** WCAG 2.2 AA for text of normal size. */
export const MIN_TEXT_CONTRAST = 4.5

export const colorOf = (palette: Palette, color: PairColor) =>
  color === "white" || color === "surfaceAlt" ? theme.colors[color] : palette[color]

/** The contrast ratio of two colours, as WCAG computes it, e.g. 7.93. */
export const contrast = (a: string, b: string) => colord(a).contrast(b)

/**
 * The closest colour to the palette's `key`, in lightness, that gives every pair it is part of
 * 4.5:1: darker for a dark colour, lighter for a light one. Null if no lightness does.
 */
export function passingColor(palette: Palette, key: FirmColorKey): string | null {
  const pairs = TEXT_PAIRS.filter((pair) => pair.text === key || pair.background === key)
  const passes = (candidate: string) => {
    const tried = { ...palette, [key]: candidate }
    return pairs.every(
      (pair) =>
        contrast(colorOf(tried, pair.text), colorOf(tried, pair.background)) >= MIN_TEXT_CONTRAST,
    )
  }
  const start = colord(palette[key])
  for (let step = 1; step <= 100; step++) {
    const amount = step / 100
    const candidate = (key.endsWith("Light") ? start.lighten(amount) : start.darken(amount)).toHex()
    if (passes(candidate)) return candidate
  }
  return null
}
