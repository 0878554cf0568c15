/**
 * The firm's privacy policy (content/privacy.json) as the page reads it, and the facts its words
 * in braces stand for: the firm's (site.json), the data officer's, the form provider the build
 * is configured for (src/lib/quote-provider.ts) and the retention period.
 */
import { mailtoHref, telHref } from "./contact-links"
import { firmWords, type Words } from "./site-texts"
import { addressLine, type OfficeAddress } from "./office-address"
import type { Placeholder } from "./content-model/text-fields"

export interface PrivacyPolicyContent {
  updated: string
  intro: string
  controller: string
  officer: { name: string; email: string }
  purposes: string
  cookies: string
  legalBasis: string
  processors: string
  /** Optional in the file: null when the firm lists none. */
  otherProcessors: readonly { name: string; purpose: string }[] | null
  retentionMonths: number
  retention: string
  rightsIntro: string
  rights: readonly string[]
  exercise: string
}

/** The firm's facts the policy names. */
export interface PolicyFacts {
  name: string
  legalName: string
  phone: string
  email: string
  experienceYears?: number | null
  foundingYear?: number | null
  address: OfficeAddress
}

/** What each word in braces of the policy stands for. */
export function policyWords(
  facts: PolicyFacts,
  policy: Pick<PrivacyPolicyContent, "officer" | "retentionMonths">,
  provider: string,
): Words {
  const months = policy.retentionMonths
  return {
    ...firmWords(facts),
    razaoSocial: facts.legalName,
    enderecoEmpresa: addressLine(facts.address, "CEP "),
    telefone: facts.phone,
    email: facts.email,
    encarregado: policy.officer.name,
    encarregadoEmail: policy.officer.email,
    operador: provider,
    prazo: months === 1 ? "1 mês" : `${months} meses`,
  }
}

/** Where a word in braces links: the phone and the e-mails, written anywhere in the policy. */
export type PolicyLinks = Partial<Record<Placeholder, string>>

/** The links of the policy's words; a request of rights carries its subject. */
export function policyLinks(
  facts: Pick<PolicyFacts, "phone" | "email">,
  officerEmail: string,
  subject?: string,
): PolicyLinks {
  return {
    telefone: telHref(facts.phone),
    email: mailtoHref(facts.email),
    encarregadoEmail: mailtoHref(officerEmail, subject ? { subject } : {}),
  }
}

/** The subject of an e-mail that asks the data officer for a right. */
export const RIGHTS_SUBJECT = "Direitos do titular (LGPD)"
