/**
 * What `npm run limpar-demo` leaves where the demo's last project or engineer was: one of each,
 * every sentence marked "A preencher" (which the production guard lists until the firm writes
 * its own), so that the content still passes the check and the site still builds.
 */
import sharp from "sharp"
import { TO_FILL } from "../../../plugins/demo-guard/demo-markers"

export const PLACEHOLDER_ENGINEER_ID = "responsavel-tecnico"

export function placeholderEngineer() {
  return {
    id: PLACEHOLDER_ENGINEER_ID,
    name: `${TO_FILL}: nome do engenheiro`,
    title: `${TO_FILL}: formação`,
    crea: "CREA-MG 0000",
    specialties: [`${TO_FILL}: especialidade`],
    bio: `${TO_FILL}: biografia do engenheiro.`,
    order: 1,
  }
}

/**
 * Project 1, in the firm's first category and its city when the content says them, signed by
 * `engineer`.
 */
export function placeholderProject(engineer: string, category: string, location = "Brasília - DF") {
  return {
    id: 1,
    title: `${TO_FILL}: título do projeto`,
    description: `${TO_FILL}: descrição do projeto.`,
    contratante: `${TO_FILL}: contratante`,
    location,
    year: String(new Date().getFullYear()),
    escopo: "Projeto executivo",
    categories: [category],
    responsaveis: [engineer],
    atestado: false,
  }
}

/** The words on the example project's cover. */
export const PLACEHOLDER_PICTURE_TEXT = "Foto do projeto — a preencher"

/**
 * The example project's cover, as wide as the page shows photos: a camera and the words "Foto
 * do projeto — a preencher" on a light ground with a dashed frame, so that on the card and on
 * the project's page it reads as a place for the firm's photo, not as a picture that failed.
 */
export function placeholderPicture(): Promise<Buffer> {
  const [width, height] = [1600, 1000]
  const ink = "#5b7083"
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">' +
    `<rect width="${width}" height="${height}" fill="#e9eef2"/>` +
    `<rect x="60" y="60" width="${width - 120}" height="${height - 120}" rx="24" fill="none" ` +
    `stroke="${ink}" stroke-width="6" stroke-dasharray="28 20"/>` +
    // A camera: body, lens, shutter.
    `<g fill="none" stroke="${ink}" stroke-width="14" stroke-linejoin="round">` +
    '<rect x="650" y="300" width="300" height="210" rx="28"/>' +
    '<path d="M720 300 l26 -44 h108 l26 44"/><circle cx="800" cy="405" r="62"/></g>' +
    `<text x="800" y="640" text-anchor="middle" font-size="64" font-weight="bold" fill="${ink}">` +
    `${PLACEHOLDER_PICTURE_TEXT}</text>` +
    `<text x="800" y="720" text-anchor="middle" font-size="40" fill="${ink}">` +
    "Troque por uma foto da obra ou do projeto</text></svg>"
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}
