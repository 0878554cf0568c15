import { useId } from "react"
import styled from "@emotion/styled"
import { Input, Select, TextArea } from "./quote-controls"
import { QuoteField } from "./quote-field"

interface QuoteFieldsProps {
  /** The Tipo de Projeto options, the firm's (content/quote-form.json). */
  projectTypes: readonly string[]
}

/** The six quote fields, uncontrolled (FormData reads them, form.reset() clears them). */
export function QuoteFields({ projectTypes }: QuoteFieldsProps) {
  const id = useId()
  return (
    <Grid>
      <QuoteField label="Nome" htmlFor={`${id}-nome`} required>
        <Input id={`${id}-nome`} name="nome" type="text" autoComplete="name" required />
      </QuoteField>
      <QuoteField label="E-mail" htmlFor={`${id}-email`} required>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </QuoteField>
      <QuoteField label="Telefone" htmlFor={`${id}-telefone`} required>
        <Input
          id={`${id}-telefone`}
          name="telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
      </QuoteField>
      <QuoteField label="Empresa" htmlFor={`${id}-empresa`}>
        <Input id={`${id}-empresa`} name="empresa" type="text" autoComplete="organization" />
      </QuoteField>
      <QuoteField label="Tipo de Projeto" htmlFor={`${id}-tipo`} wide>
        <Select id={`${id}-tipo`} name="tipo_projeto" defaultValue="">
          <option value="">Selecione o tipo de projeto</option>
          {projectTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </QuoteField>
      <QuoteField label="Descrição do Projeto" htmlFor={`${id}-descricao`} required wide>
        <TextArea id={`${id}-descricao`} name="descricao" rows={5} required />
      </QuoteField>
    </Grid>
  )
}

/** One column on phones, two for the short fields from theme.breakpoints.sm up. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
`
