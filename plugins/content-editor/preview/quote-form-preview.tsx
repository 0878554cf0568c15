import styled from "@emotion/styled"
import { QuoteFields } from "../../../src/components/quote/quote-fields"
import { Inner } from "../../../src/components/ui/section"
import { entryData, type DecapPreviewProps } from "./decap"

/** The quote form's fields as the home page shows them, with the options being edited. */
export function QuoteFormPreview(props: DecapPreviewProps) {
  const { projectTypes } = entryData(props)
  const options = Array.isArray(projectTypes)
    ? projectTypes.filter((option): option is string => typeof option === "string")
    : []
  return (
    <Frame>
      <QuoteFields projectTypes={options} />
    </Frame>
  )
}

const Frame = styled(Inner)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`
