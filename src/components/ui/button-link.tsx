import styled from "@emotion/styled"
import { css, type Theme } from "@emotion/react"
import { Link } from "gatsby"

type Variant = "primary" | "light" | "outline"

const buttonStyles = ({ theme, variant = "primary" }: { theme: Theme; variant?: Variant }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.xl};
  border-radius: ${theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  text-decoration: none;
  transition:
    background-color 0.2s,
    color 0.2s;
  ${
    variant === "primary" &&
    css`
      background: ${theme.colors.accentDark};
      color: ${theme.colors.white};
      &:hover {
        background: ${theme.colors.primaryDark};
      }
    `
  }
  ${
    variant === "light" &&
    css`
      background: ${theme.colors.white};
      color: ${theme.colors.primaryDark};
      &:hover {
        background: ${theme.colors.primaryLight};
      }
    `
  }
  ${
    variant === "outline" &&
    css`
      border-color: currentColor;
      color: inherit;
      &:hover {
        background: ${theme.colors.glass};
      }
    `
  }
`

/** A link that looks like a button, to a route (gatsby Link) ... */
export const ButtonLink = styled(Link, {
  shouldForwardProp: (prop) => prop !== "variant",
})<{ variant?: Variant }>(buttonStyles)

/** ... or to an in-page anchor. */
export const ButtonAnchor = styled("a", {
  shouldForwardProp: (prop) => prop !== "variant",
})<{ variant?: Variant }>(buttonStyles)
