/** Earthworks: a terraced cut slope with berms, drainage channels and a graded platform. */
import { f1, lerp, poly, ridge, type Pt } from "../lib/geometry"
import { drawHills, drawSky, treeBlob, vignette } from "../lib/landscape"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { greyM, tex, texImg } from "../lib/textures"
import { drawPlatform } from "./earthworks-platform"

export async function sceneEarthworks(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const horizon = H * (H > W ? r.range(0.2, 0.26) : r.range(0.24, 0.32))
  const sky = await drawSky(s, r, horizon + H * 0.04)
  await drawHills(s, r, horizon + H * 0.035, sky.horizonColor, {
    layers: 2,
    height: H * r.range(0.06, 0.1),
  })
  const soilH = r.range(10, 30)
  const soil = hsl(soilH, r.range(38, 52), r.range(46, 54))
  const grass = hsl(r.range(75, 100), r.range(25, 38), r.range(30, 38))
  const nB = r.int(4, 6)
  const top0 = horizon + H * 0.03
  const platY = H * r.range(0.68, 0.76)
  const span = platY - top0
  const streaks = await tex({
    w: 960,
    h: 320,
    bx: 0.05,
    by: 0.0025,
    oct: 4,
    seed: r.int(1, 4),
    matrix: greyM(1.6),
  })
  const faceLump = await tex({
    w: 960,
    h: 320,
    bx: 0.03,
    by: 0.012,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.3),
  })
  const lump = await tex({
    w: 960,
    h: 640,
    bx: 0.03,
    by: 0.03,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.4),
  })
  const grassTex = await tex({
    w: 960,
    h: 320,
    bx: 0.04,
    by: 0.08,
    oct: 5,
    seed: r.int(1, 4),
    matrix: greyM(1.6),
  })
  const wob = ridge(r, W, 0, 1, W * 0.6, 0.35, 12)
  const tilt = r.jit(H * 0.03)
  const edge = (y: number, i: number): Pt[] =>
    wob.map(([x, v]): Pt => [x, y + v * H * 0.012 * (1 + i * 0.25) + (x / W - 0.5) * tilt])
  // vegetated top band
  const topRidge = ridge(r, W, top0 - H * 0.02, H * 0.015, W * 0.2, 0.6, 12)
  const firstEdge = edge(top0, 0)
  const topD = poly([...topRidge, ...[...firstEdge].reverse()])
  s.add(`<path d="${topD}" fill="${shade(grass, -0.05)}"/>`)
  for (let k = 0; k < 50; k++) {
    const p = topRidge[r.int(0, topRidge.length - 1)]
    s.add(
      treeBlob(
        p[0],
        p[1] + H * 0.004,
        H * r.range(0.006, 0.012),
        hsl(r.range(90, 120), 30, 24),
        r,
        0.2,
      ),
    )
  }
  // the benches, spaced with perspective (closer together near the top)
  const ys: number[] = []
  for (let i = 0; i <= nB; i++) ys.push(top0 + span * Math.pow(i / nB, 1.3))
  let descentX = r.range(0.2, 0.8) * W
  for (let i = 0; i < nB; i++) {
    const yb = ys[i]
    const gap = ys[i + 1] - ys[i]
    const faceH = gap * r.range(0.68, 0.78)
    const upper = edge(yb, i)
    const lower = upper.map(([x, y]): Pt => [x, y + faceH])
    const next = i + 1 < nB ? edge(ys[i + 1], i + 1) : upper.map(([x]): Pt => [x, platY])
    const faceD = poly([...upper, ...[...lower].reverse()])
    const bermD = poly([...lower, ...[...next].reverse()])
    s.add(
      `<path d="${bermD}" fill="${s.lin([
        [0, shade(soil, 0.22)],
        [1, shade(soil, 0.08)],
      ])}"/>`,
    )
    s.add(
      texImg(lump, 0, yb, W, gap + H * 0.02, {
        opacity: 0.35,
        blend: "overlay",
        clip: s.clip(bermD),
      }),
    )
    const grassed = r.chance(0.45)
    const faceCol = grassed
      ? shade(grass, r.range(-0.05, 0.08))
      : hsl(soilH + r.jit(5), r.range(42, 56), lerp(48, 40, i / nB))
    s.add(
      `<path d="${faceD}" fill="${s.lin([
        [0, shade(faceCol, 0.08)],
        [1, shade(faceCol, -0.18)],
      ])}"/>`,
    )
    const clip = s.clip(faceD)
    if (grassed) {
      s.add(
        texImg(grassTex, 0, yb - H * 0.03, W, faceH + H * 0.06, {
          opacity: 0.55,
          blend: "overlay",
          clip,
        }),
      )
    } else {
      s.add(
        texImg(streaks, -W * 0.05, yb - H * 0.03, W * 1.1, faceH + H * 0.06, {
          opacity: 0.5,
          blend: "overlay",
          clip,
        }),
      )
      s.add(
        texImg(faceLump, 0, yb - H * 0.03, W, faceH + H * 0.06, {
          opacity: 0.35,
          blend: "overlay",
          clip,
        }),
      )
      // a few soil horizons
      for (let k = 1; k <= 2; k++) {
        const band = upper.map(([x, y]): Pt => [
          x,
          y + faceH * (0.25 + k * 0.25) + Math.sin(x / 180 + k) * 4,
        ])
        s.add(
          `<path d="${poly(band, false)}" stroke="${hsl(soilH + 10, 40, 62)}" stroke-opacity="0.3" stroke-width="${f1(faceH * 0.06)}" fill="none" clip-path="${clip}"/>`,
        )
      }
    }
    // top shadow line and berm drainage channel (concrete half-pipe)
    s.add(
      `<path d="${poly(upper, false)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2" fill="none"/>`,
    )
    const chY = (next[0][1] - lower[0][1]) * 0.3
    const ch = lower.map(([x, y]): Pt => [x, y + chY])
    const cw = Math.max(3, gap * 0.07)
    s.add(
      `<path d="${poly(ch, false)}" stroke="#d2cfc8" stroke-width="${f1(cw)}" fill="none"/><path d="${poly(ch, false)}" stroke="#77746d" stroke-width="${f1(cw * 0.4)}" fill="none"/>`,
    )
    // stepped descent channel
    const dw = Math.max(10, gap * 0.3)
    descentX += r.jit(W * 0.01)
    const dTop = upper[Math.round((descentX + 20) / 12)]?.[1] ?? yb
    const dBot = next[Math.round((descentX + 20) / 12)]?.[1] ?? yb + gap
    let steps = ""
    const ns = Math.max(3, Math.round((dBot - dTop) / 9))
    for (let k = 1; k < ns; k++)
      steps += `M${f1(descentX - dw / 2)},${f1(dTop + (k * (dBot - dTop)) / ns)}h${f1(dw)}`
    s.add(
      `<rect x="${f1(descentX - dw / 2)}" y="${f1(dTop)}" width="${f1(dw)}" height="${f1(dBot - dTop)}" fill="#c8c5be"/><path d="${steps}" stroke="#6f6c66" stroke-width="1.5"/>`,
    )
  }
  await drawPlatform(s, r, platY, soil, lump)
  vignette(s, 0.3)
}
