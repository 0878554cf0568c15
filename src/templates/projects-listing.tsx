import { useMemo } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ProjectsView } from "../components/projects/projects-view"
import { Seo } from "../components/seo"
import { PicturePreload } from "../components/ui/picture"
import { isLeadCard, listingTitle, type ListingContext } from "../lib/listing"
import { portfolioDescription, portfolioIntro } from "../lib/portfolio-facts"
import { inPortfolioOrder } from "../lib/portfolio-order"
import { firmWords } from "../lib/site-texts"
import { useSiteFacts } from "../hooks/use-site-facts"
import { cardFromListingNode } from "../lib/project-search-cards"

type Props = PageProps<Queries.ProjectsListingQuery, ListingContext>

/** A page of the portfolio: all projects, one category's or one state's, in pages of cards. */
export default function ProjectsListing({ data, location, pageContext }: Props) {
  const projects = useMemo(
    () => inPortfolioOrder(data.allProject.nodes).map(cardFromListingNode),
    [data],
  )
  const facts = useSiteFacts()
  const intro = portfolioIntro(
    pageContext.facts,
    data.siteTexts?.portfolio.intro ?? "",
    firmWords(facts),
  )
  return (
    <ProjectsView
      projects={projects}
      listing={pageContext}
      categories={data.projectCategories?.categories ?? []}
      intro={intro}
      location={location}
    />
  )
}

export function Head({
  data,
  pageContext,
  location,
}: HeadProps<Queries.ProjectsListingQuery, ListingContext>) {
  const lead = inPortfolioOrder(data.allProject.nodes).find((_, index) =>
    isLeadCard(pageContext, index),
  )
  return (
    <Seo
      title={listingTitle(pageContext)}
      description={portfolioDescription(pageContext.facts)}
      pathname={location.pathname}
    >
      {lead && <PicturePreload image={cardFromListingNode(lead).cardImage} />}
    </Seo>
  )
}

export const query = graphql`
  query ProjectsListing($ids: [String!]!, $letterbox: String!) {
    # The filter's choices, in the firm's order (content/categories.json).
    projectCategories {
      categories
    }
    siteTexts {
      portfolio {
        intro
      }
    }
    # The page's cards; the template puts them in portfolio order (src/lib/portfolio-order.ts).
    allProject(filter: { id: { in: $ids } }) {
      nodes {
        ...ProjectCard
        fields {
          slug
        }
      }
    }
  }

  # A project as its card shows it, shared with the printable portfolio.
  fragment ProjectCard on Project {
    projectId
    destaque
    title
    location
    year
    categories
    # Letterboxed into the grid's 3:2 frame, never cropped: a portrait cover shows whole.
    # $letterbox is the theme's surfaceAlt, passed by plugins/portfolio-pages.
    # WebP is the fallback (no JPG copy): every browser the site supports decodes it.
    cardCover: cover {
      ...CardCover
    }
  }

  # The card's cover, shared with the printable portfolio (the same arguments make the same
  # pictures, so the build makes them once). $letterbox comes from each query's page context.
  # Three widths: 560 for one-density screens, 728 and 840 for phones at 2x and 3x (the card is
  # the page's width less 32 px). A 280 px copy would serve only screens under 312 px at 1x
  # (docs/decisions.md: "Picture widths that earn their encoding"). The letterbox colour is the
  # background while it loads, so no placeholder colour is worked out.
  fragment CardCover on File {
    childImageSharp {
      gatsbyImageData(
        width: 560
        aspectRatio: 1.5
        transformOptions: { fit: CONTAIN }
        backgroundColor: $letterbox
        outputPixelDensities: [1, 1.3, 1.5]
        formats: [WEBP, AVIF]
        quality: 52
        placeholder: NONE
        sizes: "(min-width: 900px) 560px, calc(100vw - 32px)"
      )
    }
  }
`
