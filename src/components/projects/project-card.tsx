import { memo } from "react"
import styled from "@emotion/styled"
import { Icon } from "../icon"
import { Picture } from "../ui/picture"
import { CategoryTags } from "./category-tags"
import type { Project } from "../../lib/project"

interface ProjectCardProps {
  project: Project
  /**
   * The first card's picture loads at once and first: it is the largest thing a phone shows on
   * arrival. The rest load lazily, which still fetches at once those a wide screen shows.
   */
  eager: boolean
  onOpen: (id: number) => void
  onIntent: () => void
}

export const detailsButtonId = (id: number) => `projeto-${id}-detalhes`

/** Memoised: the gallery re-renders on every filter change, the cards only when they change. */
export const ProjectCard = memo(function ProjectCard({
  project,
  eager,
  onOpen,
  onIntent,
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
        <DetailsButton
          id={detailsButtonId(project.id)}
          type="button"
          aria-haspopup="dialog"
          onClick={() => onOpen(project.id)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          Ver Detalhes<span className="visually-hidden">{`: ${project.title}`}</span>
          <Icon name="arrowRight" size={18} />
        </DetailsButton>
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const DetailsButton = styled.button`
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
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`
