import styled from "@emotion/styled"
import { ServiceCard } from "../../../src/components/home/service-card"
import { serviceCard } from "./entry-data"
import { Frame } from "./frame"
import { entryData, type DecapPreviewProps } from "./decap"

/** A service as the home page shows it: the site's own card, at the width of one of its columns. */
export function ServicePreview(props: DecapPreviewProps) {
  return (
    <Cards>
      <ServiceCard service={serviceCard(entryData(props))} />
    </Cards>
  )
}

/** One of the four columns of the home page's 1200 px (three gaps of 24 px between them). */
const Cards = styled(Frame)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  > * {
    max-width: 282px;
  }
`
