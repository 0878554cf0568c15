/** What content/site.json must hold: the SiteFacts type of ../type-defs.ts, field by field. */
import type { Aliases, Shape } from "./shape"

const text = (label: string, example: string): Shape => ({ kind: "text", label, example })
const integer = (label: string, example: string): Shape => ({ kind: "integer", label, example })

export const SITE_SHAPE: Shape = {
  kind: "group",
  label: "dados da empresa",
  example: '{ "name": "…", "phone": "…", "email": "…", … }',
  fields: {
    name: text("nome da empresa", '"HidroVale Engenharia"'),
    legalName: text("razão social", '"HidroVale Engenharia Hidrossanitária Ltda."'),
    tagline: text("frase de destaque", '"Projetos de engenharia hidráulica e sanitária."'),
    description: text("descrição da empresa", '"Consultoria em engenharia sanitária."'),
    foundingYear: integer("ano de fundação", "2011"),
    experienceYears: integer("anos de experiência", "40"),
    phone: text("telefone", '"(31) 3555-0140"'),
    whatsapp: text("WhatsApp", '"(31) 99555-0140"'),
    email: text("e-mail", '"contato@empresa.com.br"'),
    address: {
      kind: "group",
      label: "endereço",
      example: '{ "street": "…", "district": "…", "city": "…", "state": "MG", "postalCode": "…" }',
      fields: {
        street: text("rua e número", '"Av. do Contorno, 4520, sala 801"'),
        district: text("bairro", '"Funcionários"'),
        city: text("cidade", '"Belo Horizonte"'),
        state: text("sigla do estado", '"MG"'),
        postalCode: text("CEP", '"30110-028"'),
      },
      aliases: { rua: "street", logradouro: "street", bairro: "district", cidade: "city" },
    },
    social: list(
      "redes sociais",
      '{ "network": "Instagram", "url": "https://…" }',
      {
        network: text("nome da rede", '"Instagram"'),
        url: text("endereço da página", '"https://www.instagram.com/empresa"'),
      },
      { rede: "network", link: "url", endereco: "url" },
    ),
    hours: list(
      "horários",
      '{ "label": "Segunda a Sexta", "days": ["Monday"], … }',
      {
        label: text("dias, como aparecem no site", '"Segunda a Sexta"'),
        days: {
          kind: "list",
          label: "dias, em inglês",
          example: '["Monday", "Tuesday"]',
          nonEmpty: true,
          item: text("dia, em inglês", '"Monday"'),
        },
        opens: text("hora de abrir", '"08:00"'),
        closes: text("hora de fechar", '"18:00"'),
      },
      { dias: "days", abre: "opens", fecha: "closes", rotulo: "label", titulo: "label" },
    ),
    emergencies: text("texto sobre emergências", '"Emergências: atendimento 24 horas"'),
    figures: list(
      "números da empresa",
      '{ "value": "500+", "label": "Projetos realizados" }',
      {
        value: text("número", '"500+"'),
        label: text("legenda", '"Projetos realizados"'),
      },
      { valor: "value", numero: "value", legenda: "label", texto: "label" },
    ),
    dataOfficer: {
      kind: "group",
      label: "encarregado de dados pessoais (LGPD)",
      example: '{ "name": "Nome da pessoa", "email": "privacidade@empresa.com.br" }',
      fields: {
        name: text("nome do encarregado", '"Mariana Couto Lima"'),
        email: text("e-mail do encarregado", '"privacidade@empresa.com.br"'),
      },
      aliases: { nome: "name", "e-mail": "email" },
    },
  },
  aliases: {
    encarregado: "dataOfficer",
    dpo: "dataOfficer",
    nome: "name",
    razaoSocial: "legalName",
    slogan: "tagline",
    descricao: "description",
    fundacao: "foundingYear",
    anoDeFundacao: "foundingYear",
    experiencia: "experienceYears",
    anosDeExperiencia: "experienceYears",
    telefone: "phone",
    fone: "phone",
    celular: "whatsapp",
    zap: "whatsapp",
    endereco: "address",
    redesSociais: "social",
    horarios: "hours",
    horario: "hours",
    emergencia: "emergencies",
    numeros: "figures",
  },
}

/** A list of groups, e.g. "social": [{ "network": …, "url": … }]. */
function list(
  label: string,
  itemExample: string,
  fields: Record<string, Shape>,
  aliases: Aliases,
): Shape {
  const item: Shape = { kind: "group", label, example: itemExample, fields, aliases }
  return { kind: "list", label, example: `[${itemExample}]`, item }
}
