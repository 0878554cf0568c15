import type { Words } from "../../lib/site-texts"
import type { PolicyLinks, PrivacyPolicyContent } from "../../lib/privacy-policy"
import { PolicyText } from "./policy-text"

interface DataSubjectRightsProps {
  policy: Pick<PrivacyPolicyContent, "rightsIntro" | "rights" | "exercise">
  words: Words
  /** The e-mail links, the data officer's with the request's subject. */
  links: PolicyLinks
}

/** The data subject's rights (LGPD art. 18) and how to exercise them, in the firm's words. */
export function DataSubjectRights({ policy, words, links }: DataSubjectRightsProps) {
  return (
    <>
      <h2>Seus direitos</h2>
      <PolicyText text={policy.rightsIntro} words={words} />
      <ul>
        {policy.rights.map((right, index) => (
          <li key={index}>{right}</li>
        ))}
      </ul>
      <h2>Como exercer seus direitos</h2>
      <PolicyText text={policy.exercise} words={words} links={links} />
    </>
  )
}
