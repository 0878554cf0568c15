/**
 * content/team/<id>.json, field by field: a responsible engineer, the one place a team member's
 * fields are defined (see field.ts).
 */
import type { ContentType, FieldSpec } from "./field"
import { CREA, SLUG } from "./patterns"

export const TEAM_FIELDS: readonly FieldSpec[] = [
  {
    name: "id",
    label: "Identificador",
    kind: "text",
    required: true,
    example: '"ana-ribeiro"',
    help:
      'O nome sem acentos, em minúsculas, com hífens: "ana-ribeiro". É o nome do arquivo ' +
      "(content/team/ana-ribeiro.json) e o que os projetos usam para citar a pessoa. Não mude " +
      "depois de usado.",
    pattern: SLUG,
    graphql: 'memberId: String! @proxy(from: "jsonId")',
  },
  {
    name: "name",
    label: "Nome",
    kind: "text",
    required: true,
    example: '"Ana Ribeiro"',
    help: "O nome como no registro do CREA.",
    aliases: ["nome"],
  },
  {
    name: "title",
    label: "Título profissional",
    kind: "text",
    required: true,
    example: '"Engenheira civil e sanitarista"',
    help: 'A formação, como a pessoa assina: "Engenheira civil e sanitarista".',
    aliases: ["titulo", "cargo", "formacao"],
  },
  {
    name: "crea",
    label: "Registro no CREA",
    kind: "text",
    required: true,
    example: '"CREA-MG 123456/D"',
    help: 'O registro profissional, como na carteira do CREA: "CREA-MG 123456/D".',
    pattern: CREA,
    aliases: ["registro", "creaNumero"],
  },
  {
    name: "specialties",
    label: "Especialidades",
    kind: "list",
    required: true,
    example: '["Redes de esgoto", "Modelagem hidráulica"]',
    help: "Uma especialidade curta por item: Redes de esgoto, Modelagem hidráulica…",
    aliases: ["especialidades", "areas"],
    editor: { label_singular: "especialidade" },
    item: {
      kind: "text",
      label: "Especialidade",
      example: '"Redes de esgoto"',
      help: "Uma especialidade.",
    },
  },
  {
    name: "bio",
    label: "Minicurrículo",
    kind: "text",
    multiline: true,
    required: true,
    example: '"Mestre em saneamento pela UFMG, coordena projetos de esgotamento desde 2008."',
    help: "Duas ou três frases: formação, experiência, obras de destaque.",
    aliases: ["biografia", "curriculo", "resumo"],
  },
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
