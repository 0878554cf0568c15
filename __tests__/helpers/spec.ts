/**
 * SPEC.md's own words, where it fixes a list: the tests compare the site with these sentences,
 * copied here word for word, and not with the constants the code keeps.
 */

/** The items of a list that ends a SPEC sentence, after `lead`: "<lead> A, B, C." */
const itemsAfter = (sentence: string, lead: string): string[] =>
  sentence
    .slice(sentence.indexOf(lead) + lead.length)
    .replace(/\.$/, "")
    .split(",")
    .map((item) => item.trim())

/** SPEC.md §6. */
const FILTER_SENTENCE =
  "Category filter list, in order: Todos, Abastecimento de Água, Loteamento, Drenagem, Esgoto, Irrigação, Hidrossanitários."

/** SPEC.md §5. */
const PROJECT_TYPE_SENTENCE =
  "Tipo de Projeto options: an empty default 'Selecione o tipo de projeto', then Abastecimento de Água, Projeto de Esgoto, Drenagem, Terraplanagem, Consultoria, Outro."

/** The category filter's entries, in order: 'Todos', then the six categories. */
export const SPEC_FILTER_ENTRIES = itemsAfter(FILTER_SENTENCE, "in order:")

/** The six project categories, in the filter's order. */
export const SPEC_CATEGORIES = SPEC_FILTER_ENTRIES.slice(1)

/** The quote form's Tipo de Projeto options, the empty default first. */
export const SPEC_PROJECT_TYPES = [
  /'([^']+)'/.exec(PROJECT_TYPE_SENTENCE)![1],
  ...itemsAfter(PROJECT_TYPE_SENTENCE, "then"),
]
