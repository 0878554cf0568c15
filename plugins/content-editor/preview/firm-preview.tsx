import styled from "@emotion/styled"
import { ContactCards } from "../../../src/components/home/contact-cards"
import { FooterContent } from "../../../src/components/layout/footer-content"
import { useCollectionData } from "./collection"
import { firmFacts, serviceTitles } from "./entry-data"
import { Frame } from "./frame"
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

const Contact = styled(Frame)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
`
