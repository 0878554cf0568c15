import styled from "@emotion/styled"
import { Inner } from "../ui/section"
import { PrintArticle, PrintHeader } from "../ui/print-header"
import { RecordSections } from "../record/record-sections"
import { EngineerCats } from "./engineer-cats"
import { engineerCsvPath, type EngineerPageContext } from "../../lib/engineer-record"
import { TEAM_ROUTE } from "../../lib/navigation"
import { catCountLabel, type Member } from "../../lib/team"
import type { SiteFacts } from "../../hooks/use-site-facts"

interface EngineerViewProps {
  member: Pick<Member, "id" | "name" | "title" | "crea">
  context: EngineerPageContext
  facts: SiteFacts
}

/** An engineer's record, for a bid commission (docs/pages.md, "An engineer's page"). */
export function EngineerView({ member, context, facts }: EngineerViewProps) {
  const { cats, totals } = context
  return (
    <Article aria-labelledby="engenheiro-titulo">
      <Inner>
        <PrintHeader
          back="← Equipe técnica"
          backTo={TEAM_ROUTE}
          titleId="engenheiro-titulo"
          title={member.name}
          lead={
            <>
              {`${member.title}. `}
              <strong>{member.crea}</strong>
              {`. ${catCountLabel(cats.length)} no acervo técnico da ${facts.name}.`}
            </>
          }
          facts={facts}
        />
        {cats.length === 0 ? (
          <None>
            {`${member.name} ainda não tem Certidão de Acervo Técnico (CAT) registrada nos projetos deste site.`}
          </None>
        ) : (
          <>
            <h2 id="cats-titulo">Certidões de Acervo Técnico</h2>
            <EngineerCats cats={cats} labelledBy="cats-titulo" />
            <Download data-print="hide">
              <a href={engineerCsvPath(member.id)} download={`cats-${member.id}.csv`}>
                Baixar planilha (CSV)
              </a>
              {" — uma linha por CAT, linha de serviço e quantidade."}
            </Download>
            <h2>Quantitativos certificados, por linha de serviço</h2>
            <p>Somas do que as CATs certificam, como na página do acervo da empresa.</p>
            <RecordSections totals={totals} count={catCountLabel} />
          </>
        )}
      </Inner>
    </Article>
  )
}

const Article = styled(PrintArticle)`
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  @media print {
    font-size: 10.5pt;
    h2 {
      margin-top: 10pt;
      font-size: 13pt;
    }
  }
`

const None = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 700;
`

const Download = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  a {
    font-weight: 700;
  }
`
