import { PrivacyPolicy } from "../../../src/components/privacy/privacy-policy"
import { privacyPolicy } from "./policy-data"
import { entryData, type DecapPreviewProps } from "./decap"
import { PREVIEW } from "./firm-words"

/** Before any build: the firm's facts are unknown, and their words stay in braces. */
const NO_FIRM = {
  name: "{empresa}",
  legalName: "{razaoSocial}",
  phone: "{telefone}",
  email: "{email}",
  experienceYears: 0,
  foundingYear: 0,
  address: { street: "{enderecoEmpresa}", district: "", city: "", state: "", postalCode: "" },
}

/** privacy.json as /privacidade/ shows it, filled with the last build's facts and form provider. */
export function PrivacyPreview(props: DecapPreviewProps) {
  const { facts, provider } = PREVIEW.policy ?? { facts: NO_FIRM, provider: "{operador}" }
  return (
    <PrivacyPolicy policy={privacyPolicy(entryData(props))} facts={facts} provider={provider} />
  )
}
