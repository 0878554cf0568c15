import type { GatsbyBrowser } from "gatsby"
import { ThemeProvider } from "@emotion/react"
import { theme } from "./styles/theme"
import { GlobalStyles } from "./styles/global-styles"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    {element}
  </ThemeProvider>
)
