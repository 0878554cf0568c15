/**
 * texts.json's groups for the other pages: the intros of /projetos/ and /equipe/, and the firm's
 * sentences on /equipe/, /acervo/, /acessibilidade/ and in "Solicitar orçamento semelhante".
 */
import type { FieldSpec } from "./field"
import { text } from "./text-fields"

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
    typeName: "IntroTexts",
    required: true,
    example: '{ "intro": "Cada projeto da {empresa} tem engenheiros responsáveis…" }',
    help: "O texto de abertura da página Equipe (/equipe/).",
    fields: [
      text(
        "intro",
        "Texto de abertura",
        '"Cada projeto da {empresa} tem engenheiros responsáveis…"',
        "Uma ou duas frases sobre a equipe.",
        325,
        { multiline: true },
      ),
    ],
  },
]
