/**
 * content/site.json, field by field: the one place the firm's fields are defined (see field.ts),
 * its first fields in firm-facts.ts.
 */
import { textField as text, type ContentType, type FieldSpec } from "./field"
import { FIRM_FACT_FIELDS } from "./firm-facts"
import { TIME, URL, withHttps } from "./patterns"

/** The days of opening hours, as schema.org and site.json name them, and as the editor shows them. */
export const WEEK_DAYS = [
  ["Monday", "Segunda"],
  ["Tuesday", "Terça"],
  ["Wednesday", "Quarta"],
  ["Thursday", "Quinta"],
  ["Friday", "Sexta"],
  ["Saturday", "Sábado"],
  ["Sunday", "Domingo"],
] as const

export const FIRM_FIELDS: readonly FieldSpec[] = [
  ...FIRM_FACT_FIELDS,
  {
    name: "certifications",
    label: "Certificações",
    kind: "list",
    required: false,
    example:
      '[{ "name": "ISO 9001:2015", "issuer": "…", "number": "…", "validUntil": "2027-03-31" }]',
    help:
      "Certificações da empresa (ISO 9001, PBQP-H…), com a validade. O site não mostra as " +
      "vencidas, e a verificação do conteúdo avisa quando uma vence.",
    aliases: ["certificacoes", "certificados"],
    editor: { label_singular: "certificação", summary: "{{fields.name}} ({{fields.validUntil}})" },
    item: {
      kind: "group",
      typeName: "Certification",
      label: "Certificação",
      example:
        '{ "name": "ISO 9001:2015", "issuer": "…", "number": "…", "validUntil": "2027-03-31" }',
      help: "Uma certificação.",
      fields: [
        text("name", "Certificação", '"ISO 9001:2015"', "O nome da norma ou do programa.", {
          aliases: ["nome"],
        }),
        text(
          "issuer",
          "Emitida por",
          '"Bureau Exemplo Certificações"',
          "O organismo certificador.",
          {
            aliases: ["emissor", "certificadora"],
          },
        ),
        text("number", "Número do certificado", '"BR-QMS-0001"', "Como no certificado.", {
          aliases: ["numero"],
        }),
        {
          name: "validUntil",
          label: "Válida até",
          kind: "date",
          required: true,
          example: '"2027-03-31"',
          help: "O último dia de validade, como no certificado.",
          aliases: ["validade", "valida"],
        },
      ],
    },
  },
  {
    name: "social",
    label: "Redes sociais",
    kind: "list",
    required: false,
    example: '[{ "network": "Instagram", "url": "https://…" }]',
    help: "As páginas da empresa nas redes (LinkedIn, Instagram, Facebook…). Sem nenhuma, o rodapé não mostra a linha de redes.",
    aliases: ["redesSociais"],
    editor: { label_singular: "rede social", summary: "{{fields.network}}" },
    item: {
      kind: "group",
      typeName: "SocialLink",
      label: "Rede social",
      example: '{ "network": "Instagram", "url": "https://…" }',
      help: "Uma rede.",
      fields: [
        text("network", "Rede", '"Instagram"', "LinkedIn, Instagram, Facebook…", {
          aliases: ["rede"],
        }),
        text(
          "url",
          "Endereço (https://…)",
          '"https://www.instagram.com/empresa"',
          "Copie o endereço completo da barra do navegador.",
          { pattern: URL, suggest: withHttps, aliases: ["link", "endereco"] },
        ),
      ],
    },
  },
  {
    name: "hours",
    label: "Horário de atendimento",
    kind: "list",
    required: false,
    example:
      '[{ "label": "Segunda a Sexta", "days": ["Monday"], "opens": "08:00", "closes": "18:00" }]',
    help:
      "Os horários do escritório, como o cartão de contato e os buscadores mostram. Sem " +
      "nenhum, o cartão de horário não aparece.",
    aliases: ["horarios", "horario"],
    editor: { label_singular: "horário", summary: "{{fields.label}}" },
    item: {
      kind: "group",
      typeName: "OpeningHours",
      label: "Horário",
      example:
        '{ "label": "Segunda a Sexta", "days": ["Monday"], "opens": "08:00", "closes": "18:00" }',
      help: "Um horário.",
      fields: [
        text(
          "label",
          "Como aparece no site",
          '"Segunda a Sexta"',
          'Por exemplo "Segunda a Sexta".',
          {
            aliases: ["rotulo", "titulo"],
          },
        ),
        {
          name: "days",
          label: "Dias",
          kind: "select",
          multiple: true,
          options: WEEK_DAYS.map(([day]) => day),
          optionLabels: WEEK_DAYS.map(([, label]) => label),
          optionAliases: Object.fromEntries(
            WEEK_DAYS.flatMap(([day, label]) => [
              [label, day],
              [`${label}-feira`, day],
            ]),
          ),
          required: true,
          example: '["Monday", "Tuesday"]',
          help: "Os dias da semana, em inglês no arquivo.",
          aliases: ["dias"],
        },
        text("opens", "Abre às", '"08:00"', 'HH:MM, por exemplo "08:00".', {
          pattern: TIME,
          aliases: ["abre"],
        }),
        text("closes", "Fecha às", '"18:00"', 'HH:MM, por exemplo "18:00".', {
          pattern: TIME,
          aliases: ["fecha"],
        }),
      ],
    },
  },
  text(
    "emergencies",
    "Emergências",
    '"Emergências: atendimento 24 horas"',
    "Opcional: texto sobre o atendimento fora do horário.",
    { required: false, aliases: ["emergencia"] },
  ),
  text(
    "emailResponse",
    "Prazo de resposta",
    '"Resposta em até 24h"',
    "Opcional: em quanto tempo a empresa responde, sob o e-mail no cartão de contato.",
    { required: false, aliases: ["prazoDeResposta", "resposta"] },
  ),
  {
    name: "figures",
    label: "Números da empresa",
    kind: "list",
    required: false,
    example: '[{ "value": "500+", "label": "Projetos realizados" }]',
    help: "Opcional: até quatro números da seção Sobre. Sem nenhum, a faixa de números não aparece.",
    aliases: ["numeros"],
    editor: { label_singular: "número", summary: "{{fields.value}} {{fields.label}}" },
    item: {
      kind: "group",
      typeName: "CompanyFigure",
      label: "Número da empresa",
      example: '{ "value": "500+", "label": "Projetos realizados" }',
      help: "Um número.",
      fields: [
        text("value", "Número", '"500+"', 'Por exemplo "500+".', { aliases: ["valor", "numero"] }),
        text("label", "Legenda", '"Projetos realizados"', "O que o número conta.", {
          aliases: ["legenda", "texto"],
        }),
      ],
    },
  },
  {
    name: "accessibilityReviewed",
    label: "Última verificação de acessibilidade",
    kind: "date",
    required: true,
    example: '"2026-11-25"',
    help:
      "O dia em que o site foi verificado pela última vez (testes automáticos e teclado), como a " +
      "página Acessibilidade diz. Atualize-a a cada verificação (CONTEUDO.md diz quando).",
    aliases: ["acessibilidade", "verificacaoAcessibilidade"],
  },
  {
    kind: "ignored",
    name: "dataOfficer",
    reason:
      'O encarregado de dados pessoais agora fica na Política de Privacidade (content/privacy.json, campo "officer", ou no editor em Política de Privacidade): passe o nome e o e-mail para lá e apague este campo.',
  },
]

export const FIRM_TYPE: ContentType = {
  typeName: "SiteFacts",
  label: "dados da empresa",
  location: { kind: "file", file: "site.json" },
  fields: FIRM_FIELDS,
}
