/** Pumping station interior: header and suction pipes, pump sets with valves. */
import { f1, lerp } from "../lib/geometry"
import { vignette } from "../lib/landscape"
import { shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { drawPumpRoom } from "./pump-room"

export async function scenePumps(s: Svg, r: Rand): Promise<void> {
  const { W, H } = s
  const floorY = await drawPumpRoom(s, r)
  // palette
  const pipeC = r.pick(["#2d6cb5", "#3d7d52", "#6b737b", "#2b5f8f", "#8d2f2f"])
  const motorC = r.pick(["#2f5f9e", "#3f6f8f", "#4b7b4b", "#5a6068"])
  // cylinder shading across a vertical (x2 = 1) or horizontal (y2 = 1) pipe
  const cyl = (c: string, x2: number, y2: number): string =>
    s.lin(
      [
        [0, shade(c, -0.55)],
        [0.25, shade(c, 0.35)],
        [0.5, c],
        [1, shade(c, -0.6)],
      ],
      0,
      0,
      x2,
      y2,
    )
  const cylV = (c: string): string => cyl(c, 1, 0)
  const cylH = (c: string): string => cyl(c, 0, 1)
  // header pipe
  const hy = floorY * r.range(0.34, 0.44)
  const M = Math.min(H, W / 1.5)
  const hd = M * r.range(0.07, 0.1)
  s.add(
    `<rect x="-10" y="${f1(hy - hd / 2)}" width="${W + 20}" height="${f1(hd)}" fill="${cylH(pipeC)}"/>`,
  )
  s.add(
    `<rect x="-10" y="${f1(hy + hd / 2)}" width="${W + 20}" height="${f1(hd * 0.5)}" fill="#000" opacity="0.12" filter="${s.blur(6)}"/>`,
  )
  const nf = r.int(5, 8)
  for (let i = 0; i < nf; i++) {
    const x = ((i + 0.5) / nf) * W
    s.add(
      `<rect x="${f1(x - hd * 0.1)}" y="${f1(hy - hd * 0.65)}" width="${f1(hd * 0.2)}" height="${f1(hd * 1.3)}" fill="${cylH(shade(pipeC, -0.1))}"/>`,
    )
  }
  // suction pipe low
  const sy = floorY - M * 0.06
  const sd = hd * 1.2
  s.add(
    `<rect x="-10" y="${f1(sy - sd / 2)}" width="${W + 20}" height="${f1(sd)}" fill="${cylH(shade(pipeC, -0.25))}"/>`,
  )
  // pumps
  const nP = W > H ? r.int(3, 4) : r.int(2, 3)
  for (let i = 0; i < nP; i++) {
    const cx = ((i + 0.5) / nP) * W + r.jit(W * 0.02)
    const unit = W / nP
    const plW = unit * 0.7
    const plH = M * 0.035
    const py = floorY + (H - floorY) * 0.35
    // plinth
    s.add(
      `<rect x="${f1(cx - plW / 2)}" y="${f1(py - plH)}" width="${f1(plW)}" height="${f1(plH)}" fill="${s.lin(
        [
          [0, "#d9d5cc"],
          [1, "#9e9a92"],
        ],
      )}"/>`,
    )
    s.add(
      `<ellipse cx="${f1(cx)}" cy="${f1(py + 4)}" rx="${f1(plW * 0.55)}" ry="${f1(plH * 0.5)}" fill="#000" opacity="0.25" filter="${s.blur(8)}"/>`,
    )
    // motor
    const mL = plW * 0.48
    const mD = Math.min(M * r.range(0.09, 0.12), plW * 0.28)
    const mx = cx - plW * 0.05
    const my = py - plH - mD
    s.add(
      `<rect x="${f1(mx)}" y="${f1(my)}" width="${f1(mL)}" height="${f1(mD)}" rx="${f1(mD * 0.12)}" fill="${cylH(motorC)}"/>`,
    )
    let fins = ""
    for (let k = 1; k < 12; k++)
      fins += `M${f1(mx + (k / 12) * mL * 0.85)},${f1(my + 3)}v${f1(mD - 6)}`
    s.add(`<path d="${fins}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`)
    s.add(
      `<rect x="${f1(mx + mL * 0.86)}" y="${f1(my + mD * 0.1)}" width="${f1(mL * 0.14)}" height="${f1(mD * 0.8)}" rx="6" fill="${cylH(shade(motorC, -0.2))}"/>`,
    )
    // coupling and pump volute
    const vr = mD * 0.62
    const vx = mx - vr * 0.9
    const vy = py - plH - vr
    s.add(
      `<rect x="${f1(vx)}" y="${f1(my + mD * 0.35)}" width="${f1(mx - vx)}" height="${f1(mD * 0.3)}" fill="#e0b32b"/>`,
    )
    s.add(
      `<circle cx="${f1(vx)}" cy="${f1(vy)}" r="${f1(vr)}" fill="${s.rad(
        [
          [0, "#9aa2aa"],
          [0.7, "#5b636b"],
          [1, "#30363c"],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`,
    )
    s.add(`<circle cx="${f1(vx)}" cy="${f1(vy)}" r="${f1(vr * 0.3)}" fill="#3a4046"/>`)
    // suction connection
    s.add(
      `<rect x="${f1(vx - vr * 1.6)}" y="${f1(vy - sd * 0.3)}" width="${f1(vr * 0.8)}" height="${f1(sd * 0.6)}" fill="${cylH(shade(pipeC, -0.2))}"/>`,
    )
    // discharge riser with valves
    const rd = hd * 0.6
    const rx = vx
    const top = hy
    const bottom = vy - vr * 0.8
    s.add(
      `<rect x="${f1(rx - rd / 2)}" y="${f1(top)}" width="${f1(rd)}" height="${f1(bottom - top)}" fill="${cylV(pipeC)}"/>`,
    )
    const vyv = lerp(top, bottom, 0.45)
    s.add(
      `<rect x="${f1(rx - rd * 0.75)}" y="${f1(vyv)}" width="${f1(rd * 1.5)}" height="${f1(rd * 1.1)}" rx="6" fill="${cylV("#4a5056")}"/>`,
    )
    s.add(
      `<rect x="${f1(rx - rd * 0.85)}" y="${f1(vyv - 6)}" width="${f1(rd * 1.7)}" height="8" fill="#3a3f44"/><rect x="${f1(rx - rd * 0.85)}" y="${f1(vyv + rd * 1.1 - 2)}" width="${f1(rd * 1.7)}" height="8" fill="#3a3f44"/>`,
    )
    const wy = vyv + rd * 0.55
    const wx = rx + rd * 1.4
    const wr = rd * 0.55
    s.add(
      `<path d="M${f1(rx + rd * 0.75)},${f1(wy)}H${f1(wx)}" stroke="#8a9096" stroke-width="5"/>`,
    )
    s.add(
      `<circle cx="${f1(wx)}" cy="${f1(wy)}" r="${f1(wr)}" fill="none" stroke="#c0392b" stroke-width="${f1(wr * 0.22)}"/><path d="M${f1(wx - wr)},${f1(wy)}H${f1(wx + wr)}M${f1(wx)},${f1(wy - wr)}V${f1(wy + wr)}" stroke="#c0392b" stroke-width="4"/>`,
    )
    const cyv = lerp(top, bottom, 0.78)
    s.add(
      `<rect x="${f1(rx - rd * 0.7)}" y="${f1(cyv)}" width="${f1(rd * 1.4)}" height="${f1(rd * 0.9)}" rx="4" fill="${cylV(shade(pipeC, -0.3))}"/>`,
    )
  }
  vignette(s, 0.45)
}
