import type { GatsbyBrowser } from "gatsby"
import { ThemeProvider } from "@emotion/react"
import { theme } from "./styles/theme"

/**
 * The theme, around the page and around its Head. The styles' cache is Emotion's own in the
 * browser; on the server, gatsby-ssr's replaceRenderer gives each page one (src/styles/emotion-ssr.tsx).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)
