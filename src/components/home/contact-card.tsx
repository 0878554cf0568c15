import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Icon, type IconName } from "../icon"
import { iconCircle } from "../../styles/mixins"

interface ContactCardProps {
  icon: IconName
  title: string
  children: ReactNode
}

export function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <Card>
      <Badge>
        <Icon name={icon} size={22} />
      </Badge>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Card>
  )
}

const Card = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`

const Badge = styled.div`
  flex: none;
  ${({ theme }) => iconCircle(theme)};
  background: ${({ theme }) => theme.colors.accentLight};
  color: ${({ theme }) => theme.colors.accentDark};
`
