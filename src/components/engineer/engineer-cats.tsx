import { css } from "@emotion/react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { EngineerCatRow } from "../../lib/engineer-record"
import { formatQuantity, QUANTITIES } from "../../lib/project-record"

/** One row per CAT: number, CREA, project, client, period, service lines, what it certifies. */
export function EngineerCats({
  cats,
  labelledBy,
}: {
  cats: readonly EngineerCatRow[]
  labelledBy: string
}) {
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">CAT</th>
          <th scope="col">CREA</th>
          <th scope="col">Projeto</th>
          <th scope="col">Contratante</th>
          <th scope="col">Período</th>
          <th scope="col">Linha de serviço</th>
          <th scope="col">Quantitativos certificados</th>
        </tr>
      </thead>
      <tbody>
        {cats.map((cat) => (
          <tr key={`${cat.crea} ${cat.numero}`} data-cat={cat.numero}>
            <th scope="row">{`CAT nº ${cat.numero}`}</th>
            <td data-label="CREA">{cat.crea}</td>
            <td data-label="Projeto">
              <Link to={cat.path}>{cat.title}</Link>
            </td>
            <td data-label="Contratante">{cat.contratante}</td>
            <td data-label="Período">{cat.period}</td>
            <td data-label="Linha de serviço">{cat.categories.join(", ")}</td>
            <td data-label="Quantitativos">
              {certified(cat) || "sem quantitativos"}
              {cat.quantities.length > 0 && (
                <Part>{cat.own ? " (parte do projeto)" : " (todo o projeto)"}</Part>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** "Rede coletora de esgoto: 96 km; Ligações prediais: 9.400 ligações". */
function certified(cat: EngineerCatRow): string {
  return cat.quantities
    .map(([key, value]) => {
      const spec = QUANTITIES.find((quantity) => quantity.key === key)!
      return `${spec.label}: ${formatQuantity(spec, value)}`
    })
    .join("; ")
}

/** A table from md and on paper; on a phone each CAT is a block, each cell after its label. */
const asTable = css`
  thead {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
  tr {
    display: table-row;
  }
  th,
  td {
    display: table-cell;
  }
  td::before {
    content: none;
  }
  th[scope="row"],
  td[data-label="CREA"] {
    white-space: nowrap;
  }
`

const Table = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  tr {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th,
  td {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    text-align: left;
    vertical-align: top;
  }
  td::before {
    content: attr(data-label) ": ";
    font-weight: 700;
  }
  ${({ theme }) => theme.breakpoints.md} {
    ${asTable}
    th,
    td {
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    thead th {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
  @media print {
    ${asTable}
    font-size: 8.5pt;
    th,
    td {
      padding: 2pt 3pt;
      border-bottom: 0.5pt solid ${({ theme }) => theme.colors.border};
    }
    tr {
      break-inside: avoid;
    }
  }
`

const Part = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: inherit;
  }
`
