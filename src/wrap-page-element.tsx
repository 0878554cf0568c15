import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./components/layout/layout"
import { ErrorBoundary } from "./components/layout/error-boundary"

/** Every page gets the header and footer, and an error boundary that resets on navigation. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>
    <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
  </Layout>
)
