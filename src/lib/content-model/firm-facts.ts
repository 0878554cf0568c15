/**
 * site.json's first fields (firm.ts): the firm's names, registrations, years, contacts and
 * office address.
 */
import { BRAZILIAN_STATES } from "../brazil-states"
import { textField as text, type FieldSpec } from "./field"
import { CNPJ, CREA, EMAIL, PHONE, punctuatedCnpj } from "./patterns"

export const FIRM_FACT_FIELDS: readonly FieldSpec[] = [
  text(
    "name",
    "Nome da empresa",
    '"HidroVale Engenharia"',
    "Como aparece no cabeçalho e no rodapé.",
    {
      aliases: ["nome"],
    },
  ),
  text(
    "legalName",
    "Razão social",
    '"HidroVale Engenharia Hidrossanitária Ltda."',
    "O nome registrado no CNPJ, com Ltda., S.A. ou EIRELI, como no cartão CNPJ.",
    { aliases: ["razaoSocial"] },
  ),
  text(
    "cnpj",
    "CNPJ",
    '"12.345.678/0001-95"',
    "Os 14 números do CNPJ, com pontos, barra e traço, como no cartão CNPJ da Receita Federal.",
    { pattern: CNPJ, suggest: punctuatedCnpj },
  ),
  text(
    "crea",
    "Registro no CREA",
    '"CREA-MG 123456"',
    'O registro da empresa no conselho, como na certidão: "CREA-MG 123456".',
    { pattern: CREA, aliases: ["registroCrea", "creaRegistro"] },
  ),
  text(
    "tagline",
    "Frase de apresentação",
    '"Projetos de engenharia hidráulica e sanitária."',
    "Aparece no rodapé.",
    { aliases: ["slogan"] },
  ),
  text(
    "description",
    "Descrição (buscadores)",
    '"Consultoria em engenharia sanitária."',
    "O resumo que buscadores e prévias de links mostram.",
    { multiline: true, aliases: ["descricao"] },
  ),
  {
    name: "foundingYear",
    label: "Ano de fundação",
    kind: "integer",
    min: 1900,
    required: false,
    example: "2011",
    help: "Opcional: o ano de registro da empresa. Vazio, os textos que o citam não aparecem.",
    aliases: ["fundacao", "anoDeFundacao"],
  },
  {
    name: "experienceYears",
    label: "Anos de experiência",
    kind: "integer",
    min: 0,
    required: false,
    example: "40",
    help:
      "Opcional: os anos de prática dos fundadores, como o topo da página inicial diz. Vazio, " +
      "os textos que o citam não aparecem.",
    aliases: ["experiencia", "anosDeExperiencia"],
  },
  text("phone", "Telefone", '"(31) 3555-0140"', 'Com DDD, sem +55: "(31) 3555-0140".', {
    pattern: PHONE,
    aliases: ["telefone", "fone"],
  }),
  text("whatsapp", "WhatsApp", '"(31) 99555-0140"', 'Com DDD, sem +55: "(31) 99555-0140".', {
    pattern: PHONE,
    aliases: ["celular", "zap"],
  }),
  text("email", "E-mail", '"contato@empresa.com.br"', "O e-mail de contato.", { pattern: EMAIL }),
  {
    name: "address",
    label: "Endereço",
    kind: "group",
    typeName: "SiteAddress",
    required: true,
    example: '{ "street": "…", "district": "…", "city": "…", "state": "MG", "postalCode": "…" }',
    help: "O endereço do escritório.",
    aliases: ["endereco"],
    fields: [
      text(
        "street",
        "Rua, número e sala",
        '"Av. do Contorno, 4520, sala 801"',
        "Como numa carta.",
        {
          aliases: ["rua", "logradouro"],
        },
      ),
      text("district", "Bairro", '"Funcionários"', "O bairro.", { aliases: ["bairro"] }),
      text("city", "Cidade", '"Belo Horizonte"', "A cidade.", { aliases: ["cidade"] }),
      {
        name: "state",
        label: "Estado (UF)",
        kind: "select",
        options: BRAZILIAN_STATES,
        required: true,
        example: '"MG"',
        help: "A sigla do estado, em maiúsculas.",
        aliases: ["estado", "uf"],
      },
      text("postalCode", "CEP", '"30110-028"', "Opcional: os 8 números do CEP.", {
        required: false,
        pattern: {
          regex: "^[0-9]{5}-?[0-9]{3}$",
          message: 'Escreva o CEP com 8 dígitos, por exemplo "30110-028"',
        },
        aliases: ["cep"],
      }),
    ],
  },
]
