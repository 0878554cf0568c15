/**
 * The project table's technical record: quantities, period and CATs, a block of
 * project.ts kept in its own module. The quantities come from src/lib/project-record.ts.
 */
import { BRAZILIAN_STATES } from "../brazil-states"
import { MONTH_PATTERN, QUANTITIES, RECORD_LABELS } from "../project-record"
import { PROJECT_LABELS } from "../project-stats"
import { textField, type FieldSpec, type Pattern } from "./field"

/** "CREA-MG": the councils that issue CATs, one per state. */
export const CAT_ISSUERS = BRAZILIAN_STATES.map((state) => `CREA-${state}`)

/**
 * A CAT's number as the certificate prints it. No CREA publishes one format for all (docs/
 * CONTEUDO.md), so the rule is lenient: 3 to 30 characters, at least one digit, only digits,
 * letters, spaces, dots, slashes and hyphens.
 */
export const CAT_NUMBER: Pattern = {
  regex: "^(?=.*[0-9])[0-9A-Za-z][0-9A-Za-z./ -]{1,28}[0-9A-Za-z]$",
  message:
    "Escreva o número como está impresso na certidão, com algarismos (e, se houver, letras, " +
    'pontos, barras ou traços), por exemplo "1420190004567"',
}

const MONTH: Pattern = {
  regex: MONTH_PATTERN,
  message: 'Escreva o mês como AAAA-MM, por exemplo "2017-03" (março de 2017)',
}

/** One field per quantity of the list, in its unit: a project's, or the part a CAT certifies. */
function quantityFields(): FieldSpec[] {
  return QUANTITIES.map((quantity): FieldSpec => ({
    name: quantity.key,
    label: quantity.unit ? `${quantity.label} (${quantity.unit})` : quantity.label,
    kind: "quantity",
    unit: quantity.unit,
    whole: quantity.whole,
    plausible: quantity.plausible,
    required: false,
    example: String(quantity.example),
    help: quantity.whole
      ? `Um número inteiro de ${quantity.unit}, sem pontos, por exemplo ${quantity.example}.`
      : `Em ${quantity.unit}, só o número, por exemplo ${quantity.example}.`,
  }))
}

export const RECORD_FIELDS: readonly FieldSpec[] = [
  {
    name: "quantidades",
    label: RECORD_LABELS.quantidades,
    kind: "group",
    typeName: "ProjectQuantities",
    required: false,
    example: '{ "redeEsgoto": 58, "ligacoes": 4800 }',
    help:
      "As quantidades do projeto, como no atestado: só o número, sem a unidade (a unidade é a " +
      "do rótulo). Use ponto para decimais: 42.5. Preencha só as que houver. A página /acervo/ " +
      "soma estes números.",
    aliases: ["quantitativos"],
    editor: { collapsed: true },
    fields: quantityFields(),
  },
  {
    name: "periodo",
    label: RECORD_LABELS.periodo,
    kind: "group",
    typeName: "ProjectPeriod",
    required: false,
    example: '{ "inicio": "2017-03", "fim": "2019-11" }',
    help:
      'O mês de início e o de conclusão do trabalho, como no atestado. O ano de "fim" é o "Ano" ' +
      "do projeto.",
    aliases: ["prazo", "vigencia"],
    editor: { collapsed: true },
    fields: [
      // Optional for the editor, which refuses an optional group whose fields are required;
      // the check asks for both ends once one is written (content-check/record-rules.ts).
      textField(
        "inicio",
        "Início (AAAA-MM)",
        '"2017-03"',
        'O mês em que o trabalho começou, por exemplo "2017-03".',
        { required: false, pattern: MONTH },
      ),
      textField(
        "fim",
        "Conclusão (AAAA-MM)",
        '"2019-11"',
        'O mês em que o trabalho terminou, por exemplo "2019-11".',
        { required: false, pattern: MONTH },
      ),
    ],
  },
  {
    name: "cats",
    label: RECORD_LABELS.cats,
    kind: "list",
    required: false,
    example: '[{ "responsavel": "ana-ribeiro", "numero": "1420190004567", "crea": "CREA-MG" }]',
    help:
      "A CAT de cada engenheiro responsável por este projeto: quem, o número impresso na " +
      "certidão e o CREA que a emitiu.",
    aliases: ["cat", "acervo"],
    item: {
      kind: "group",
      typeName: "ProjectCat",
      label: "CAT",
      example: '{ "responsavel": "ana-ribeiro", "numero": "1420190004567", "crea": "CREA-MG" }',
      help: "Uma certidão de acervo técnico.",
      fields: [
        {
          name: "responsavel",
          label: "Engenheiro",
          kind: "reference",
          to: { collection: "equipe", typeName: "TeamMember", displayField: "name" },
          multiple: false,
          required: true,
          example: '"ana-ribeiro"',
          help: `Um dos "${PROJECT_LABELS.responsaveis}" deste projeto.`,
        },
        textField(
          "numero",
          "Número da CAT",
          '"1420190004567"',
          "O número impresso no alto da certidão.",
          { pattern: CAT_NUMBER },
        ),
        {
          name: "crea",
          label: "CREA emissor",
          kind: "select",
          options: CAT_ISSUERS,
          required: true,
          example: '"CREA-MG"',
          help: "O CREA que emitiu a certidão (o do estado onde a ART foi registrada).",
        },
        {
          name: "quantidades",
          label: "Quantitativos desta CAT",
          kind: "group",
          // The project's own quantities type: the same fields, declared once in the schema.
          typeName: "ProjectQuantities",
          required: false,
          example: '{ "redeEsgoto": 40 }',
          help:
            "Só quando a CAT cobre parte do projeto: as quantidades que ela certifica, como " +
            "impressas na certidão, cada uma no máximo a do projeto. Vazio, a CAT certifica " +
            "todos os quantitativos do projeto. A página do engenheiro soma estes números.",
          editor: { collapsed: true },
          fields: quantityFields(),
        },
      ],
    },
    editor: { label_singular: "CAT", collapsed: true },
  },
]
