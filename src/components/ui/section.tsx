import type { ReactNode } from "react"
import styled from "@emotion/styled"

interface SectionProps {
  id?: string
  title: string
  eyebrow?: string
  intro?: ReactNode
  tone?: "plain" | "alt"
  children: ReactNode
}

/** A home-page section: an anchor id, a heading with an eyebrow and an intro, then content. */
export function Section({ id, title, eyebrow, intro, tone = "plain", children }: SectionProps) {
  const headingId = id ? `${id}-titulo` : undefined
  return (
    <Wrapper id={id} aria-labelledby={headingId} data-tone={tone}>
      <Inner>
        <Heading>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2 id={headingId}>{title}</h2>
          {intro && <Intro>{intro}</Intro>}
        </Heading>
        {children}
      </Inner>
    </Wrapper>
  )
}

/** On phones the sections sit closer together, so the home page stays a short scroll. */
const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.section} 0;
  }
  &[data-tone="alt"] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`

const Heading = styled.div`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.breakpoints.sm} {
    margin-bottom: ${({ theme }) => theme.space.xxl};
  }
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`
