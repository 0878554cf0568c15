import { useCallback, useEffect, useState } from "react"
import styled from "@emotion/styled"
import { Link, navigate } from "gatsby"
import { CategoryFilter } from "./category-filter"
import { ProjectCard } from "./project-card"
import { Pagination } from "./pagination"
import { Eyebrow, Inner, Intro } from "../ui/section"
import { ALL_CATEGORIES, type FilterCategory } from "../../lib/project-filter"
import { listingPath, PORTFOLIO_PATH, printPath } from "../../lib/portfolio-paths"
import { listingCount, listingSubject, type ListingContext } from "../../lib/listing"
import { portfolioIntro } from "../../lib/portfolio-facts"
import { filterControlOf, type FilterControl } from "../../lib/portfolio-navigation"
import { useOldGalleryLinks } from "../../hooks/use-old-gallery-links"
import { usePendingNavigation } from "../../hooks/use-pending-navigation"
import type { ProjectCardData } from "../../lib/project"
import { plainList } from "../../styles/mixins"

interface ProjectsViewProps {
  projects: readonly ProjectCardData[]
  listing: ListingContext
  location: { pathname: string; search: string; state?: unknown }
}

/**
 * A listing page of the portfolio. Each filter choice and each page is a page of its own, so
 * every project is reachable through plain links; a card opens its project's page, in a dialog
 * over the listing when JavaScript runs (see src/components/layout/page-shell.tsx).
 */
export function ProjectsView({ projects, listing, location }: ProjectsViewProps) {
  const { filter } = listing
  const selected: FilterCategory = filter.kind === "category" ? filter.category : ALL_CATEGORIES
  const arrivedBy = filterControlOf(location.state)
  const [pendingId, setPendingId] = usePendingNavigation<number>()
  useOldGalleryLinks(location.search)

  const chooseCategory = useCallback(
    (category: FilterCategory, control: FilterControl) => {
      if (category === selected) return
      const target =
        category === ALL_CATEGORIES ? PORTFOLIO_PATH : listingPath({ kind: "category", category })
      void navigate(target, { state: { filterControl: control } })
    },
    [selected],
  )

  return (
    <Wrapper>
      <Heading>
        <Eyebrow>Portfólio</Eyebrow>
        <h1>
          {filter.kind === "state" ? `Projetos em ${listingSubject(filter)}` : "Nossos projetos"}
        </h1>
        <Intro>{portfolioIntro(listing.facts)}</Intro>
      </Heading>
      {filter.kind === "state" ? (
        <AllLink to={PORTFOLIO_PATH}>Ver projetos de todos os estados</AllLink>
      ) : (
        <CategoryFilter selected={selected} onChange={chooseCategory} focusOnMount={arrivedBy} />
      )}
      <Count text={listingCount(listing)} announce={arrivedBy !== null} />
      <Grid>
        {projects.map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              eager={index === 0 && listing.page === 1}
              pending={pendingId === project.id}
              onOpen={setPendingId}
            />
          </li>
        ))}
      </Grid>
      <Pagination filter={filter} page={listing.page} pageCount={listing.pageCount} />
      <PrintLink to={printPath(filter)} data-print="hide">
        {`Imprimir ou salvar em PDF: ${listing.total === 1 ? "o projeto" : `os ${listing.total} projetos`} desta lista, com os dados da empresa`}
      </PrintLink>
    </Wrapper>
  )
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
       layout was one of its largest main-thread tasks on a phone. The estimate is a card's
       height (the picture is 2:3 of the width); the browser remembers the real one once seen. */
    content-visibility: auto;
    overflow-clip-margin: 24px; /* room for the card's shadow, which the containment would clip */
    contain-intrinsic-block-size: auto calc(66vw + 200px);
    ${({ theme }) => theme.breakpoints.md} {
      contain-intrinsic-block-size: auto 580px;
    }
  }
  > li > article {
    flex: 1;
  }
`

const PrintLink = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  font-weight: 700;
`
