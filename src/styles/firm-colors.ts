/**
 * The theme's colours the firm chooses (content/identidade/identidade.json, "colors"). The site's
 * styles name them as CSS custom properties, whose values the build writes into each page's
 * <head> (plugins/site-identity/gatsby-ssr.tsx): a firm's colours change no JavaScript.
 */
export const FIRM_COLOR_KEYS = [
  "primary",
  "primaryDark",
  "primaryLight",
  "accent",
  "accentDark",
  "accentLight",
] as const

export type FirmColorKey = (typeof FIRM_COLOR_KEYS)[number]

/** "primaryDark" → "--primary-dark". */
export const colorProperty = (key: FirmColorKey) =>
  `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** "primaryDark" → "var(--primary-dark)", as the theme and the styles use it. */
export const colorVar = (key: FirmColorKey) => `var(${colorProperty(key)})`
