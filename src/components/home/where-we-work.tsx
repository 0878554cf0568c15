import styled from "@emotion/styled"
import { graphql, useStaticQuery } from "gatsby"
import { Section } from "../ui/section"
import {
  projectCountLabel,
  STATE_MAP_FILE,
  statePath,
  statesPhrase,
} from "../../lib/project-states"
import { fillText, type MapTexts, type Words } from "../../lib/site-texts"

/** The map's proportions (the file is written at build time by plugins/gatsby-plugin-state-map). */
const MAP_WIDTH = 613
const MAP_HEIGHT = 639

/** "Onde atuamos": a map and the same links as a list (docs/behaviours.md#where-we-work-map). */
export function WhereWeWork({ texts, words }: { texts: MapTexts; words: Words }) {
  const data = useStaticQuery<Queries.WhereWeWorkQuery>(graphql`
    query WhereWeWork {
      allStateOutline(filter: { projectCount: { gt: 0 } }) {
        nodes {
          uf
          name
          labelX
          labelY
          count: projectCount
        }
      }
    }
  `)
  const states = [...data.allStateOutline.nodes].sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name, "pt-BR"),
  )
  return (
    <Section
      id="onde-atuamos"
      eyebrow={fillText(texts.eyebrow, words)}
      title={`Projetos em ${statesPhrase(states.length)}`}
      intro={fillText(texts.intro, words)}
    >
      <Columns>
        <MapBox>
          <img
            src={`/${STATE_MAP_FILE}`}
            alt=""
            width={MAP_WIDTH}
            height={MAP_HEIGHT}
            loading="lazy"
          />
          {/* The list below names the same links: these are for pointers, out of the tab order. */}
          {states.map(({ uf, count, labelX, labelY }) => (
            <Badge
              key={uf}
              href={statePath(uf)}
              aria-hidden="true"
              tabIndex={-1}
              data-uf={uf}
              // Anchored in proportion to its position, so a badge near an edge stays inside the map.
              style={{
                left: `${labelX}%`,
                top: `${labelY}%`,
                transform: `translate(-${labelX}%, -50%)`,
              }}
            >
              {`${uf} ${count}`}
            </Badge>
          ))}
        </MapBox>
        <List aria-label="Projetos por estado">
          {states.map(({ uf, name, count }) => (
            <li key={uf}>
              <a href={statePath(uf)} data-uf={uf}>
                <span>{`${name} (${uf})`}</span>
                <Count>{projectCountLabel(count)}</Count>
              </a>
            </li>
          ))}
        </List>
      </Columns>
      <Credit>
        Contornos dos estados: svg-maps, de Victor Cazanave, licença CC BY 4.0 (
        <a href="https://github.com/VictorCazanave/svg-maps" rel="license noopener noreferrer">
          fonte
        </a>
        ).
      </Credit>
    </Section>
  )
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.xl};
  }
  align-items: center;
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  }
`

/** The box is reserved before the picture arrives: no layout shift. */
const MapBox = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  aspect-ratio: ${MAP_WIDTH} / ${MAP_HEIGHT};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`

const Badge = styled.a`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.primaryDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.white};
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: 44px;
    align-items: center;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`

const Credit = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  a {
    color: inherit;
  }
`
