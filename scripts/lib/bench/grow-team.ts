/**
 * Grows a copied content's team to N engineers and spreads the copied projects' engineers and
 * CATs over it, so that a grown portfolio has as many engineer pages (/equipe/<id>/) as a large
 * firm, each with a share of the CATs, and no CAT number given to two engineers.
 */
import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { locationFolder } from "../../../src/lib/content-model/location"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"

const TEAM_FOLDER = locationFolder(TEAM_TYPE)

/**
 * Adds members to the team folder until there are `total`: "<id>-N", a copy of a member there,
 * in turn, named "<name> N". Returns every member's id, the first ones first.
 */
export async function growTeam(contentDir: string, total: number): Promise<string[]> {
  const dir = path.join(contentDir, TEAM_FOLDER)
  const files = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort()
  const members = await Promise.all(
    files.map(
      async (name) =>
        JSON.parse(await readFile(path.join(dir, name), "utf8")) as Record<string, unknown>,
    ),
  )
  if (members.length === 0) throw new Error(`No team member in ${dir} to copy from.`)
  const ids = members.map((member) => String(member.id))
  for (let n = members.length + 1; ids.length < total; n++) {
    const from = members[(n - 1) % members.length]
    const id = `${String(from.id)}-${n}`
    const member = { ...from, id, name: `${String(from.name)} ${n}` }
    await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(member, null, 2)}\n`)
    ids.push(id)
  }
  return ids
}

interface Cat {
  responsavel?: unknown
  numero?: unknown
}

/**
 * A copied project (`copy`-th of the growth, id `json.id`) with its responsible engineers moved
 * onto others of `team`, in turn, and its CATs with them, each CAT number made the copy's own.
 */
export function spreadEngineers(
  json: Record<string, unknown>,
  team: readonly string[],
  copy: number,
): Record<string, unknown> {
  const engineers = Array.isArray(json.responsaveis) ? (json.responsaveis as string[]) : []
  if (engineers.length === 0) return json
  const start = (copy * engineers.length) % team.length
  const moved = new Map(
    engineers.map((id, index) => [id, team[(start + index) % team.length]] as const),
  )
  const cats = Array.isArray(json.cats)
    ? (json.cats as Cat[]).map((cat) => ({
        ...cat,
        responsavel: moved.get(String(cat.responsavel)) ?? cat.responsavel,
        numero: `${String(cat.numero)}-${String(json.id)}`,
      }))
    : json.cats
  return {
    ...json,
    responsaveis: engineers.map((id) => moved.get(id)!),
    ...(cats === undefined ? {} : { cats }),
  }
}
