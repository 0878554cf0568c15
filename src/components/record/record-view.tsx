import styled from "@emotion/styled"
import { useState } from "react"
import { Inner } from "../ui/section"
import { PrintArticle, PrintHeader } from "../ui/print-header"
import { RecordCheckSlot } from "./record-check-slot"
import { RecordFilters } from "./record-filters"
import { RecordSections } from "./record-sections"
import { projectCountLabel } from "../../lib/project-states"
import { recordCsvName, recordCsvPath, type RecordPageContext } from "../../lib/record-totals"
import type { SiteFacts } from "../../hooks/use-site-facts"

interface RecordViewProps {
  context: RecordPageContext
  facts: SiteFacts
}

/** The record a bidder attaches to a proposal (docs/pages.md, "Technical record"). */
export function RecordView({ context, facts }: RecordViewProps) {
  const { totals } = context
  // The check's question (?exigencia=…): the filters keep it, and printing gives its annex.
  const [search, setSearch] = useState("")
  return (
    <Article aria-labelledby="acervo-titulo">
      <Inner>
        <PrintHeader
          back="← Todos os projetos"
          titleId="acervo-titulo"
          title="Acervo técnico"
          lead={
            <>
              <Scope>{context.title}</Scope>
              {`: ${projectCountLabel(totals.count)} da ${facts.name}. Somas das quantidades de cada projeto, como constam dos atestados de capacidade técnica (disponíveis mediante solicitação).`}
            </>
          }
          facts={facts}
        />
        <RecordFilters links={context.links} current={context.address} search={search} />
        {/* A check or a spreadsheet with no quantity to go on would offer empty choices. */}
        {context.lines.length > 0 && (
          <RecordCheckSlot context={context} onSearch={setSearch} answered={search !== ""} />
        )}
        <div data-print={search ? "hide" : undefined}>
          {totals.sections.length > 0 && (
            <Download data-print="hide">
              <a href={recordCsvPath(context.address)} download={recordCsvName(context.address)}>
                Baixar planilha (CSV)
              </a>
              {" — uma linha por projeto e quantidade, com CATs e engenheiros."}
            </Download>
          )}
          <RecordSections totals={totals} />
        </div>
      </Inner>
    </Article>
  )
}

const Article = styled(PrintArticle)`
  @media print {
    font-size: 10.5pt;
  }
`

const Download = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  a {
    font-weight: 700;
  }
`

const Scope = styled.strong`
  color: ${({ theme }) => theme.colors.primaryDark};
`
