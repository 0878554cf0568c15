/** Lake or reservoir: sky, hills and their reflection, waves, sun glitter. */
import { f1 } from "../lib/geometry"
import { drawHills, drawSky, vignette } from "../lib/landscape"
import { hsl, mix, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { greyM, tex, texImg } from "../lib/textures"
import { damParapet, intakeTower, pumpPontoon } from "./lake-features"

export async function sceneLake(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const horizon = H * (H > W ? r.range(0.42, 0.5) : r.range(0.4, 0.5))
  const sky = await drawSky(s, r, horizon)
  const hillsMarkup = await drawHills(s, r, horizon, sky.horizonColor, {
    layers: r.int(2, 3),
    height: H * r.range(0.09, 0.17),
    add: false,
  })
  s.add(hillsMarkup)
  // structure on the far shore: elevated water tank or low buildings
  let structure = ""
  if (r.chance(0.6)) {
    const tx = r.range(0.12, 0.88) * W
    const th = H * r.range(0.08, 0.12)
    const tw = th * 0.7
    const base = horizon - H * 0.005
    const legs = [-0.35, -0.12, 0.12, 0.35]
      .map(
        (k) =>
          `<rect x="${f1(tx + k * tw - 2)}" y="${f1(base - th * 0.55)}" width="4" height="${f1(th * 0.55)}" fill="#8f9498"/>`,
      )
      .join("")
    const tankC = mix("#dfe3e6", sky.horizonColor, 0.3)
    structure += `<g opacity="0.9">${legs}<rect x="${f1(tx - tw / 2)}" y="${f1(base - th)}" width="${f1(tw)}" height="${f1(th * 0.48)}" rx="4" fill="${s.lin(
      [
        [0, shade(tankC, -0.3)],
        [0.35, shade(tankC, 0.2)],
        [1, shade(tankC, -0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M${f1(tx - tw / 2)},${f1(base - th)} Q${f1(tx)},${f1(base - th * 1.25)} ${f1(tx + tw / 2)},${f1(base - th)}Z" fill="${shade(tankC, -0.1)}"/></g>`
  } else {
    const bx = r.range(0.1, 0.6) * W
    for (let i = 0; i < r.int(4, 9); i++) {
      const w = W * r.range(0.012, 0.03)
      const h = H * r.range(0.008, 0.025)
      const x = bx + i * W * 0.028 + r.jit(6)
      structure += `<rect x="${f1(x)}" y="${f1(horizon - h)}" width="${f1(w)}" height="${f1(h + 2)}" fill="${mix(r.pick(["#e8e2d6", "#c9c2b4", "#f1efe9", "#b9743f"]), sky.horizonColor, 0.35)}"/>`
    }
  }
  s.add(structure)
  // water
  const wTop = mix(sky.horizonColor, hsl(195, 35, 55), 0.45)
  const wDeep = hsl(r.range(195, 210), r.range(38, 55), r.range(18, 26))
  s.add(
    `<rect x="0" y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${s.lin([
      [0, wTop],
      [0.35, mix(wTop, wDeep, 0.6)],
      [1, wDeep],
    ])}"/>`,
  )
  const waterClip = s.clip(`M0,${f1(horizon)}H${W}V${H}H0Z`)
  // reflection of hills and structure
  s.add(
    `<g clip-path="${waterClip}"><g transform="translate(0 ${f1(horizon * 2)}) scale(1 -1)" opacity="0.4" filter="${s.blur(1.5, 5)}">${hillsMarkup}${structure}</g></g>`,
  )
  // wave texture in perspective bands
  const wave = await tex({
    w: 900,
    h: 300,
    bx: 0.007,
    by: 0.045,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.5),
  })
  const bands = 6
  for (let i = 0; i < bands; i++) {
    const y0 = horizon + (H - horizon) * Math.pow(i / bands, 1.8)
    const y1 = horizon + (H - horizon) * Math.pow((i + 1) / bands, 1.8)
    const sc = 1 + i * 0.6
    const off = r.range(0, W * (sc - 1))
    s.add(texImg(wave, -off, y0, W * sc, y1 - y0 + 1, { opacity: 0.3, blend: "overlay" }))
  }
  // wave highlight strokes (perspective)
  let strokes = ""
  const n = Math.round((W * (H - horizon)) / 2500)
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 1.7)
    const y = horizon + 2 + t * (H - horizon)
    const len = 6 + t * t * 260 * r.range(0.4, 1.2)
    const x = r.range(-len, W)
    const light = r.chance(0.6)
    strokes += `<path d="M${f1(x)},${f1(y)} q${f1(len / 2)},${f1(-1 - t * 4)} ${f1(len)},0" stroke="${light ? "#ffffff" : "#0b2a3a"}" stroke-opacity="${f1(
      light ? r.range(0.12, 0.35) : r.range(0.12, 0.25),
    )}" stroke-width="${f1(0.8 + t * 3.2)}" fill="none" stroke-linecap="round"/>`
  }
  // sun glitter column
  for (let i = 0; i < n / 4; i++) {
    const t = Math.pow(r.next(), 1.3)
    const y = horizon + 2 + t * (H - horizon)
    const spread = 30 + t * W * 0.12
    const x = sky.sunX + r.jit(spread)
    const len = 4 + t * 70 * r.range(0.3, 1)
    strokes += `<rect x="${f1(x - len / 2)}" y="${f1(y)}" width="${f1(len)}" height="${f1(1 + t * 2.5)}" fill="${sky.warm ? "#fff1cf" : "#ffffff"}" opacity="${f1(
      r.range(0.25, 0.7) * (1 - t * 0.6),
    )}"/>`
  }
  s.add(`<g clip-path="${waterClip}">${strokes}</g>`)
  // near feature: intake tower with footbridge, pump pontoon, dam crest, or none
  const feature = r.pick(["tower", "pontoon", "parapet", "tower", "none"] as const)
  if (feature === "tower") intakeTower(s, r, horizon, waterClip)
  else if (feature === "pontoon") pumpPontoon(s, r, horizon)
  else if (feature === "parapet") await damParapet(s, r, horizon)
  vignette(s, 0.3)
}
