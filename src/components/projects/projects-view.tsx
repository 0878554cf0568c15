import { useCallback, useEffect, useState } from "react"
import styled from "@emotion/styled"
import { Link, navigate } from "gatsby"
import { CategoryFilter } from "./category-filter"
import { ProjectCard } from "./project-card"
import { Pagination } from "./pagination"
import { SearchField } from "./search-field"
import { SearchEmpty } from "./search-empty"
import { useProjectSearch, type ProjectSearchState } from "./search-state"
import { Eyebrow, Inner, Intro } from "../ui/section"
import { ALL_CATEGORIES, type FilterCategory } from "../../lib/project-filter"
import { listingPath, PORTFOLIO_PATH, printPath } from "../../lib/portfolio-paths"
import { RECORD_PATH } from "../../lib/record-totals"
import { isLeadCard, listingCount, listingSubject, type ListingContext } from "../../lib/listing"
import { searchCount, withSearchQuery } from "../../lib/project-search-address"
import { filterControlOf, type FilterControl } from "../../lib/portfolio-navigation"
import { useOldGalleryLinks } from "../../hooks/use-old-gallery-links"
import { usePendingNavigation } from "../../hooks/use-pending-navigation"
import type { ProjectCardData } from "../../lib/project"
import { plainList } from "../../styles/mixins"

interface ProjectsViewProps {
  projects: readonly ProjectCardData[]
  listing: ListingContext
  /** The firm's categories, in the filter's order (content/categories.json). */
  categories: readonly string[]
  intro: string
  location: { pathname: string; search: string; state?: unknown }
}

/** A listing page of the portfolio (docs/pages.md#portfolio-listings). */
export function ProjectsView({
  projects,
  listing,
  categories,
  intro,
  location,
}: ProjectsViewProps) {
  const { filter } = listing
  const selected: FilterCategory = filter.kind === "category" ? filter.category : ALL_CATEGORIES
  const arrivedBy = filterControlOf(location.state)
  const [pendingId, setPendingId] = usePendingNavigation<number>()
  useOldGalleryLinks(location.search, categories)
  const search = useProjectSearch(
    projects,
    filter.kind === "category" ? filter.category : undefined,
    categories,
  )
  const searching = search.status !== "off"
  const query = searching ? search.query : ""
  /** How many projects the page lists: no print link for none (an empty category). */
  const shownTotal = search.status === "ready" ? search.total : listing.total

  const chooseCategory = useCallback(
    (category: FilterCategory, control: FilterControl) => {
      if (category === selected) return
      const target =
        category === ALL_CATEGORIES ? PORTFOLIO_PATH : listingPath({ kind: "category", category })
      void navigate(withSearchQuery(target, query), { state: { filterControl: control } })
    },
    [selected, query],
  )

  return (
    <Wrapper>
      <Heading>
        <Eyebrow>Portfólio</Eyebrow>
        <h1>
          {filter.kind === "state" ? `Projetos em ${listingSubject(filter)}` : "Nossos projetos"}
        </h1>
        <Intro>{intro}</Intro>
      </Heading>
      {filter.kind === "state" ? (
        <AllLink to={PORTFOLIO_PATH}>Ver projetos de todos os estados</AllLink>
      ) : (
        <>
          <SearchField search={search} action={listingPath(filter)} />
          <CategoryFilter
            categories={categories}
            selected={selected}
            onChange={chooseCategory}
            focusOnMount={arrivedBy}
          />
        </>
      )}
      <Count text={countText(listing, search)} announce={arrivedBy !== null} />
      {search.status === "ready" && search.total === 0 && <SearchEmpty search={search} />}
      <Grid aria-busy={search.busy || undefined}>
        {(search.status === "ready" ? search.cards : projects).map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              eager={isLeadCard(listing, index)}
              pending={pendingId === project.id}
              onOpen={setPendingId}
            />
          </li>
        ))}
      </Grid>
      {searching ? (
        search.hasMore && (
          <MoreButton type="button" onClick={search.showMore}>
            {`Mostrar mais projetos (${search.total - search.cards.length} restantes)`}
          </MoreButton>
        )
      ) : (
        <Pagination filter={filter} page={listing.page} pageCount={listing.pageCount} />
      )}
      {shownTotal > 0 && (
        <PrintLink to={withSearchQuery(printPath(filter), query)} data-print="hide">
          {printText(shownTotal)}
        </PrintLink>
      )}
      <PrintLink to={RECORD_PATH}>Acervo técnico: quantidades somadas por tipo de obra</PrintLink>
    </Wrapper>
  )
}

function countText(listing: ListingContext, search: ProjectSearchState): string {
  if (search.status === "off") return listingCount(listing)
  if (search.status === "loading") return "Buscando projetos…"
  if (search.status === "failed")
    return "Não foi possível carregar a busca. Verifique a conexão e tente de novo."
  return searchCount(search.total, search.query, listingSubject(listing.filter))
}

function printText(total: number): string {
  const which = total === 1 ? "o projeto" : `os ${total} projetos`
  return `Imprimir ou salvar em PDF: ${which} desta lista, com os dados da empresa`
}

/**
 * The count, in a polite live region. After a filter choice the listing is a new page, so the
 * text is set just after it mounts: a live region announces changes, not what it starts with.
 */
function Count({ text, announce }: { text: string; announce: boolean }) {
  const [shown, setShown] = useState(announce ? "" : text)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(text), 50)
    return () => window.clearTimeout(timer)
  }, [text])
  return <CountText role="status">{shown}</CountText>
}

const Wrapper = styled(Inner)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.section};
`

const Heading = styled.div`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

const AllLink = styled(Link)`
  display: block;
  width: fit-content;
  margin: 0 auto;
  font-weight: 700;
`

const CountText = styled.p`
  min-height: 1.6em;
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`

const Grid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  > li {
    display: flex;
    /* Cards out of view are laid out and painted only as they come near it: the page's first
       layout was one of its largest main-thread tasks on a phone. The estimate is the usual
       card's height, with a two-line title (the picture is 2:3 of the width); a title a line
       shorter or longer makes the card that much smaller or taller. The browser remembers the
       real height once seen. */
    content-visibility: auto;
    overflow-clip-margin: 24px; /* room for the card's shadow, which the containment would clip */
    contain-intrinsic-block-size: auto calc(66vw + 229px);
    ${({ theme }) => theme.breakpoints.md} {
      contain-intrinsic-block-size: auto 588px;
    }
  }
  > li > article {
    flex: 1;
  }
`

const MoreButton = styled.button`
  display: block;
  min-height: 44px;
  margin: ${({ theme }) => `${theme.space.xl} auto 0`};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`

const PrintLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  font-weight: 700;
`
