import { graphql, type HeadFC, type PageProps } from "gatsby"
import { AccessibilityStatement } from "../components/accessibility/accessibility-statement"
import { Seo } from "../components/seo"
import { useSiteFacts } from "../hooks/use-site-facts"
import { ACCESSIBILITY_ROUTE } from "../lib/navigation"
import { fillTexts, firmWords, type AccessibilityTexts } from "../lib/site-texts"
import { allCaptioned, captionsByPicture } from "../lib/photo-captions"
import { projectPath } from "../lib/portfolio-paths"

const EMPTY: AccessibilityTexts = {
  commitment: "",
  barrier: "",
  barrierSubject: "",
  barrierMessage: "",
  libras: "",
}

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  const facts = useSiteFacts()
  const texts = fillTexts(data.siteTexts?.accessibility ?? EMPTY, {
    ...firmWords(facts),
    razaoSocial: facts.legalName,
  })
  return <AccessibilityStatement facts={facts} texts={texts} photos={photoCaptions(data)} />
}

/** The projects whose every photo has a caption, and the others, in number order. */
function photoCaptions({ allProject }: Queries.AccessibilityPageQuery) {
  const projects = allProject.nodes.map((project) => ({
    link: { title: project.title, path: projectPath(project.fields.slug) },
    described: allCaptioned(
      [project.cover.base, ...project.gallery.map((file) => file.base)],
      captionsByPicture(project.captions),
    ),
  }))
  return {
    captioned: projects.filter((project) => project.described).map(({ link }) => link),
    uncaptioned: projects.filter((project) => !project.described).map(({ link }) => link),
  }
}

export const Head: HeadFC = () => (
  <Seo
    title="Acessibilidade"
    description="Como o site é feito e testado para todas as pessoas (WCAG 2.2 AA, ABNT NBR 17225), as limitações conhecidas, como relatar uma barreira e onde obter o VLibras."
    pathname={ACCESSIBILITY_ROUTE}
  />
)

export const query = graphql`
  query AccessibilityPage {
    allProject(sort: { projectId: ASC }) {
      nodes {
        title
        fields {
          slug
        }
        captions {
          picture
          text
        }
        cover {
          base
        }
        gallery {
          base
        }
      }
    }
    siteTexts {
      accessibility {
        commitment
        barrier
        barrierSubject
        barrierMessage
        libras
      }
    }
  }
`
