/** content/team: one JSON file per responsible engineer, named by the member's id. */
import { readdir } from "node:fs/promises"
import { join } from "node:path"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"
import { locationFolder } from "../../../src/lib/content-model/location"
import { readJson } from "./json-file"
import type { Picture } from "./picture-decode"
import { isSystemFile } from "./picture-files"
import { checkFields } from "./shape"
import { error, warning, type Finding } from "./types"

export const TEAM_FOLDER = locationFolder(TEAM_TYPE)

export interface TeamCheck {
  findings: Finding[]
  /** The ids a project may name as responsible, from the files that could be read. */
  ids: Set<string>
  pictures: Picture[]
}

export async function checkTeam(
  contentDir: string,
  relative: (absolutePath: string) => string,
): Promise<TeamCheck> {
  const teamDir = join(contentDir, TEAM_FOLDER)
  const entries = await readdir(teamDir, { withFileTypes: true }).catch(() => null)
  if (!entries)
    return { findings: [missingTeam(`${relative(teamDir)}/`)], ids: new Set(), pictures: [] }
  const names = entries
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .map((entry) => entry.name)
  const jsonNames = names.filter((name) => /\.json$/i.test(name)).sort()
  const ids = new Set<string>()
  const pictures: Picture[] = []
  const findings: Finding[] = []
  for (const name of jsonNames) {
    const absolutePath = join(teamDir, name)
    const file = relative(absolutePath)
    const read = await readJson(absolutePath, file)
    if (read.status === "broken") findings.push(read.finding)
    if (read.status !== "parsed") continue
    findings.push(...checkFields(read.value, TEAM_TYPE, file))
    const member = isRecord(read.value) ? read.value : {}
    const id = typeof member.id === "string" ? member.id : null
    if (id !== null) {
      findings.push(...checkFileName(id, name, file))
      ids.add(id)
    }
    if (typeof member.photo === "string" && member.photo.trim()) {
      if (names.includes(member.photo)) {
        pictures.push({
          absolutePath: join(teamDir, member.photo),
          file: relative(join(teamDir, member.photo)),
        })
      } else findings.push(missingPhoto(file, member.photo, names))
    }
  }
  if (jsonNames.length === 0) findings.push(missingTeam(`${relative(teamDir)}/`))
  return { findings, ids, pictures }
}

/** The file is named after the id, so an address or a project can find the member by it. */
function checkFileName(id: string, name: string, file: string): Finding[] {
  if (name === `${id}.json`) return []
  return [
    error(
      file,
      `O "id" é "${id}", mas o arquivo se chama ${name}. Renomeie o arquivo para ${id}.json ` +
        `(ou escreva "id": "${name.replace(/\.json$/i, "")}", se nenhum projeto usa o antigo).`,
      "id",
    ),
  ]
}

function missingPhoto(file: string, photo: string, names: readonly string[]): Finding {
  const jpgs = names.filter((name) => /\.jpe?g$/i.test(name))
  const fix = jpgs.length
    ? `As fotos da pasta são: ${jpgs.join(", ")}.`
    : "Coloque a foto JPG na pasta content/team/ ou apague o campo."
  return error(file, `A foto "${photo}" não está na pasta content/team/. ${fix}`, "photo")
}

function missingTeam(where: string): Finding {
  return warning(
    where,
    `Não há ninguém cadastrado em ${where}: os projetos não podem citar os responsáveis ` +
      "técnicos, e a página /equipe/ fica vazia. Crie um arquivo por engenheiro, como no guia " +
      "docs/CONTEUDO.md.",
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
