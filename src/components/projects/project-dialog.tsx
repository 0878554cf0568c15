import { useCallback } from "react"
import styled from "@emotion/styled"
import { CloseButton } from "../ui/close-button"
import { CategoryTags } from "./category-tags"
import { CarouselCaption, ProjectCarousel } from "./project-carousel"
import { ProjectFacts } from "./project-facts"
import { ProjectStats } from "./project-stats"
import { ProjectQuantities } from "./project-quantities"
import { ProjectDescription } from "./project-description"
import { SimilarQuoteLink, type SimilarQuoteContext } from "./similar-quote-link"
import { useModalDialog } from "../../hooks/use-modal-dialog"
import type { ProjectDetail } from "../../lib/project"

// The project page's photo viewer shares this chunk (and its carousel): no chunk of its own.
export { PhotoViewer } from "./photo-viewer"

interface ProjectDialogProps extends SimilarQuoteContext {
  project: ProjectDetail
  onClose: () => void
  /** The id of the element that gets focus back when the dialog closes. */
  returnFocusId: string
}

/** A project in a real modal over the listing, loaded on first use with its carousel. */
export function ProjectDialog({ project, onClose, returnFocusId, ...quote }: ProjectDialogProps) {
  const returnFocus = useCallback(() => document.getElementById(returnFocusId), [returnFocusId])
  const { dialogRef, closeRef, shown } = useModalDialog({
    onClose,
    returnFocus,
    endsWithNavigation: true,
  })

  const titleId = `projeto-${project.id}-titulo`
  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <Panel>
        <Close ref={closeRef} onClick={onClose} />
        {shown ? (
          <ProjectCarousel title={project.title} slides={project.slides} />
        ) : (
          <Reserved data-arrows={project.slides.length > 1}>
            <div />
            {project.slides[0]?.caption && (
              <CarouselCaption aria-hidden="true">{project.slides[0].caption}</CarouselCaption>
            )}
          </Reserved>
        )}
        <Content>
          <CategoryTags categories={project.categories} />
          <h2 id={titleId}>{project.title}</h2>
          <Meta>{`${project.location} · ${project.year}`}</Meta>
          <ProjectFacts {...project} />
          <ProjectStats stats={project.stats} />
          <ProjectQuantities quantities={project.quantities} />
          <h3>Descrição</h3>
          <ProjectDescription text={project.description} />
          <Quote>
            <SimilarQuoteLink project={project} {...quote} />
          </Quote>
        </Content>
      </Panel>
    </Dialog>
  )
}

const Dialog = styled.dialog`
  width: min(960px, 100vw);
  max-width: 100vw;
  max-height: 100dvh;
  margin: auto;
  padding: 0;
  border: 0;
  background: transparent;
  ${({ theme }) => theme.breakpoints.md} {
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.xl});
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`

const Panel = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.breakpoints.md} {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`

const Close = styled(CloseButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 2;
  box-shadow: ${({ theme }) => theme.shadows.card};
`

/** The carousel's box while it waits to mount (same size, so nothing shifts): the frame, the
 * first photo's caption, and the arrows' row. */
const Reserved = styled.div`
  &[data-arrows="true"] {
    padding-bottom: 64px;
  }
  background: ${({ theme }) => theme.colors.footer};
  > div {
    aspect-ratio: 3 / 2;
    max-height: 56vh;
    width: 100%;
  }
`

const Content = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
  h2 {
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${({ theme }) => theme.breakpoints.sm} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Quote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`
