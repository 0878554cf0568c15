import styled from "@emotion/styled"
import { Section } from "../ui/section"
import { ServiceCard } from "./service-card"
import { useServices } from "../../hooks/use-services"

/** The services section: one card per service (content/services/), in the firm's order. */
export function Services() {
  const services = useServices()
  return (
    <Section
      id="servicos"
      eyebrow="O que fazemos"
      title="Nossos serviços"
      intro="Do estudo de concepção ao projeto executivo, desenvolvemos soluções completas de saneamento para prefeituras, companhias de saneamento, indústrias e empreendedores."
      tone="alt"
    >
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
