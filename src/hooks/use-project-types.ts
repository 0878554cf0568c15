import { graphql, useStaticQuery } from "gatsby"

/** The quote form's Tipo de Projeto options (content/quote-form.json), in the firm's order. */
export function useProjectTypes(): readonly string[] {
  const data = useStaticQuery<Queries.ProjectTypesQuery>(graphql`
    query ProjectTypes {
      quoteForm {
        projectTypes
      }
    }
  `)
  if (!data.quoteForm) throw new Error("content/quote-form.json was not loaded")
  return data.quoteForm.projectTypes
}
