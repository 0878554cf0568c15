import { memo } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Icon } from "../icon"
import { Picture } from "../ui/picture"
import { CategoryTags } from "./category-tags"
import { loadProjectDialog } from "./load-project-dialog"
import { projectPath } from "../../lib/portfolio-paths"
import { detailsButtonId, type PortfolioState } from "../../lib/portfolio-navigation"
import type { ProjectCardData } from "../../lib/project"

const OPEN_AS_DIALOG: PortfolioState = { projectDialog: true }

interface ProjectCardProps {
  project: ProjectCardData
  /** Load the picture at once and first: the first card's is the largest thing a phone shows. */
  eager: boolean
  /** The project's page is loading after a click on this card. */
  pending: boolean
  onOpen: (id: number) => void
}

/** Memoised; its link is the project's page, a dialog over the listing with JavaScript. */
export const ProjectCard = memo(function ProjectCard({
  project,
  eager,
  pending,
  onOpen,
}: ProjectCardProps) {
  return (
    <Card>
      <Picture
        image={project.cardImage}
        alt={`Imagem de capa do projeto ${project.title}`}
        loading={eager ? "eager" : "lazy"}
      />
      <Body>
        <CategoryTags categories={project.categories} />
        <h2>{project.title}</h2>
        <Meta>
          <Icon name="pin" size={16} />
          {`${project.location} · ${project.year}`}
        </Meta>
        <DetailsLink
          id={detailsButtonId(project.id)}
          to={projectPath(project.slug)}
          state={OPEN_AS_DIALOG}
          aria-busy={pending || undefined}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
            void loadProjectDialog()
            onOpen(project.id)
          }}
          onPointerEnter={loadProjectDialog}
          onFocus={loadProjectDialog}
        >
          Ver Detalhes<span className="visually-hidden">{`: ${project.title}`}</span>
          {pending ? <Spinner aria-hidden="true" /> : <Icon name="arrowRight" size={18} />}
          {pending && <span className="visually-hidden"> (carregando)</span>}
        </DetailsLink>
      </Body>
    </Card>
  )
})

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const DetailsLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`

/** Takes the arrow's place while the project loads, so nothing moves. */
const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: card-spin 0.8s linear infinite;
  @keyframes card-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`
