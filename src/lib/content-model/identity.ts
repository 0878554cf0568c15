/**
 * content/identidade/identidade.json, field by field: the firm's logo, icon and colours, from
 * which plugins/site-identity derives the logos, icons, manifest and link preview.
 */
import { textField, type ContentType, type FieldSpec, type Pattern } from "./field"

/** A colour as the editor's colour field writes it: "#0b4f7c". */
export const HEX_COLOR: Pattern = {
  regex: "^#[0-9a-fA-F]{6}$",
  message: 'Escreva a cor como # e seis algarismos hexadecimais, por exemplo "#0b4f7c"',
}

/** The logo's formats, by file extension: what the build can read and scale. */
export const LOGO_FORMATS = ["svg", "png"] as const

/** The header shows the logo at 160×40 CSS px; 3× that is what a sharp phone screen needs. */
export const LOGO_BOX = { width: 160, height: 40, density: 3 } as const

/**
 * A PNG logo sharp in the header: the box is filled by the logo's width or by its height, so it
 * needs 3× the box's width or 3× its height, whichever it reaches.
 */
export const LOGO_MIN_WIDTH = LOGO_BOX.width * LOGO_BOX.density
export const LOGO_MIN_HEIGHT = LOGO_BOX.height * LOGO_BOX.density

/** The smallest icon, in pixels of its shorter side: the app icon is 512×512. */
export const ICON_MIN_SIDE = 192

/** The manifest's short name, under an app icon on a phone's home screen. */
export const SHORT_NAME_MAX = 12

const picture = (
  name: string,
  label: string,
  required: boolean,
  example: string,
  help: string,
  aliases: readonly string[],
): FieldSpec => ({
  name,
  label,
  kind: "image",
  required,
  example,
  help,
  aliases,
  // The logo is published as it is: no JPEG re-encoding in the editor (PNG keeps transparency).
  editor: { media_processing: { enabled: false } },
})

const color = (
  name: string,
  label: string,
  required: boolean,
  example: string,
  help: string,
): FieldSpec =>
  textField(name, label, example, help, {
    required,
    pattern: HEX_COLOR,
    editor: { widget: "color", allowInput: true },
  })

const derived = "Opcional: vazio, o site a calcula a partir da cor"

export const IDENTITY_FIELDS: readonly FieldSpec[] = [
  picture(
    "logo",
    "Logotipo",
    true,
    '"logo.png"',
    "O logotipo da empresa, em SVG ou PNG com fundo transparente, para fundo claro: o site o " +
      "mostra no cabeçalho (160×40, no máximo), na prévia de links e nos ícones. Um PNG precisa " +
      `de pelo menos ${LOGO_MIN_WIDTH} pixels de largura ou ${LOGO_MIN_HEIGHT} de altura.`,
    ["logotipo", "marca"],
  ),
  picture(
    "logoOnDark",
    "Logotipo para fundo escuro",
    false,
    '"logo-branco.png"',
    "Opcional: a versão do logotipo para o rodapé escuro (em geral, branca). Vazio, o site " +
      "pinta o logotipo de branco; um PNG sem transparência fica sobre uma placa da cor do fundo dele.",
    ["logoBranco", "logoNegativo"],
  ),
  picture(
    "icon",
    "Símbolo (ícone)",
    false,
    '"icone.svg"',
    "Opcional: o símbolo da empresa, quadrado, em SVG ou PNG de pelo menos " +
      `${ICON_MIN_SIDE}×${ICON_MIN_SIDE} pixels: vira o ícone da aba do navegador e do atalho ` +
      "no celular. Vazio, o site usa o logotipo inteiro.",
    ["icone", "simbolo", "favicon"],
  ),
  textField(
    "shortName",
    "Nome curto",
    '"HidroVale"',
    `O nome sob o ícone do site na tela inicial do celular, com até ${SHORT_NAME_MAX} caracteres.`,
    { maxLength: SHORT_NAME_MAX, aliases: ["nomeCurto"] },
  ),
  {
    name: "colors",
    label: "Cores",
    kind: "group",
    typeName: "IdentityColors",
    required: true,
    example: '{ "primary": "#0b4f7c", "accent": "#0f8a8a" }',
    help:
      "As cores da empresa. O site confere o contraste de cada par de cores que usa em textos " +
      "(pelo menos 4,5:1, WCAG 2.2 AA) e sugere uma cor próxima quando falta contraste.",
    aliases: ["cores"],
    fields: [
      color(
        "primary",
        "Cor principal",
        true,
        '"#0b4f7c"',
        "Botões, links e o topo da página inicial. Uma cor escura: textos brancos ficam sobre ela.",
      ),
      color(
        "accent",
        "Cor de destaque",
        true,
        '"#0f8a8a"',
        "Os detalhes: a faixa dos cartões de serviço, as categorias, os títulos pequenos.",
      ),
      color("primaryDark", "Cor principal escura", false, '"#083a5c"', `${derived} principal.`),
      color("primaryLight", "Cor principal clara", false, '"#e6f0f7"', `${derived} principal.`),
      color("accentDark", "Cor de destaque escura", false, '"#0b6b6b"', `${derived} de destaque.`),
      color("accentLight", "Cor de destaque clara", false, '"#e3f4f3"', `${derived} de destaque.`),
    ],
  },
]

export const IDENTITY_TYPE: ContentType = {
  typeName: "SiteIdentity",
  label: "identidade visual",
  location: { kind: "file", file: "identidade/identidade.json" },
  fields: IDENTITY_FIELDS,
}
