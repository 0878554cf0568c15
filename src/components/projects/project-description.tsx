import { Fragment } from "react"
import styled from "@emotion/styled"
import { parseDescription } from "../../lib/parse-description"

/** The 'Descrição' text: line breaks kept, dash bullets as a list. */
export function ProjectDescription({ text }: { text: string }) {
  return (
    <Wrapper>
      {parseDescription(text).map((block, index) =>
        block.kind === "list" ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </Wrapper>
  )
}

const Wrapper = styled.div`
  color: ${({ theme }) => theme.colors.text};
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`
