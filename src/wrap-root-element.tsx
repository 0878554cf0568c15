import type { GatsbyBrowser } from "gatsby"
import { ThemeProvider } from "@emotion/react"
import { StyleCache } from "./styles/style-cache"
import { theme } from "./styles/theme"

/** The style cache and the theme, around the page and around its Head. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <StyleCache>
    <ThemeProvider theme={theme}>{element}</ThemeProvider>
  </StyleCache>
)
