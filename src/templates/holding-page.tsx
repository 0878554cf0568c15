import type { HeadFC, PageProps } from "gatsby"
import { HoldingPage, holdingTitle, type HoldingContext } from "../components/holding/holding-page"

/**
 * The only page of a production build whose content still carries the demo (plugins/demo-guard,
 * docs/pages.md#holding-page): its address and 404. No query: the firm's name, once set, comes in
 * the page's context, and nothing else of the content is read.
 */
export default function HoldingPageTemplate({ pageContext }: PageProps<object, HoldingContext>) {
  return <HoldingPage firmName={pageContext.firmName} />
}

export const Head: HeadFC<object, HoldingContext> = ({ pageContext }) => (
  <>
    <title>{holdingTitle(pageContext.firmName)}</title>
    <meta name="robots" content="noindex" />
  </>
)
