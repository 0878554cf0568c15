import styled from "@emotion/styled"
import { Inner } from "../../../src/components/ui/section"

/** A preview's box: the site's column, with a section's space above and below. */
export const Frame = styled(Inner)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`
