/**
 * content/privacy.json, field by field: the firm's privacy policy (LGPD, Lei 13.709/2018), its
 * commitments in its own words (see field.ts). The essentials the law asks for (the controller,
 * the data officer's contact, the retention period, the rights) are required fields, or words in
 * braces a text must carry, so neither the check nor the editor accepts a policy without them.
 */
import { textField, textList, type ContentType, type FieldSpec, type RequiredWord } from "./field"
import { EMAIL } from "./patterns"
import type { Placeholder } from "./text-fields"

/** The editor's collection and file of the policy (plugins/content-editor/file-collections.ts). */
export const PRIVACY_EDITOR = { collection: "privacidade", file: "privacidade" } as const

/** The words in braces every text of the policy may carry. */
export const POLICY_WORDS: readonly Placeholder[] = [
  "empresa",
  "razaoSocial",
  "cidade",
  "enderecoEmpresa",
  "telefone",
  "email",
  "encarregado",
  "encarregadoEmail",
  "operador",
  "prazo",
]

const CONTROLLER: RequiredWord = {
  word: "razaoSocial",
  missing: "a página não diria quem é o controlador dos dados (LGPD, art. 9º)",
}
const OFFICER_CONTACT: RequiredWord = {
  word: "encarregadoEmail",
  missing: "a página não daria o contato do encarregado (LGPD, art. 41)",
}

/** A paragraph or more of the policy, one paragraph a line. */
const policyText = (
  name: string,
  label: string,
  example: string,
  help: string,
  requiredWords: readonly RequiredWord[] = [],
): FieldSpec =>
  textField(
    name,
    label,
    example,
    `${help} Um parágrafo por linha. Pode usar ${POLICY_WORDS.map((word) => `{${word}}`).join(", ")}.`,
    {
      multiline: true,
      placeholders: POLICY_WORDS,
      ...(requiredWords.length ? { requiredWords } : {}),
    },
  )

