/**
 * The scene registry: each scene draws one picture into an empty SVG document.
 * The keys name the scenes in plan.ts, in `--preview` file names and in the log.
 */
import { Svg } from "../lib/svg"
import type { Rand } from "../lib/random"
import { sceneCanal } from "./canal"
import { sceneDrawing } from "./drawing/scene"
import { sceneEarthworks } from "./earthworks"
import { sceneLake } from "./lake"
import { sceneLots } from "./lots"
import { pipeMaterial, scenePipes } from "./pipes"
import { scenePivots } from "./pivots"
import { scenePlantAerial } from "./plant-aerial"
import { scenePumps } from "./pumps"

type SceneFn = (s: Svg, r: Rand, categories: string[]) => Promise<void>

export const SCENES = {
  lake: (s, r) => sceneLake(s, r),
  canal: (s, r) => sceneCanal(s, r),
  pipes: (s, r, categories) => scenePipes(s, r, pipeMaterial(r, categories)),
  pumps: (s, r) => scenePumps(s, r),
  earth: (s, r) => sceneEarthworks(s, r),
  net: (s, r) => sceneDrawing(s, r, "network"),
  plantPlan: (s, r) => sceneDrawing(s, r, "plant"),
  profile: (s, r) => sceneDrawing(s, r, "profile"),
  iso: (s, r) => sceneDrawing(s, r, "iso"),
  ete: (s, r) => scenePlantAerial(s, r, false),
  eta: (s, r) => scenePlantAerial(s, r, true),
  pivots: (s, r) => scenePivots(s, r),
  lots: (s, r) => sceneLots(s, r),
} satisfies Record<string, SceneFn>

export type Scene = keyof typeof SCENES

/** Every scene name, in registry order. */
export const SCENE_NAMES = Object.keys(SCENES) as Scene[]

/** Draws `scene` at W×H and returns the SVG source. */
export async function renderScene(
  scene: Scene,
  W: number,
  H: number,
  r: Rand,
  categories: string[],
): Promise<string> {
  const s = new Svg(W, H)
  await SCENES[scene](s, r, categories)
  return s.toString()
}
