import { lazy, Suspense, useCallback, useMemo, useRef } from "react"
import styled from "@emotion/styled"
import { navigate } from "gatsby"
import { CategoryFilter } from "./category-filter"
import { ProjectCard, detailsButtonId } from "./project-card"
import { Eyebrow, Inner } from "../ui/section"
import { filterProjects, ALL_CATEGORIES, type FilterCategory } from "../../lib/project-filter"
import {
  parseProjectsView,
  projectsViewSearch,
  type ProjectsView as View,
} from "../../lib/project-url-state"
import { useHydrated } from "../../hooks/use-hydrated"
import type { Project } from "../../lib/project"
import { plainList } from "../../styles/mixins"

const loadDialog = () => import("./project-dialog")
const ProjectDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProjectDialog })))

const DEFAULT_VIEW: View = { category: ALL_CATEGORIES, projectId: null }

interface ProjectsViewProps {
  projects: readonly Project[]
  pathname: string
  search: string
}

/** The gallery: filter and open project live in the address, so links, reload and back work. */
export function ProjectsView({ projects, pathname, search }: ProjectsViewProps) {
  const hydrated = useHydrated()
  const ids = useMemo(() => projects.map((project) => project.id), [projects])
  const view = hydrated ? parseProjectsView(search, ids) : DEFAULT_VIEW
  const shown = useMemo(() => filterProjects(projects, view.category), [projects, view.category])
  const openProject = projects.find((project) => project.id === view.projectId) ?? null
  const pushedDialog = useRef(false)
  // The callbacks read the latest address through a ref, so they stay the same function and
  // the memoised cards do not re-render when the filter or the hydration state changes.
  const latest = useRef({ view, pathname, search })
  latest.current = { view, pathname, search }

  const go = useCallback((change: Partial<View>, replace: boolean) => {
    const current = latest.current
    const next = projectsViewSearch({ ...current.view, ...change }, current.search)
    return navigate(`${current.pathname}${next}`, { replace })
  }, [])
  const chooseCategory = useCallback(
    (category: FilterCategory) => void go({ category, projectId: null }, true),
    [go],
  )
  const open = useCallback(
    (projectId: number) => {
      pushedDialog.current = true
      void go({ projectId }, false)
    },
    [go],
  )
  const close = useCallback(() => {
    if (pushedDialog.current) window.history.back()
    else void go({ projectId: null }, true)
    pushedDialog.current = false
  }, [go])

  return (
    <Wrapper>
      <Heading>
        <Eyebrow>Portfólio</Eyebrow>
        <h1>Nossos projetos</h1>
        <p>
          Uma seleção de projetos de saneamento desenvolvidos desde 2012 para municípios, companhias
          de saneamento e empreendedores em cinco estados brasileiros.
        </p>
      </Heading>
      <CategoryFilter selected={view.category} onChange={chooseCategory} />
      <Count role="status">
        {view.category === ALL_CATEGORIES
          ? `${shown.length} projetos`
          : `${shown.length} ${shown.length === 1 ? "projeto" : "projetos"} em ${view.category}`}
      </Count>
      <Grid>
        {shown.map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              eager={index === 0}
              onOpen={open}
              onIntent={loadDialog}
            />
          </li>
        ))}
      </Grid>
      {openProject && (
        <Suspense fallback={null}>
          <ProjectDialog
            project={openProject}
            onClose={close}
            returnFocusId={detailsButtonId(openProject.id)}
          />
        </Suspense>
      )}
    </Wrapper>
  )
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
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Count = styled.p`
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
