import styled from "@emotion/styled"
import { Section } from "../ui/section"
import { ServiceCard } from "./service-card"
import { useServices } from "../../hooks/use-services"
import type { SectionHeading } from "../../lib/site-texts"

/** The services section: the firm's heading, then one card per service (content/services/), in the firm's order. */
export function Services({ heading }: { heading: SectionHeading }) {
  const services = useServices()
  return (
    <Section id="servicos" {...heading} tone="alt">
      <Grid>
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </Grid>
    </Section>
  )
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`
