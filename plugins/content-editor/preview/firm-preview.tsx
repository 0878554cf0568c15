import styled from "@emotion/styled"
import { ContactCards } from "../../../src/components/home/contact-cards"
import { FooterContent } from "../../../src/components/layout/footer-content"
import { Inner } from "../../../src/components/ui/section"
import { useCollectionData } from "./collection"
import { firmFacts, serviceTitles } from "./entry-data"
import { entryData, type DecapPreviewProps } from "./decap"

/** The firm's data (site.json) where the site shows it: the contact cards and every page's footer. */
export function FirmPreview(props: DecapPreviewProps) {
  const facts = firmFacts(entryData(props))
  const services = serviceTitles(useCollectionData(props.getCollection, "servicos"))
  return (
    <>
      <Contact>
        <h2>Contato</h2>
        <ContactCards facts={facts} />
      </Contact>
      <FooterContent
        facts={facts}
        year={new Date().getFullYear()}
        isHome={false}
        services={services}
      />
    </>
  )
}

const Contact = styled(Inner)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`
