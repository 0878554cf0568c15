import styled from "@emotion/styled"
import type { RecordLink } from "../../lib/record-totals"
import { plainList } from "../../styles/mixins"

/** The filters as plain links, one page each: the address says the filter, JavaScript or not. */
export function RecordFilters({
  links,
  current,
  search = "",
}: {
  links: readonly RecordLink[]
  current: string
  /** The requirements check's question, carried to the other filters (?exigencia=…). */
  search?: string
}) {
  const groups = [...new Set(links.map((link) => link.group))]
  return (
    <Nav aria-label="Filtrar o acervo" data-print="hide">
      {groups.map((group) => (
        <div key={group || "todos"}>
          {group && <Group>{group}</Group>}
          <List>
            {links
              .filter((link) => link.group === group)
              .map((link) => (
                <li key={link.path}>
                  <a
                    href={`${link.path}${search}`}
                    aria-current={link.path === current ? "page" : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
          </List>
        </div>
      ))}
    </Nav>
  )
}

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
  }
`

/** Above its list on a phone, beside it from 900 px: by the width, not by the list's length, so
 * a list drawn in part (a page still arriving) does not jump below its name as it grows. */
const Group = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  ${({ theme }) => theme.breakpoints.md} {
    flex-basis: auto;
    min-width: 7rem;
  }
`

const List = styled.ul`
  ${plainList}
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
  }
  a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 700;
  }
`
