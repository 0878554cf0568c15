import { useMemo } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { ProjectsView } from "../components/projects/projects-view"
import { Seo } from "../components/seo"
import type { Project, Slide } from "../lib/project"

type ProjectNode = Queries.ProjectsPageQuery["allProject"]["nodes"][number]

export default function ProjectsPage({ data, location }: PageProps<Queries.ProjectsPageQuery>) {
  const projects = useMemo(() => data.allProject.nodes.map(toProject), [data])
  return <ProjectsView projects={projects} search={location.search} pathname={location.pathname} />
}

export const Head: HeadFC = () => (
  <Seo
    title="Projetos"
    description="Portfólio de projetos de abastecimento de água, esgoto, drenagem, irrigação, loteamentos e instalações hidrossanitárias em SC, RJ, MG, AL e BA."
    pathname="/projetos/"
  />
)

function toProject(node: ProjectNode): Project {
  const image = (
    file: { childImageSharp: { gatsbyImageData: unknown } | null } | null,
    what: string,
  ) => {
    const data = getImage(file?.childImageSharp?.gatsbyImageData as IGatsbyImageData)
    if (!data) throw new Error(`Project ${node.projectId}: ${what} could not be processed`)
    return data
  }
  const slides: Slide[] = [
    { key: "capa-main", image: image(node.slideCover, "capa-main.jpg") },
    ...node.gallery.map((file, index) => ({
      key: file.base,
      image: image(file, `picture ${index + 1}`),
    })),
  ]
  return {
    id: node.projectId,
    title: node.title,
    description: node.description,
    location: node.location,
    year: node.year,
    categories: node.categories,
    stats: node.stats,
    cardImage: image(node.cardCover, "capa-main.jpg"),
    slides,
  }
}

export const query = graphql`
  query ProjectsPage {
    allProject(sort: { projectId: ASC }) {
      nodes {
        projectId
        title
        description
        location
        year
        categories
        stats {
          populacao
          area
          vazao
          vazaoRe
        }
        cardCover: cover {
          childImageSharp {
            gatsbyImageData(
              width: 560
              aspectRatio: 1.5
              outputPixelDensities: [0.5, 1, 1.3, 1.5]
              formats: [AUTO, WEBP, AVIF]
              quality: 52
              sizes: "(min-width: 900px) 560px, calc(100vw - 32px)"
            )
          }
        }
        slideCover: cover {
          childImageSharp {
            gatsbyImageData(width: 960, outputPixelDensities: [0.5, 1, 1.5], quality: 70)
          }
        }
        gallery {
          base
          childImageSharp {
            gatsbyImageData(width: 960, outputPixelDensities: [0.5, 1, 1.5], quality: 70)
          }
        }
      }
    }
  }
`
