import { createContext, useContext, useState, type ReactElement } from "react"
import { Layout } from "./layout"
import { ErrorBoundary } from "./error-boundary"
import { opensAsDialog } from "../../lib/portfolio-navigation"

interface ShownPage {
  element: ReactElement
  pathname: string
}

interface PageShellProps {
  element: ReactElement
  location: { pathname: string; state?: unknown }
}

/** Whether the current page is drawn as a dialog over the page before it. */
const OverPageContext = createContext(false)

export function useShownOverPage(): boolean {
  return useContext(OverPageContext)
}

/**
 * Every page in the layout and an error boundary that resets on navigation; a project opened
 * from a listing is drawn over the listing (docs/behaviours.md#project-dialog).
 */
export function PageShell({ element, location }: PageShellProps) {
  const wantsDialog = opensAsDialog(location.state)
  const [background, setBackground] = useState<ShownPage | null>(() =>
    wantsDialog ? null : { element, pathname: location.pathname },
  )
  const overPage = wantsDialog && background !== null && background.pathname !== location.pathname
  if (!overPage && background?.element !== element) {
    setBackground({ element, pathname: location.pathname })
  }
  const page = overPage && background ? background : { element, pathname: location.pathname }
  return (
    <Layout pathname={page.pathname}>
      <ErrorBoundary key={page.pathname}>{page.element}</ErrorBoundary>
      {overPage && (
        <OverPageContext.Provider value={true}>
          <ErrorBoundary key={location.pathname}>{element}</ErrorBoundary>
        </OverPageContext.Provider>
      )}
    </Layout>
  )
}
