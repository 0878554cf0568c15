import { useEffect, useMemo, useState } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PortfolioPrint } from "../components/projects/portfolio-print"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import {
  printFilter,
  printedProjects,
  printTitle,
  type PrintedProject,
} from "../lib/portfolio-print"
import { PRINT_PATH } from "../lib/portfolio-paths"
import { inPortfolioOrder } from "../lib/portfolio-order"
import { searchQueryOf } from "../lib/project-search-address"

type Props = PageProps<Queries.PortfolioPrintQuery>

/** /projetos/imprimir/: every project; ?categoria=, ?estado= and ?busca= narrow it once it runs. */
export default function PortfolioPrintPage({ data, location }: Props) {
  const facts = useSiteFacts()
  const all = useMemo(() => inPortfolioOrder(data.allProject.nodes).map(toPrinted), [data])
  const [search, setSearch] = useState("")
  useEffect(() => setSearch(location.search), [location.search])
  const filter = printFilter(search, data.projectCategories?.categories ?? [])
  const query = searchQueryOf(search)
  return (
    <PortfolioPrint
      facts={facts}
      projects={printedProjects(all, filter, query)}
      title={printTitle(filter, query)}
    />
  )
}

export const Head: HeadFC = () => (
  <Seo
    title="Portfólio para imprimir"
    description="O portfólio de projetos em formato de dossiê, para imprimir ou salvar em PDF."
    pathname={PRINT_PATH}
    noindex
  />
)

type Node = Queries.PortfolioPrintQuery["allProject"]["nodes"][number]

function toPrinted(node: Node): PrintedProject {
  return {
    id: node.projectId,
    title: node.title,
    location: node.location,
    year: node.year,
    categories: node.categories,
    state: node.fields.state,
    contratante: node.contratante,
    escopo: node.escopo,
    stats: node.stats,
    engineers: node.engineers.map(({ memberId, name, crea }) => ({ id: memberId, name, crea })),
    image: node.cardCover.childImageSharp?.gatsbyImageData ?? null,
  }
}

export const query = graphql`
  query PortfolioPrint($letterbox: String!) {
    projectCategories {
      categories
    }
    # Put in portfolio order by the page (src/lib/portfolio-order.ts), as the listing is.
    allProject {
      nodes {
        # The listing's card (its fragment): no picture is made for this page.
        ...ProjectCard
        contratante
        escopo
        fields {
          state
        }
        stats {
          ...ProjectStatFigures
        }
        engineers {
          memberId
          name
          crea
        }
      }
    }
  }
`
