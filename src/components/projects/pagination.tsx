import styled from "@emotion/styled"
import { Link } from "gatsby"
import { listingPath, type ListingFilter } from "../../lib/portfolio-paths"
import { plainList } from "../../styles/mixins"

interface PaginationProps {
  filter: ListingFilter
  page: number
  pageCount: number
}

/** Plain links to every page of a listing, so people and crawlers reach every project. */
export function Pagination({ filter, page, pageCount }: PaginationProps) {
  if (pageCount < 2) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <Nav aria-label="Páginas do portfólio">
      <List>
        {page > 1 && (
          <li>
            <Link to={listingPath(filter, page - 1)} rel="prev">
              ← Anterior
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={listingPath(filter, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Página ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={listingPath(filter, page + 1)} rel="next">
              Próxima →
            </Link>
          </li>
        )}
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.xxl};
`

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`
