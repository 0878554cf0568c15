import styled from "@emotion/styled"
import { Link } from "gatsby"
import { memberPath } from "../../lib/navigation"
import type { RecordCat, RecordTotals } from "../../lib/record-totals"

/** A project under a total: its page, its value, and each CAT with its engineer, or "sem CAT". */
export function RecordRowProject({
  totals,
  index,
  value,
}: {
  totals: RecordTotals
  index: number
  /** The project's value in the row ("96 km"); none in the list of CATs to attach. */
  value?: string
}) {
  const [path, name, cats] = totals.projects[index]
  return (
    <li>
      <Link to={path}>{name}</Link>
      {value && `: ${value}`}
      <Cats>
        {cats.length === 0
          ? " — sem CAT"
          : cats.map((cat, position) => (
              <CatText key={cat[0]} cat={cat} totals={totals} first={position === 0} />
            ))}
      </Cats>
    </li>
  )
}

/** "CAT nº 1420190004567 (CREA-SP), Maria Souza": the engineer links to their card. */
export function CatText({
  cat: [numero, crea, engineer],
  totals,
  first = true,
}: {
  cat: RecordCat
  totals: RecordTotals
  first?: boolean
}) {
  const [id, name] = totals.engineers[engineer]
  return (
    <>
      {`${first ? " — " : "; "}CAT nº ${numero} (${crea}), `}
      <a href={memberPath(id)}>{name}</a>
    </>
  )
}

const Cats = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: inherit;
  }
`
