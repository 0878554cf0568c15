/**
 * texts.json's groups for the other pages: the intros of /projetos/ and /equipe/, and the firm's
 * sentences on /equipe/, /acervo/, /acessibilidade/ and in "Solicitar orçamento semelhante".
 */
import type { FieldSpec } from "./field"
import { text } from "./text-fields"

/** "Solicitar orçamento semelhante"'s line must name the project, or the firm cannot tell which. */
const SIMILAR_WORDS = ["titulo", "endereco"] as const

export const PAGE_TEXT_FIELDS: readonly FieldSpec[] = [
  {
    name: "portfolio",
    label: "Página Projetos",
    kind: "group",
    typeName: "IntroTexts",
    required: true,
    example: '{ "intro": "Uma seleção de projetos…" }',
    help: "O texto de abertura do portfólio (/projetos/).",
    fields: [
      text(
        "intro",
        "Texto de abertura",
        '"Uma seleção de projetos desenvolvidos desde {primeiroAno}…"',
        "Uma ou duas frases sobre o portfólio.",
        245,
        { multiline: true, words: ["estados", "primeiroAno"] },
      ),
    ],
  },
  {
    name: "team",
    label: "Página Equipe",
    kind: "group",
    typeName: "TeamTexts",
    required: true,
    example:
      '{ "intro": "Cada projeto da {empresa} tem engenheiros responsáveis…", "records": "…" }',
    help: "Os textos da página Equipe (/equipe/): a abertura e a frase sobre os atestados.",
    fields: [
      text(
        "intro",
        "Texto de abertura",
        '"Cada projeto da {empresa} tem engenheiros responsáveis…"',
        "Uma ou duas frases sobre a equipe.",
        325,
        { multiline: true },
      ),
      text(
        "records",
        "Atestados e CATs",
        '"Atestados de capacidade técnica e certidões de acervo técnico (CAT)…"',
        "A frase no fim da página: como pedir os atestados e as CATs dos projetos.",
        245,
        { multiline: true },
      ),
    ],
  },
  {
    name: "record",
    label: "Página Acervo técnico",
    kind: "group",
    typeName: "RecordTexts",
    required: true,
    example: '{ "description": "Quantidades de projetos de saneamento…" }',
    help: "O resumo da página Acervo técnico (/acervo/) que buscadores e redes sociais mostram.",
    fields: [
      text(
        "description",
        "Resumo para buscadores",
        '"Quantidades de projetos de saneamento feitos pela empresa…"',
        "Uma frase: o que a página mostra. Buscadores cortam o que passa de 160 caracteres.",
        160,
      ),
    ],
  },
  {
    name: "accessibility",
    label: "Página Acessibilidade",
    kind: "group",
    typeName: "AccessibilityTexts",
    required: true,
    example: '{ "commitment": "A {razaoSocial} quer que todas as pessoas…", "libras": "…" }',
    help:
      "As palavras da empresa na página Acessibilidade (/acessibilidade/). Como o site é " +
      "testado e a data da verificação são escritos pelo site.",
    fields: [
      text(
        "commitment",
        "Compromisso",
        '"A {razaoSocial} quer que todas as pessoas consigam usar este site…"',
        "O parágrafo de abertura: o compromisso da empresa com a acessibilidade.",
        410,
        { multiline: true, words: ["razaoSocial"] },
      ),
      text(
        "barrier",
        "Convite para relatar uma barreira",
        '"Se alguma parte do site não funcionar para você…, fale conosco."',
        "O parágrafo de Encontrou uma barreira?, antes do e-mail, do telefone e do WhatsApp.",
        410,
        { multiline: true },
      ),
      text(
        "barrierSubject",
        "Assunto do e-mail de barreira",
        '"Barreira de acessibilidade no site"',
        "O assunto do e-mail que o link de e-mail da seção abre. Poucas palavras.",
        78,
      ),
      text(
        "barrierMessage",
        "Início da mensagem de WhatsApp",
        '"Olá! Encontrei uma barreira de acessibilidade no site:"',
        "O começo da mensagem que o link de WhatsApp da seção abre; a pessoa completa.",
        160,
      ),
      text(
        "libras",
        "Libras",
        '"O site não traz vídeos em Libras. Para traduzir os textos do site…, use o VLibras…"',
        "O conselho sobre Libras e o VLibras. O site acrescenta o link para a página do " +
          "VLibras no gov.br.",
        490,
        { multiline: true },
      ),
    ],
  },
  {
    name: "similarQuote",
    label: "Orçamento semelhante",
    kind: "group",
    typeName: "SimilarQuoteTexts",
    required: true,
    example:
      '{ "line": "Gostaria de um orçamento para um projeto semelhante a “{titulo}” ({endereco})." }',
    help:
      "Solicitar orçamento semelhante, na página de um projeto, abre o formulário de orçamento " +
      "com esta linha no começo da Descrição do Projeto.",
    fields: [
      {
        name: "line",
        label: "Linha da descrição",
        kind: "text",
        required: true,
        example: '"Gostaria de um orçamento para um projeto semelhante a “{titulo}” ({endereco})."',
        help:
          "A linha com que a descrição começa; a pessoa escreve o resto. Precisa ter {titulo} e " +
          "{endereco}, trocados pelo título do projeto e pelo endereço da página dele.",
        // The preset's 500 characters (MAX_PRESET_LENGTH) hold it with a title and an address.
        maxLength: 200,
        placeholders: SIMILAR_WORDS,
        pattern: {
          regex: SIMILAR_WORDS.map((word) => `(?=[\\s\\S]*\\{${word}\\})`).join(""),
          message:
            "Escreva {titulo} e {endereco} na linha, para a empresa saber de que projeto se " +
            'trata, por exemplo "Gostaria de um orçamento como o de “{titulo}” ({endereco})"',
        },
      },
    ],
  },
]
