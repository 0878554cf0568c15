import { Fragment } from "react"
import { paragraphs, type Words } from "../../lib/site-texts"
import type { PolicyLinks } from "../../lib/privacy-policy"
import type { Placeholder } from "../../lib/content-model/text-fields"

interface PolicyTextProps {
  /** The firm's words, one paragraph a line, with words in braces. */
  text: string
  words: Words
  /** The words shown as links (the phone, the e-mails). */
  links?: PolicyLinks
}

/** A text of the policy as paragraphs, each word in braces filled, a contact as its link. */
export function PolicyText({ text, words, links = {} }: PolicyTextProps) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>
          <FilledLine line={paragraph} words={words} links={links} />
        </p>
      ))}
    </>
  )
}

/** One line: the words between braces (odd parts of the split) filled or linked. */
function FilledLine({ line, words, links }: { line: string; words: Words; links: PolicyLinks }) {
  const parts = line.split(/\{(\w+)\}/)
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>
        const value = words[part as Placeholder]
        if (value === undefined) return <Fragment key={index}>{`{${part}}`}</Fragment>
        const href = links[part as Placeholder]
        return href ? (
          <a key={index} href={href}>
            {value}
          </a>
        ) : (
          <Fragment key={index}>{value}</Fragment>
        )
      })}
    </>
  )
}
