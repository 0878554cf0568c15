/**
 * The picture plan: how many pictures each project gets, which are portraits,
 * and which scene each picture shows (weighted by the project's categories).
 */
import fs from "node:fs"
import path from "node:path"
import { hashString, Rand } from "./lib/random"
import type { Scene } from "./scenes"

/** Number of gallery pictures (pic1..picK) per project id; the cover is extra. */
const GALLERY_COUNT: Record<number, number> = {
  1: 10,
  2: 5,
  3: 4,
  4: 0,
  5: 3,
  6: 6,
  7: 8,
  8: 2,
  9: 10,
  10: 7,
  11: 3,
  12: 5,
  13: 10,
  14: 4,
  15: 0,
  16: 6,
  17: 3,
  18: 5,
}

/** Gallery pictures rendered in portrait format (1600×2000): "project:pic". */
const PORTRAITS = new Set(["1:4", "6:3", "9:7", "12:2", "13:9", "16:5", "7:6"])

/** Scene weights per category; a project's first category counts 1.5×. */
const CATEGORY_SCENES: Record<string, Partial<Record<Scene, number>>> = {
  "Abastecimento de Água": { lake: 4, pipes: 2, pumps: 2, eta: 3, net: 2, profile: 1 },
  Esgoto: { ete: 4, net: 2, profile: 2, plantPlan: 2, pipes: 2, pumps: 1 },
  Irrigação: { pivots: 4, lake: 2, canal: 2, pipes: 1, pumps: 1, earth: 1 },
  Loteamento: { lots: 4, earth: 3, net: 2, pipes: 1, profile: 1 },
  Drenagem: { canal: 4, earth: 2, net: 1, profile: 1, pipes: 2, lake: 1 },
  Hidrossanitários: { iso: 4, pumps: 2, net: 1, pipes: 1 },
}

/** Cover scene per project id, chosen by hand so the grid of cards is varied. */
const COVER_SCENE: Record<number, Scene> = {
  1: "lake",
  2: "ete",
  3: "canal",
  4: "lots",
  5: "pivots",
  6: "iso",
  7: "ete",
  8: "pipes",
  9: "lots",
  10: "eta",
  11: "pipes",
  12: "pumps",
  13: "canal",
  14: "earth",
  15: "pivots",
  16: "earth",
  17: "net",
  18: "iso",
}

function sceneWeights(categories: string[]): Map<Scene, number> {
  const w = new Map<Scene, number>()
  categories.forEach((c, i) => {
    const k = i === 0 ? 1.5 : 1
    for (const [sc, v] of Object.entries(CATEGORY_SCENES[c] ?? {}))
      w.set(sc as Scene, (w.get(sc as Scene) ?? 0) + (v ?? 0) * k)
  })
  return w
}

function pickScene(
  r: Rand,
  weights: Map<Scene, number>,
  used: Map<Scene, number>,
  last: Scene | null,
): Scene {
  const entries = [...weights.entries()].map(([sc, v]): [Scene, number] => [
    sc,
    sc === last ? 0 : v / (1 + 2.5 * (used.get(sc) ?? 0)),
  ])
  const total = entries.reduce((a, [, v]) => a + v, 0)
  let x = r.next() * total
  for (const [sc, v] of entries) {
    x -= v
    if (x <= 0) return sc
  }
  return entries[entries.length - 1][0]
}

/** One picture to draw. */
export interface Job {
  id: number
  file: string
  scene: Scene
  W: number
  H: number
  seed: number
  categories: string[]
}

/**
 * Plans the pictures of projects 1–18 (or only those in `only`), reading each
 * project's categories from `projectsDir`/prjN/project.json and writing into
 * `outDir`/prjN/.
 */
export function planJobs(projectsDir: string, outDir: string, only: number[]): Job[] {
  const jobs: Job[] = []
  for (let id = 1; id <= 18; id++) {
    if (only.length && !only.includes(id)) continue
    const file = path.join(projectsDir, `prj${id}`, "project.json")
    const project = JSON.parse(fs.readFileSync(file, "utf8")) as { categories: string[] }
    const dir = path.join(outDir, `prj${id}`)
    const cats = project.categories
    const r = new Rand(hashString(`hidrovale-prj${id}`))
    const weights = sceneWeights(cats)
    const used = new Map<Scene, number>()
    const cover = COVER_SCENE[id]
    used.set(cover, 1)
    const bigCover = r.chance(0.5)
    jobs.push({
      id,
      file: path.join(dir, "capa-main.jpg"),
      scene: cover,
      W: bigCover ? 1920 : 1600,
      H: bigCover ? 1280 : 1067,
      seed: hashString(`prj${id}-capa`),
      categories: cats,
    })
    let last: Scene | null = cover
    for (let k = 1; k <= GALLERY_COUNT[id]; k++) {
      const scene = pickScene(r, weights, used, last)
      used.set(scene, (used.get(scene) ?? 0) + 1)
      last = scene
      const portrait = PORTRAITS.has(`${id}:${k}`)
      const big = r.chance(0.5)
      const [W, H] = portrait ? [1600, 2000] : big ? [1920, 1280] : [1600, 1067]
      jobs.push({
        id,
        file: path.join(dir, `pic${k}.jpg`),
        scene,
        W,
        H,
        seed: hashString(`prj${id}-pic${k}`),
        categories: cats,
      })
    }
  }
  return jobs
}
