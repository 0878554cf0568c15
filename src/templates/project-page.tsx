import { lazy, Suspense, useCallback, useMemo } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ProjectArticle } from "../components/projects/project-article"
import { loadProjectDialog } from "../components/projects/load-project-dialog"
import { DialogLoading } from "../components/projects/dialog-loading"
import { useShownOverPage } from "../components/layout/page-shell"
import { Seo } from "../components/seo"
import { useSiteUrl } from "../hooks/use-site-url"
import { useProjectTypes } from "../hooks/use-project-types"
import { useSimilarQuoteLine } from "../hooks/use-similar-quote-line"
import { projectJsonLd } from "../lib/project-json-ld"
import { summarySentence } from "../lib/parse-description"
import { requirePhoto } from "../lib/require-image"
import { detailsButtonId } from "../lib/portfolio-navigation"
import { captionsByPicture } from "../lib/photo-captions"
import type { LinkedProject, ProjectDetail } from "../lib/project"
import type { ProjectQuantities } from "../lib/project-record"

const ProjectDialog = lazy(() =>
  loadProjectDialog().then((module) => ({ default: module.ProjectDialog })),
)

interface ProjectPageContext {
  id: string
  previous: LinkedProject | null
  next: LinkedProject | null
}

type Props = PageProps<Queries.ProjectPageQuery, ProjectPageContext>

/** A project's own page; opened from a listing, the same page is a dialog over the listing. */
export default function ProjectPage({ data, pageContext }: Props) {
  const project = useMemo(() => toDetail(data), [data])
  const overPage = useShownOverPage()
  const close = useCallback(() => window.history.back(), [])
  const quote = {
    siteUrl: useSiteUrl(),
    projectTypes: useProjectTypes(),
    similarLine: useSimilarQuoteLine(),
  }
  if (overPage) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <ProjectDialog
          project={project}
          onClose={close}
          returnFocusId={detailsButtonId(project.id)}
          {...quote}
        />
      </Suspense>
    )
  }
  return (
    <ProjectArticle
      project={project}
      previous={pageContext.previous}
      next={pageContext.next}
      {...quote}
    />
  )
}

export function Head({ data, location }: HeadProps<Queries.ProjectPageQuery>) {
  const siteUrl = useSiteUrl()
  const project = data.project
  if (!project) return null
  const share = project.shareImage.childImageSharp?.resize
  const image =
    share?.src && share.width && share.height
      ? { path: share.src, width: share.width, height: share.height }
      : null
  const description = summarySentence(project.description)
  return (
    <Seo
      title={project.title}
      description={description}
      pathname={location.pathname}
      image={image}
      imageAlt={`Imagem de capa do projeto ${project.title}`}
    >
      <script type="application/ld+json">
        {JSON.stringify(
          projectJsonLd(
            {
              ...project,
              description,
              engineers: project.engineers.map(({ memberId, name }) => ({ id: memberId, name })),
            },
            `${siteUrl}${location.pathname}`,
            siteUrl,
            image,
          ),
        )}
      </script>
    </Seo>
  )
}

function toDetail({ project }: Queries.ProjectPageQuery): ProjectDetail {
  if (!project) throw new Error("Projeto não encontrado")
  const what = `projeto ${project.projectId}`
  const captions = captionsByPicture(project.captions)
  const caption = (name: string) => captions.get(name) ?? null
  return {
    id: project.projectId,
    slug: project.fields.slug,
    title: project.title,
    description: project.description,
    location: project.location,
    year: project.year,
    categories: project.categories,
    contratante: project.contratante,
    escopo: project.escopo,
    atestado: project.atestado === true,
    engineers: project.engineers.map(({ memberId, name, crea }) => ({ id: memberId, name, crea })),
    stats: project.stats,
    // A JSON field of numbers by key (plugins/content-model/gatsby-node.ts).
    quantities: project.quantityValues as ProjectQuantities | null,
    period: project.periodo,
    cats: project.cats ?? [],
    slides: [
      {
        key: "capa",
        image: requirePhoto(project.slideCover, `${what}: capa`),
        caption: caption(project.slideCover.base),
      },
      ...project.gallery.map((file, index) => ({
        key: file.base,
        image: requirePhoto(file, `${what}: foto ${index + 1}`),
        caption: caption(file.base),
      })),
    ],
  }
}

export const query = graphql`
  query ProjectPage($id: String!, $letterbox: String!) {
    project(id: { eq: $id }) {
      projectId
      title
      description
      location
      year
      categories
      contratante
      escopo
      atestado
      engineers {
        memberId
        name
        crea
      }
      fields {
        slug
      }
      stats {
        ...ProjectStatFigures
      }
      # The quantities it has, in src/lib/project-record.ts's order (plugins/content-model).
      quantityValues
      periodo {
        inicio
        fim
      }
      cats {
        responsavel
        numero
        crea
      }
      captions {
        picture
        text
      }
      slideCover: cover {
        base
        ...ProjectPhoto
      }
      gallery {
        base
        ...ProjectPhoto
      }
      # The whole cover, letterboxed into the 1200 × 630 preview, so a portrait is not cut
      # ($letterbox: the theme's surfaceAlt, passed by plugins/portfolio-pages).
      shareImage: cover {
        childImageSharp {
          resize(
            width: 1200
            height: 630
            fit: CONTAIN
            background: $letterbox
            quality: 80
            toFormat: JPG
          ) {
            src
            width
            height
          }
        }
      }
    }
  }

  # Each photo at its own aspect ratio in two files, never past the original's width: a WebP
  # 1080 px wide at quality 60, the widest a phone shows, and a JPG 1600 px wide at 80 for wide
  # screens, the dialog and the viewer (src/lib/photo-sizes.ts joins them in one srcset). JPG
  # encodes in a fraction of WebP's or AVIF's time (baseline and unoptimised: gatsby-config's
  # jpgOptions), and only screens past 720 px at 2× take it.
  # Measured: docs/performance.md, "Project photos". No placeholder colour: working it out
  # reads every photo once more, for a box below the first view.
  fragment ProjectPhoto on File {
    childImageSharp {
      phone: gatsbyImageData(
        width: 1080
        outputPixelDensities: [1]
        formats: [WEBP]
        quality: 60
        placeholder: NONE
      )
      wide: gatsbyImageData(
        width: 1600
        outputPixelDensities: [1]
        formats: [JPG]
        quality: 80
        placeholder: NONE
      )
    }
  }

  # The figures a project may show (src/lib/project-stats.ts), shared with the printable portfolio.
  fragment ProjectStatFigures on ProjectStats {
    populacao
    area
    vazao
    vazaoRe
  }
`
