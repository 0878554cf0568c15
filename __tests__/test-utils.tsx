import type { ReactElement, ReactNode } from "react"
import { ThemeProvider } from "@emotion/react"
import { render, type RenderOptions, type RenderResult } from "@testing-library/react"
import { theme } from "../src/styles/theme"

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

/** Testing Library's render, inside the site's Emotion theme (as gatsby-browser/-ssr provide it). */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, "wrapper">,
): RenderResult {
  return render(ui, { wrapper: ThemeWrapper, ...options })
}
