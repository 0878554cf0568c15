import { graphql, type HeadProps, type PageProps } from "gatsby"
import { RecordView } from "../components/record/record-view"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { RecordPageContext } from "../lib/record-totals"
import { fillText, firmWords } from "../lib/site-texts"

type Props = PageProps<Queries.RecordPageQuery, RecordPageContext>

/** /acervo/ and its filters: what the firm's projects add up to, for a bid commission. */
export default function RecordPage({ pageContext }: Props) {
  const facts = useSiteFacts()
  return <RecordView context={pageContext} facts={facts} />
}

export function Head({
  data,
  pageContext,
  location,
}: HeadProps<Queries.RecordPageQuery, RecordPageContext>) {
  const facts = useSiteFacts()
  const scope = pageContext.kind === "all" ? "" : ` — ${pageContext.title}`
  return (
    <Seo
      title={`Acervo técnico${scope}`}
      description={fillText(data.siteTexts?.record.description ?? "", firmWords(facts))}
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query RecordPage {
    siteTexts {
      record {
        description
      }
    }
  }
`
