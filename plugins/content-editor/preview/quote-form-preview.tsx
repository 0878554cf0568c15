import { QuoteFields } from "../../../src/components/quote/quote-fields"
import { Frame } from "./frame"
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
