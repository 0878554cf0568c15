import { lazy, Suspense, useCallback } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { CategoryTags } from "./category-tags"
import { ProjectFacts } from "./project-facts"
import { ProjectStats } from "./project-stats"
import { ProjectQuantities } from "./project-quantities"
import { ProjectDescription } from "./project-description"
import { ProjectNeighbours } from "./project-neighbours"
import { SimilarQuoteLink, type SimilarQuoteContext } from "./similar-quote-link"
import { Inner } from "../ui/section"
import { ProjectGallery } from "./project-gallery"
import { loadProjectDialog } from "./load-project-dialog"
import { usePhotoAddress } from "../../hooks/use-photo-address"
import { ButtonLink } from "../ui/button-link"
import { PORTFOLIO_PATH } from "../../lib/portfolio-paths"
import type { SectionState } from "../../lib/navigation"
import type { LinkedProject, ProjectDetail } from "../../lib/project"

interface ProjectArticleProps extends SimilarQuoteContext {
  project: ProjectDetail
  previous: LinkedProject | null
  next: LinkedProject | null
}

const TO_CONTACT: SectionState = { section: "contato" }

/** The viewer comes with the dialog's chunk (its carousel), fetched when a photo is first opened. */
const PhotoViewer = lazy(() =>
  loadProjectDialog().then((module) => ({ default: module.PhotoViewer })),
)

/** A project's own page: everything its dialog shows, every picture, and where to go next. */
export function ProjectArticle({ project, previous, next, ...quote }: ProjectArticleProps) {
  const count = project.slides.length
  const viewer = usePhotoAddress(count)
  const photoLink = useCallback(
    () => document.querySelectorAll<HTMLElement>("#fotos + ul a")[viewer.index ?? 0] ?? null,
    [viewer.index],
  )
  return (
    <Wrapper>
      <Back to={PORTFOLIO_PATH} data-print="hide">
        ← Todos os projetos
      </Back>
      <header>
        <CategoryTags categories={project.categories} />
        <h1>{project.title}</h1>
        <Meta>{`${project.location} · ${project.year}`}</Meta>
        <ProjectFacts {...project} />
      </header>
      <Details>
        <div>
          <ProjectStats stats={project.stats} />
          <ProjectQuantities quantities={project.quantities} />
          <h2>Descrição</h2>
          <ProjectDescription text={project.description} />
        </div>
      </Details>
      <h2 id="fotos">{count === 1 ? "Foto" : `Fotos (${count})`}</h2>
      <ProjectGallery
        title={project.title}
        slides={project.slides}
        labelledBy="fotos"
        onOpen={viewer.open}
      />
      {viewer.index !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            title={project.title}
            slides={project.slides}
            start={viewer.index}
            onClose={viewer.close}
            returnFocus={photoLink}
          />
        </Suspense>
      )}
      <Contact data-print="hide">
        <p>Precisa de um projeto como este?</p>
        <Actions>
          <SimilarQuoteLink project={project} {...quote} />
          <ButtonLink to="/" state={TO_CONTACT} variant="outline">
            Solicite um orçamento
          </ButtonLink>
        </Actions>
      </Contact>
      <ProjectNeighbours previous={previous} next={next} />
    </Wrapper>
  )
}

const Wrapper = styled(Inner)`
  max-width: 960px;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.section};
  h1 {
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: 700;
`

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Details = styled.div`
  max-width: 720px;
`

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryLight};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`
