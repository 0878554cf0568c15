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

/** The example project's cover: a plain picture as wide as the page shows photos. */
export function placeholderPicture(): Promise<Buffer> {
  const background = { r: 214, g: 226, b: 234 }
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer()
}
