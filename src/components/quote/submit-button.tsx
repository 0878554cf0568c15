import styled from "@emotion/styled"
import { focusRing } from "./quote-controls"

/** The quote form's submit button: disabled and reading 'Enviando...' while a request is pending. */
export function SubmitButton({ loading }: { loading: boolean }) {
  return (
    <Button type="submit" disabled={loading}>
      {loading ? "Enviando..." : "Enviar Solicitação"}
    </Button>
  )
}

const Button = styled.button`
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    ${({ theme }) => focusRing(theme)}
  }
  &:disabled {
    background-color: ${({ theme }) => theme.colors.textMuted};
    cursor: wait;
  }
  /* Never full width: the WhatsApp button in the bottom-right corner must not cover it. */
  align-self: flex-start;
`
