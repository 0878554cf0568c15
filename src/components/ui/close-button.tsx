import { forwardRef } from "react"
import styled from "@emotion/styled"
import { Icon } from "../icon"
import { pillButton } from "../../styles/mixins"

/** "Fechar" of the project dialog and the photo viewer: a light pill with its icon. */
export const CloseButton = forwardRef<
  HTMLButtonElement,
  { onClick: () => void; className?: string }
>(function CloseButton({ onClick, className }, ref) {
  return (
    <Pill ref={ref} type="button" onClick={onClick} className={className}>
      <Icon name="close" size={20} />
      Fechar
    </Pill>
  )
})

const Pill = styled.button`
  ${({ theme }) => pillButton(theme)}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 700;
`
