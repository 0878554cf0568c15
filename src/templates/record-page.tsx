import type { HeadProps, PageProps } from "gatsby"
import { RecordView } from "../components/record/record-view"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { RecordPageContext } from "../lib/record-totals"

type Props = PageProps<object, RecordPageContext>

/** /acervo/ and its filters: what the firm's projects add up to, for a bid commission. */
export default function RecordPage({ pageContext }: Props) {
  const facts = useSiteFacts()
  return <RecordView context={pageContext} facts={facts} />
}

export function Head({ pageContext, location }: HeadProps<object, RecordPageContext>) {
  const scope = pageContext.kind === "all" ? "" : ` — ${pageContext.title}`
  return (
    <Seo
      title={`Acervo técnico${scope}`}
      description="Quantidades de projetos de saneamento feitos pela empresa, somadas por tipo de obra, com os projetos por trás de cada número."
      pathname={location.pathname}
    />
  )
}
