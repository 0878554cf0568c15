import { colorVar } from "./firm-colors"

/**
 * Design tokens: the only place colours and sizes are written as raw values. The firm's own
 * colours are its content (firm-colors.ts): here, the CSS custom properties that hold them.
 */
export const theme = {
  colors: {
    primary: colorVar("primary"),
    primaryDark: colorVar("primaryDark"),
    primaryLight: colorVar("primaryLight"),
    accent: colorVar("accent"),
    accentDark: colorVar("accentDark"),
    accentLight: colorVar("accentLight"),
    text: "#1b2733",
    textMuted: "#4a5a6a",
    border: "#d5dee7",
    surface: "#ffffff",
    surfaceAlt: "#f3f7fa",
    footer: "#0a2a40",
    footerText: "#d7e4ee",
    success: "#1d6b3a",
    successLight: "#e5f4ea",
    error: "#b3261e",
    errorLight: "#fcebea",
    focus: "#f2a900",
    overlay: "rgba(8, 26, 40, 0.6)",
    glass: "rgba(255, 255, 255, 0.12)",
    glassBorder: "rgba(255, 255, 255, 0.28)",
    white: "#ffffff",
    /** WhatsApp's green, darkened so the white icon keeps its contrast. */
    whatsapp: "#117a3d",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  },
  /**
   * Few text sizes and weights: each one a page uses is one more font to look up before the first
   * layout (docs/decisions.md: "A type scale of few steps"; an e2e test counts them).
   */
  fontSizes: {
    xs: "0.8125rem",
    md: "1rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(2rem, 1.2rem + 3.2vw, 3.25rem)",
    title: "clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(3.5rem, 2rem + 5vw, 6rem)",
  },
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(11, 45, 70, 0.06), 0 4px 16px rgba(11, 45, 70, 0.08)",
    raised: "0 8px 32px rgba(11, 45, 70, 0.18)",
  },
  /** Height of the sticky header; sections scroll below it (scroll-margin-top). */
  headerHeight: "72px",
  maxWidth: "1200px",
  breakpoints: {
    sm: "@media (min-width: 600px)",
    md: "@media (min-width: 900px)",
    lg: "@media (min-width: 1100px)",
  },
} as const

export type SiteTheme = typeof theme