export const PRIVACY_FIELDS: readonly FieldSpec[] = [
  {
    name: "updated",
    label: "Data desta versão",
    kind: "date",
    required: true,
    example: '"2026-11-24"',
    help:
      "O dia em que o texto da política mudou pela última vez: a página diz “Última " +
      "atualização”. Mude-a sempre que mudar o texto.",
    aliases: ["atualizacao", "data"],
  },
  policyText(
    "intro",
    "Abertura",
    '"Esta página explica como a {razaoSocial} trata os dados pessoais…"',
    "O primeiro parágrafo da página: o que ela explica.",
  ),
  policyText(
    "controller",
    "Controlador e encarregado",
    '"O controlador dos dados é a {razaoSocial}…\\nO encarregado… é {encarregado}, pelo e-mail {encarregadoEmail}."',
    "Quem responde pelos dados (a empresa, com endereço e contato) e quem é o encarregado. " +
      "Precisa ter {razaoSocial} e {encarregadoEmail}.",
    [CONTROLLER, OFFICER_CONTACT],
  ),
  {
    name: "officer",
    label: "Encarregado de dados pessoais",
    kind: "group",
    typeName: "DataOfficer",
    required: true,
    example: '{ "name": "Nome da pessoa", "email": "privacidade@empresa.com.br" }',
    help: "Quem responde aos titulares dos dados (LGPD, art. 41), e o e-mail para os pedidos.",
    aliases: ["encarregado", "dpo", "dataOfficer"],
    fields: [
      textField("name", "Nome do encarregado", '"Mariana Couto Lima"', "O nome da pessoa."),
      textField(
        "email",
        "E-mail do encarregado",
        '"privacidade@empresa.com.br"',
        "O e-mail para os pedidos dos titulares.",
        { pattern: EMAIL, aliases: ["e-mail"] },
      ),
    ],
  },
  policyText(
    "purposes",
    "Dados coletados e finalidades",
    '"Só coletamos os dados que você escreve no formulário…"',
    "Quais dados o site recebe e para que servem.",
  ),
  policyText(
    "cookies",
    "Cookies e rastreadores",
    '"Este site não grava cookies no seu navegador…"',
    "O que o site grava no navegador ou envia a terceiros.",
  ),
  policyText(
    "legalBasis",
    "Base legal",
    '"Tratamos esses dados para atender ao seu pedido de orçamento…"',
    "Em que hipótese da LGPD (art. 7º) os dados são tratados.",
  ),
  policyText(
    "processors",
    "Operadores",
    '"Os pedidos enviados pelo formulário são recebidos e guardados por {operador}…"',
    "Quem trata os dados em nome da empresa. {operador} é o serviço que recebe o formulário, " +
      "conforme a configuração do site (Netlify Forms ou Formspree): não o escreva à mão.",
    [
      {
        word: "operador",
        missing: "a página não nomearia o serviço que recebe o formulário de orçamento",
      },
    ],
  ),
  {
    name: "otherProcessors",
    label: "Outros operadores",
    kind: "list",
    required: false,
    example: '[{ "name": "Google Workspace", "purpose": "guarda os e-mails da empresa" }]',
    help:
      "Outros serviços que tratam dados em nome da empresa (o e-mail, uma planilha de " +
      "pedidos…), listados depois do texto dos operadores. Pode ficar vazio.",
    editor: { label_singular: "operador" },
    item: {
      kind: "group",
      typeName: "PrivacyProcessor",
      label: "Operador",
      example: '{ "name": "Google Workspace", "purpose": "guarda os e-mails da empresa" }',
      help: "Um serviço e o que ele faz com os dados.",
      fields: [
        textField("name", "Serviço", '"Google Workspace"', "O nome do serviço e da empresa."),
        textField(
          "purpose",
          "O que faz",
          '"guarda os e-mails da empresa"',
          "O que faz com os dados.",
        ),
      ],
    },
  },
  {
    name: "retentionMonths",
    label: "Prazo de guarda (meses)",
    kind: "integer",
    min: 1,
    required: true,
    example: "12",
    help:
      "Em quantos meses depois do último contato os dados de um pedido sem contrato são " +
      "apagados. A página o escreve onde o texto da guarda diz {prazo}.",
    aliases: ["prazo", "meses"],
  },
  policyText(
    "retention",
    "Guarda dos dados",
    '"Se o pedido não resultar em contrato, apagamos os dados em até {prazo}…"',
    "Por quanto tempo os dados ficam guardados. Precisa ter {prazo}.",
    [{ word: "prazo", missing: "a página não diria por quanto tempo os dados ficam guardados" }],
  ),
  policyText(
    "rightsIntro",
    "Abertura dos direitos",
    '"Pelo art. 18 da LGPD, você pode, a qualquer momento e sem custo:"',
    "A frase antes da lista dos direitos.",
  ),
  textList(
    "rights",
    "Direitos do titular",
    '["confirmar se tratamos dados seus;", "acessar os dados;"]',
    "Os direitos de quem enviou os dados (LGPD, art. 18), um por item, na ordem da página.",
    { label: "Direito", example: '"acessar os dados;"', help: "Um direito." },
    { aliases: ["direitos"], editor: { label_singular: "direito", collapsed: false, min: 1 } },
  ),
  policyText(
    "exercise",
    "Como exercer os direitos",
    '"Escreva para o encarregado em {encarregadoEmail} dizendo o que deseja…"',
    "Como pedir: a quem, em quanto tempo a empresa responde, a quem reclamar. Precisa ter " +
      "{encarregadoEmail}.",
    [OFFICER_CONTACT],
  ),
]

export const PRIVACY_TYPE: ContentType = {
  typeName: "PrivacyPolicy",
  label: "política de privacidade",
  location: { kind: "file", file: "privacy.json" },
  fields: PRIVACY_FIELDS,
}
