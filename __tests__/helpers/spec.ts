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

/**
 * SPEC.md, "Services section (id servicos): four cards", word for word in English; each title and
 * item is recognised by words of its pt-BR, so the test does not copy the content's strings.
 */
export const SPEC_SERVICES: [string, RegExp, [string, RegExp][]][] = [
  [
    "Water supply project",
    /abastecimento de água/i,
    [
      ["water intake and pumping", /captação.*bombeamento/i],
      ["treatment systems", /sistemas de tratamento/i],
      ["distribution networks", /redes de distribuição/i],
      ["reservoir systems", /reservação/i],
      ["reuse and recirculation of used water", /reúso.*recirculação/i],
    ],
  ],
  [
    "Sewage project",
    /esgoto/i,
    [
      ["collection network", /rede coletora/i],
      ["pumping stations", /estações elevatórias/i],
      ["primary, secondary and tertiary treatment plants", /primário, secundário e terciário/i],
    ],
  ],
  [
    "Drainage project",
    /drenagem/i,
    [
      ["urban drainage", /drenagem urbana/i],
      ["macro and micro drainage", /macro.*micro/i],
      ["storm galleries", /galerias pluviais/i],
      ["environmental issues", /ambientais/i],
    ],
  ],
  [
    "Earthworks project",
    /terraplanagem/i,
    [
      ["earth movement", /movimentação de terra/i],
      ["levelling", /nivelamento/i],
      ["cost-reduction analysis", /redução de custos/i],
    ],
  ],
]
