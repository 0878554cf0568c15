/** content/team: one JSON file per responsible engineer, named by the member's id. */
import { join } from "node:path"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"
import { locationFolder } from "../../../src/lib/content-model/location"
import { isRecord, readJsonFolder, type ToFile } from "./json-file"
import type { Picture } from "./picture-decode"
import { checkFields } from "./shape"
import { error, warning, type Finding } from "./types"

export interface TeamCheck {
  findings: Finding[]
  /** The ids a project may name as responsible, from the files that could be read. */
  ids: Set<string>
  pictures: Picture[]
}

export async function checkTeam(contentDir: string, toFile: ToFile): Promise<TeamCheck> {
  const teamDir = join(contentDir, locationFolder(TEAM_TYPE))
  const { names, files } = await readJsonFolder(teamDir, toFile)
  const ids = new Set<string>()
  const pictures: Picture[] = []
  const findings: Finding[] = []
  for (const { name, file, read } of files) {
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
        const absolutePath = join(teamDir, member.photo)
        pictures.push({ absolutePath, file: toFile(absolutePath) })
      } else findings.push(missingPhoto(file, member.photo, names))
    }
  }
  if (files.length === 0) findings.push(missingTeam(`${toFile(teamDir)}/`))
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
