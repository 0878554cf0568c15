import { css, type Theme } from "@emotion/react"
import styled from "@emotion/styled"

/**
 * The form's focus ring: a dark inner ring (passes 3:1 against white) wrapped in the amber focus
 * colour (passes 3:1 against the dark ring and the primary button).
 */
export const focusRing = (theme: Theme) => css`
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${theme.colors.primaryDark};
`

const control = ({ theme }: { theme: Theme }) => css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background-color: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: inherit;
  font-size: ${theme.fontSizes.md};
  line-height: 1.5;

  &:focus {
    border-color: ${theme.colors.primaryDark};
    ${focusRing(theme)}
  }
`

export const Input = styled.input(control)

export const Select = styled.select(control)

export const TextArea = styled.textarea`
  ${control};
  min-height: 8rem;
  resize: vertical;
`
