import type { GatsbyBrowser } from "gatsby"
import { ThemeProvider } from "@emotion/react"
import { theme } from "./styles/theme"

/** The theme, around the page and around its Head. Emotion's own cache handles the styles. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)
