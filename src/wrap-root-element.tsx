import type { GatsbyBrowser } from "gatsby"
import { ThemeProvider } from "@emotion/react"
import { theme } from "./styles/theme"

/**
 * Gatsby wraps both the page and its Head with this, so it holds only the theme: the global
 * styles are in wrapPageElement, or every page would carry them twice (once in <head>) and the
 * browser would insert them twice.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)
