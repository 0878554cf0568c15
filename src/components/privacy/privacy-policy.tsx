import { Inner } from "../ui/section"
import { TextArticle } from "../ui/text-article"
import { longDate } from "../../lib/long-date"
import {
  policyLinks,
  policyWords,
  RIGHTS_SUBJECT,
  type PolicyFacts,
  type PrivacyPolicyContent,
} from "../../lib/privacy-policy"
import { DataSubjectRights } from "./data-subject-rights"
import { PolicyText } from "./policy-text"

interface PrivacyPolicyProps {
  policy: PrivacyPolicyContent
  facts: PolicyFacts
  /** Who receives the quote form's submissions (from the build's configuration). */
  provider: string
}

/** The privacy policy (LGPD): the firm's words under the headings the law asks for. */
export function PrivacyPolicy({ policy, facts, provider }: PrivacyPolicyProps) {
  const words = policyWords(facts, policy, provider)
  const links = policyLinks(facts, policy.officer.email)
  return (
    <TextArticle aria-labelledby="privacidade-titulo">
      <Inner>
        <h1 id="privacidade-titulo">Política de Privacidade</h1>
        <p>{`Última atualização: ${longDate(policy.updated)}.`}</p>
        <PolicyText text={policy.intro} words={words} />

        <h2>Quem é o responsável pelos seus dados</h2>
        <PolicyText text={policy.controller} words={words} links={links} />

        <h2>Quais dados coletamos e para quê</h2>
        <PolicyText text={policy.purposes} words={words} links={links} />

        <h2>Cookies e rastreadores</h2>
        <PolicyText text={policy.cookies} words={words} />

        <h2>Base legal</h2>
        <PolicyText text={policy.legalBasis} words={words} />

        <h2>Quem trata os dados em nosso nome</h2>
        <PolicyText text={policy.processors} words={words} />
        {policy.otherProcessors && policy.otherProcessors.length > 0 && (
          <ul>
            {policy.otherProcessors.map((processor, index) => (
              <li key={index}>{`${processor.name}: ${processor.purpose}`}</li>
            ))}
          </ul>
        )}

        <h2>Por quanto tempo guardamos</h2>
        <PolicyText text={policy.retention} words={words} />

        <DataSubjectRights
          policy={policy}
          words={words}
          links={policyLinks(facts, policy.officer.email, RIGHTS_SUBJECT)}
        />
      </Inner>
    </TextArticle>
  )
}
