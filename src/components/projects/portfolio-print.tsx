import styled from "@emotion/styled"
import { Inner } from "../ui/section"
import { Picture } from "../ui/picture"
import { PrintArticle, PrintHeader } from "../ui/print-header"
import { projectStats, PROJECT_LABELS } from "../../lib/project-stats"
import type { PrintedProject } from "../../lib/portfolio-print"
import { projectCountLabel } from "../../lib/project-states"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { plainList } from "../../styles/mixins"
import { addressLine } from "../../lib/office-address"

interface PortfolioPrintProps {
  facts: SiteFacts
  projects: readonly PrintedProject[]
  /** "Todos os projetos", "Projetos de Esgoto, busca “lagoa”" (printTitle). */
  title: string
}

/** The portfolio as a compact dossier for a bid file (docs/pages.md#printable-portfolio). */
export function PortfolioPrint({ facts, projects, title }: PortfolioPrintProps) {
  const { address } = facts
  return (
    <PrintArticle aria-labelledby="dossie-titulo">
      <Inner>
        <PrintHeader
          back="← Voltar ao portfólio"
          titleId="dossie-titulo"
          title={`Portfólio de projetos — ${title}`}
          lead={`${projectCountLabel(projects.length)} da ${facts.name}.`}
          facts={facts}
        >
          <div>
            <dt>Contato</dt>
            <dd>{`${facts.phone} · ${facts.email}`}</dd>
          </div>
          <div>
            <dt>Endereço</dt>
            <dd>{addressLine(address)}</dd>
          </div>
        </PrintHeader>
        <Projects>
          {projects.map((project) => (
            <li key={project.id}>
              <article aria-labelledby={`dossie-${project.id}`}>
                {project.image && (
                  <Picture
                    image={project.image}
                    alt={`Capa do projeto ${project.title}`}
                    loading="lazy"
                    sizes="280px"
                  />
                )}
                <div>
                  <h2 id={`dossie-${project.id}`}>{project.title}</h2>
                  <Facts>
                    <dt>{PROJECT_LABELS.contratante}</dt>
                    <dd>{project.contratante}</dd>
                    <dt>Local e ano</dt>
                    <dd>{`${project.location} · ${project.year}`}</dd>
                    <dt>{PROJECT_LABELS.escopo}</dt>
                    <dd>{project.escopo}</dd>
                    <dt>Categorias</dt>
                    <dd>{project.categories.join(", ")}</dd>
                    {projectStats(project.stats).map(({ key, label, value }) => (
                      <Stat key={key} label={label} value={value} />
                    ))}
                    <dt>{PROJECT_LABELS.responsaveis}</dt>
                    <dd>
                      {project.engineers
                        .map((engineer) => `${engineer.name} (${engineer.crea})`)
                        .join(", ")}
                    </dd>
                  </Facts>
                </div>
              </article>
            </li>
          ))}
        </Projects>
      </Inner>
    </PrintArticle>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

const Projects = styled.ol`
  ${plainList}
  > li {
    padding: ${({ theme }) => `${theme.space.lg} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    break-inside: avoid;
  }
  article {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    ${({ theme }) => theme.breakpoints.sm} {
      grid-template-columns: 220px 1fr;
      align-items: start;
    }
    @media print {
      grid-template-columns: 55mm 1fr;
    }
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
