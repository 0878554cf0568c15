/**
 * content/team/<id>.json, field by field: a responsible engineer, the one place a team member's
 * fields are defined (see field.ts).
 */
import { textField, textList, type ContentType, type FieldSpec } from "./field"
import { CREA, SLUG } from "./patterns"

export const TEAM_FIELDS: readonly FieldSpec[] = [
  textField(
    "id",
    "Identificador",
    '"ana-ribeiro"',
    'O nome sem acentos, em minúsculas, com hífens: "ana-ribeiro". É o nome do arquivo ' +
      "(content/team/ana-ribeiro.json) e o que os projetos usam para citar a pessoa. Não mude " +
      "depois de usado.",
    { pattern: SLUG, graphql: 'memberId: String! @proxy(from: "jsonId")' },
  ),
  textField("name", "Nome", '"Ana Ribeiro"', "O nome como no registro do CREA.", {
    aliases: ["nome"],
  }),
  textField(
    "title",
    "Título profissional",
    '"Engenheira civil e sanitarista"',
    'A formação, como a pessoa assina: "Engenheira civil e sanitarista".',
    { aliases: ["titulo", "cargo", "formacao"] },
  ),
  textField(
    "crea",
    "Registro no CREA",
    '"CREA-MG 123456/D"',
    'O registro profissional, como na carteira do CREA: "CREA-MG 123456/D".',
    { pattern: CREA, aliases: ["registro", "creaNumero"] },
  ),
  textList(
    "specialties",
    "Especialidades",
    '["Redes de esgoto", "Modelagem hidráulica"]',
    "Uma especialidade curta por item: Redes de esgoto, Modelagem hidráulica…",
    { label: "Especialidade", example: '"Redes de esgoto"', help: "Uma especialidade." },
    { aliases: ["especialidades", "areas"], editor: { label_singular: "especialidade" } },
  ),
  textField(
    "bio",
    "Minicurrículo",
    '"Mestre em saneamento pela UFMG, coordena projetos de esgotamento desde 2008."',
    "Duas ou três frases: formação, experiência, obras de destaque.",
    { multiline: true, aliases: ["biografia", "curriculo", "resumo"] },
  ),
  {
    name: "photo",
    label: "Foto",
    kind: "image",
    required: false,
    example: '"ana-ribeiro.jpg"',
    help:
      "Opcional. Uma foto JPG do rosto, de preferência quadrada ou em pé; o site mostra a foto " +
      "inteira, sem cortar.",
    aliases: ["foto"],
    graphql: false,
  },
  {
    name: "order",
    label: "Ordem na página",
    kind: "integer",
    min: 1,
    required: false,
    example: "1",
    help: "Opcional. Quem tem número menor aparece antes; sem número, em ordem alfabética, no fim.",
    aliases: ["ordem"],
  },
]

export const TEAM_TYPE: ContentType = {
  typeName: "TeamMember",
  label: "membro da equipe",
  location: { kind: "folder", folder: "team", item: "<id>.json" },
  fields: TEAM_FIELDS,
}
