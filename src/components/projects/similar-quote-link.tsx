import { ButtonLink } from "../ui/button-link"
import { similarQuotePath } from "../../lib/quote-preset"

/** What the link needs besides the project, passed down by the page (or the editor's preview). */
export interface SimilarQuoteContext {
  /** The site's public address, which the description's first line names the project by. */
  siteUrl: string
  /** The quote form's Tipo de Projeto options (content/quote-form.json). */
  projectTypes: readonly string[]
  /** The firm's line the description begins with, "{titulo}" and "{endereco}" in it. */
  similarLine: string
}

/**
 * "Solicitar orçamento semelhante": the home page's quote form with Tipo de Projeto and the
 * first line of the description preset from this project. A plain link: without JavaScript it
 * still lands on the form (docs/behaviours.md#quote-form).
 */
export function SimilarQuoteLink({
  project,
  siteUrl,
  projectTypes,
  similarLine,
}: SimilarQuoteContext & {
  project: { title: string; slug: string; categories: readonly string[] }
}) {
  return (
    <ButtonLink to={similarQuotePath(project, siteUrl, projectTypes, similarLine)}>
      Solicitar orçamento semelhante
    </ButtonLink>
  )
}
