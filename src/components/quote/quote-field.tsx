import type { ReactNode } from "react"
import styled from "@emotion/styled"

type QuoteFieldProps = {
  label: string
  /** The id of the control passed as children. */
  htmlFor: string
  required?: boolean
  /** Spans both columns of the form grid. */
  wide?: boolean
  children: ReactNode
}

/** A label above its control. The asterisk is visual only: `required` is what gets announced. */
export function QuoteField({
  label,
  htmlFor,
  required = false,
  wide = false,
  children,
}: QuoteFieldProps) {
  return (
    <Field wide={wide}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && <Asterisk aria-hidden="true"> *</Asterisk>}
      </Label>
      {children}
    </Field>
  )
}

const Field = styled.div<{ wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: ${({ wide }) => (wide ? "1 / -1" : "auto")};
`

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.error};
`
