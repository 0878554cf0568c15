/**
 * The demo firm's identity, in one place: what the production guard (demo-findings.ts) looks for
 * in the content and the published pictures, and what `npm run limpar-demo` may remove. Facts of
 * the invented firm are written as they are; its texts and pictures by their SHA-256 (texts:
 * spaces collapsed, the first 16 hex digits), taken from the demo's content/ and static/.
 */
import { createHash } from "node:crypto"

/** The demo's firm facts that are its own (a real firm's content never carries them). */
export const DEMO_FIRM = {
  names: ["HidroVale Engenharia", "HidroVale Engenharia Hidrossanitária Ltda."],
  cnpj: "11.222.333/0001-81",
  crea: "CREA-MG 123456",
  /** Every e-mail of the demo ends in this domain, reserved for examples. */
  emailDomain: "example.com",
  phones: ["(31) 3555-0140", "(31) 99555-0140"],
  dataOfficer: "Mariana Couto Lima",
  certificationNumbers: ["BR-QMS-2024-0042", "PBQPH-A-0031"],
  social: [
    "https://www.linkedin.com/company/hidrovale-engenharia-exemplo",
    "https://www.instagram.com/hidrovale.engenharia.exemplo",
    "https://www.facebook.com/hidrovale.engenharia.exemplo",
  ],
} as const

/** The demo's engineers: id (the file's name in content/team/), name, and their bio's digest. */
export const DEMO_ENGINEERS = [
  { id: "ana-ribeiro", name: "Ana Paula Ribeiro", bio: "94e9fe996c33921e" },
  { id: "carlos-menezes", name: "Carlos Eduardo Menezes", bio: "49d833a6a6e1ef1e" },
  { id: "juliana-costa", name: "Juliana Costa Almeida", bio: "1c380602da80bca4" },
  { id: "rafael-souza", name: "Rafael Souza Lima", bio: "0a23810d3eee7e0f" },
] as const

/** The invented CAT numbers the demo's projects carry. */
export const DEMO_CAT_NUMBERS: readonly string[] = [
  "1420120004511",
  "0520180014420",
  "1420240003390",
  "0520250001187",
  "2020190006621",
  "1420140007720",
  "2520160003319",
  "1420190002211",
  "1420190002212",
  "2020200011873",
  "2520210008841",
  "2520210008842",
  "1420170005512",
]

/** The demo's 18 projects: the digests of each one's title and description. */
export const DEMO_PROJECTS = [
  { title: "83d35da4391d0f8c", description: "04c5e7081be6aa2b" },
  { title: "391c9bf4f6535a3b", description: "9c13775c2f4784ac" },
  { title: "5b4618e75d194743", description: "cf601a5729b79565" },
  { title: "1d872932d719a8ba", description: "53dec0fbaf4fef4d" },
  { title: "685c25f46bf6d06f", description: "998af09b87b82760" },
  { title: "64f4ce0cdc245e07", description: "9d3c4818d53caae4" },
  { title: "47bcd4337868b2ad", description: "3b669c097941617f" },
  { title: "7be95163cf98b34a", description: "de5a39f60ef86b50" },
  { title: "2b77838abe276e45", description: "a42659d8fab5087b" },
  { title: "204803f8164243ee", description: "7d9802453d38f29d" },
  { title: "845fa568bf478a1b", description: "b70b7e3b39ffa760" },
  { title: "1c734b83150f91ac", description: "6cadb49e7a5fd8fe" },
  { title: "21cde12fe5072c3c", description: "fe9ac232c5f02162" },
  { title: "7be69b25787eecb7", description: "b6a2786e0ea2cbbf" },
  { title: "a26cf24c3a8cb11b", description: "9ba03727e09beb33" },
  { title: "ed5c5c2b5eab5586", description: "ba89f51ae53e3a0a" },
  { title: "9608b9a84477c300", description: "24ab849b72e4e992" },
  { title: "6bf02bb9329e212e", description: "7a24acf2f144785a" },
] as const

/**
 * The demo's own sentences about the firm (site.json and texts.json), by digest. Section titles,
 * the selling points and specialties (docs/content-model.md), and the interface's sentences are not the firm's
 * presentation and may stay.
 */
export const DEMO_TEXTS: Readonly<Record<string, string>> = {
  "04d7246a91abdde7": "frase de apresentação (tagline)",
  d25109b67f161e90: "descrição para buscadores",
  "0a2287d321b5345c": "endereço",
  b4080d6e9427656d: "título da página inicial",
  e8bd761e0afb2fdb: "apresentação da página inicial",
  f17418a0681c9c12: "apresentação dos serviços",
  "2c3d1051009c279e": "texto da chamada para os projetos",
  bffbf6fa2842d678: "descrição da empresa",
  "4c41838075bda599": "apresentação dos clientes",
  "4be2f5373baa910e": "apresentação do portfólio",
  "7e8d07224b464427": "apresentação da equipe",
}

/**
 * The demo's logo, its logo for dark backgrounds and its icon (content/identidade/), by the
 * SHA-256 of their bytes; the link preview and the icons the build derives from them, with the
 * firm's name, are the demo's only while these are: any published picture with one of these
 * digests is the demo's.
 */
export const DEMO_PICTURES: Readonly<Record<string, string>> = {
  "46ee1cf4e7fa3316add17840b597d5dffc6f50ccc69ba7859cedce2a67cddb8b": "logotipo",
  "8558a0920a612905bf93feccbd1cb5becdac9b08d80f9f18dbf23931add41f39": "logotipo claro (rodapé)",
  "68171dba26051d4af60abc9cbdb33ca25fe12005eaf81661475e1179f6b3b88f": "ícone",
}

/** What `npm run limpar-demo` writes where the firm must still write its own; the guard finds it. */
export const TO_FILL = "A preencher"

/** The digest DEMO_TEXTS and DEMO_PROJECTS hold: spaces collapsed, SHA-256, 16 hex digits. */
export function textDigest(text: string): string {
  const normal = text.trim().replace(/\s+/g, " ")
  return createHash("sha256").update(normal).digest("hex").slice(0, 16)
}
