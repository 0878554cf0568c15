/** The "Dados da empresa" collection: every field of content/site.json, with the check's rules. */
import { BRAZILIAN_STATES } from "../content-model/content-check/brazil"
import { WEEK_DAYS } from "../content-model/content-check/site-rules"
import { string, type CmsField } from "./fields"

const DAY_LABELS = ["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"]

const PHONE: [string, string] = [
  "^\\(?[1-9][0-9]\\)?[ .-]?[0-9]{4,5}[ .-]?[0-9]{4}$",
  'Escreva o DDD e o número, sem o +55 (o site acrescenta), por exemplo "(31) 3555-0140"',
]
const TIME: [string, string] = [
  "^([01][0-9]|2[0-3]):[0-5][0-9]$",
  'Escreva o horário como HH:MM (24 horas), por exemplo "08:00" ou "17:30"',
]

export const SITE_FIELDS: CmsField[] = [
  string("name", "Nome da empresa", "Como aparece no cabeçalho e no rodapé."),
  string("legalName", "Razão social"),
  string("tagline", "Frase de apresentação", "Aparece no topo da página inicial."),
  { name: "description", label: "Descrição (buscadores)", widget: "text" },
  {
    name: "foundingYear",
    label: "Ano de fundação",
    widget: "number",
    value_type: "int",
    min: 1900,
  },
  {
    name: "experienceYears",
    label: "Anos de experiência",
    widget: "number",
    value_type: "int",
    min: 0,
  },
  { ...string("phone", "Telefone", 'Com DDD, sem +55: "(31) 3555-0140".'), pattern: PHONE },
  { ...string("whatsapp", "WhatsApp", 'Com DDD, sem +55: "(31) 99555-0140".'), pattern: PHONE },
  {
    ...string("email", "E-mail"),
    pattern: [
      "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
      "Escreva o e-mail no formato nome@empresa.com.br, sem espaços",
    ],
  },
  {
    name: "address",
    label: "Endereço",
    widget: "object",
    fields: [
      string("street", "Rua, número e sala"),
      string("district", "Bairro"),
      string("city", "Cidade"),
      { name: "state", label: "Estado (UF)", widget: "select", options: [...BRAZILIAN_STATES] },
      {
        ...string("postalCode", "CEP"),
        pattern: ["^[0-9]{5}-?[0-9]{3}$", 'Escreva o CEP com 8 dígitos, por exemplo "30110-028"'],
      },
    ],
  },
  {
    name: "social",
    label: "Redes sociais",
    label_singular: "rede social",
    widget: "list",
    summary: "{{fields.network}}",
    fields: [
      string("network", "Rede", "LinkedIn, Instagram, Facebook…"),
      {
        ...string(
          "url",
          "Endereço (https://…)",
          "Copie o endereço completo da barra do navegador.",
        ),
        pattern: ["^https?://[^\\s/]+\\.[^\\s]+$", "O endereço deve começar com https://"],
      },
    ],
  },
  {
    name: "hours",
    label: "Horário de atendimento",
    label_singular: "horário",
    widget: "list",
    summary: "{{fields.label}}",
    fields: [
      string("label", "Como aparece no site", '"Segunda a Sexta"'),
      {
        name: "days",
        label: "Dias",
        widget: "select",
        multiple: true,
        min: 1,
        options: WEEK_DAYS.map((value, i) => ({ label: DAY_LABELS[i], value })),
      },
      { ...string("opens", "Abre às", '"08:00"'), pattern: TIME },
      { ...string("closes", "Fecha às", '"18:00"'), pattern: TIME },
    ],
  },
  string("emergencies", "Emergências", "Texto sobre o atendimento fora do horário."),
  {
    name: "figures",
    label: "Números da empresa",
    label_singular: "número",
    widget: "list",
    summary: "{{fields.value}} {{fields.label}}",
    fields: [string("value", "Número", '"500+"'), string("label", "Legenda")],
  },
]
