/** The graded platform of the earthworks scene, with its machines and survey stakes. */
import { f1 } from "../lib/geometry"
import { shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay, texImg } from "../lib/textures"

const MACHINE_YELLOW = ["#e8b220", "#f0a81c", "#e3c12a"]

/**
 * A machine in side view standing on ground line y, about `size` wide, facing
 * left or right. `draw` gets the unit (size / 100), the paint and the body gradient.
 */
function machine(
  s: Svg,
  x: number,
  y: number,
  size: number,
  r: Rand,
  draw: (u: number, col: string, body: string) => string,
): string {
  const u = size / 100
  const col = r.pick(MACHINE_YELLOW)
  const dir = r.chance(0.5) ? 1 : -1
  const body = s.lin([
    [0, shade(col, 0.2)],
    [1, shade(col, -0.3)],
  ])
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${dir} 1)">${draw(u, col, body)}</g>`
}

/** Side view of a hydraulic excavator standing on ground line y, width ~size. */
function excavator(s: Svg, x: number, y: number, size: number, r: Rand): string {
  return machine(s, x, y, size, r, (u, col, body) => {
    const arm = r.range(-10, 25)
    let g = `<ellipse cx="0" cy="0" rx="${f1(55 * u)}" ry="${f1(6 * u)}" fill="#000" opacity="0.3"/>`
    g += `<rect x="${f1(-45 * u)}" y="${f1(-16 * u)}" width="${f1(90 * u)}" height="${f1(16 * u)}" rx="${f1(8 * u)}" fill="#2b2b2b"/>`
    for (let k = 0; k < 6; k++)
      g += `<circle cx="${f1(-36 * u + k * 14.4 * u)}" cy="${f1(-8 * u)}" r="${f1(5 * u)}" fill="#555"/>`
    g += `<rect x="${f1(-8 * u)}" y="${f1(-24 * u)}" width="${f1(16 * u)}" height="${f1(8 * u)}" fill="#333"/>`
    g += `<rect x="${f1(-40 * u)}" y="${f1(-44 * u)}" width="${f1(62 * u)}" height="${f1(22 * u)}" rx="${f1(3 * u)}" fill="${body}"/>`
    g += `<path d="M${f1(2 * u)},${f1(-44 * u)}h${f1(22 * u)}v${f1(-26 * u)}h${f1(-18 * u)}Z" fill="${body}"/>`
    g += `<path d="M${f1(7 * u)},${f1(-47 * u)}h${f1(14 * u)}v${f1(-19 * u)}h${f1(-11 * u)}Z" fill="#bcd6e6" opacity="0.85"/>`
    // boom and stick
    const bx = 26 * u
    const byy = -40 * u
    const ex = bx + 38 * u
    const ey = byy - 34 * u
    const sx = ex + 20 * u
    const sy = ey + (42 + arm) * u
    g += `<path d="M${f1(bx - 6 * u)},${f1(byy)}Q${f1(bx + 10 * u)},${f1(ey - 6 * u)} ${f1(ex)},${f1(ey)}" stroke="${shade(col, -0.1)}" stroke-width="${f1(9 * u)}" fill="none" stroke-linecap="round"/>`
    g += `<path d="M${f1(ex)},${f1(ey)}L${f1(sx)},${f1(sy)}" stroke="${shade(col, -0.2)}" stroke-width="${f1(6 * u)}" stroke-linecap="round"/>`
    g += `<path d="M${f1(bx)},${f1(byy + 4 * u)}L${f1(ex - 8 * u)},${f1(ey + 10 * u)}" stroke="#9aa0a6" stroke-width="${f1(2.5 * u)}"/>`
    g += `<path d="M${f1(sx - 2 * u)},${f1(sy - 6 * u)}l${f1(12 * u)},${f1(4 * u)}l${f1(-2 * u)},${f1(12 * u)}l${f1(-14 * u)},${f1(-2 * u)}Z" fill="#3a3a3a"/>`
    return g
  })
}

/** Side view of a dump truck standing on ground line y, width ~size. */
function dumpTruck(s: Svg, x: number, y: number, size: number, r: Rand): string {
  return machine(s, x, y, size, r, (u, col, body) => {
    let g = `<ellipse cx="0" cy="0" rx="${f1(50 * u)}" ry="${f1(5 * u)}" fill="#000" opacity="0.3"/>`
    g += `<rect x="${f1(-44 * u)}" y="${f1(-22 * u)}" width="${f1(88 * u)}" height="${f1(7 * u)}" fill="#2f2f2f"/>`
    g += `<path d="M${f1(-46 * u)},${f1(-24 * u)}L${f1(16 * u)},${f1(-24 * u)}L${f1(20 * u)},${f1(-52 * u)}L${f1(-50 * u)},${f1(-56 * u)}Z" fill="${body}"/>`
    g += `<path d="M${f1(-46 * u)},${f1(-54 * u)}q${f1(30 * u)},${f1(-12 * u)} ${f1(64 * u)},${f1(-2 * u)}" fill="${shade(col, -0.55)}"/>`
    g += `<path d="M${f1(22 * u)},${f1(-22 * u)}h${f1(24 * u)}v${f1(-16 * u)}l${f1(-8 * u)},${f1(-16 * u)}h${f1(-16 * u)}Z" fill="${body}"/>`
    g += `<path d="M${f1(27 * u)},${f1(-40 * u)}h${f1(12 * u)}l${f1(-5 * u)},${f1(-10 * u)}h${f1(-7 * u)}Z" fill="#bcd6e6" opacity="0.85"/>`
    for (const wx of [-32, -16, 34]) {
      g += `<circle cx="${f1(wx * u)}" cy="${f1(-9 * u)}" r="${f1(9 * u)}" fill="#1e1e1e"/><circle cx="${f1(wx * u)}" cy="${f1(-9 * u)}" r="${f1(4 * u)}" fill="#7d7d7d"/>`
    }
    return g
  })
}

/** The platform at the foot of the slope: soil, tyre tracks, machines, survey stakes. */
export async function drawPlatform(
  s: Svg,
  r: Rand,
  platY: number,
  soil: string,
  lump: string,
): Promise<void> {
  const { W, H } = s
  // graded platform
  const platD = `M0,${f1(platY)}H${W}V${H}H0Z`
  s.add(
    `<path d="${platD}" fill="${s.lin([
      [0, shade(soil, 0.15)],
      [1, shade(soil, -0.12)],
    ])}"/>`,
  )
  s.add(texImg(lump, 0, platY, W, H - platY, { opacity: 0.4, blend: "overlay" }))
  s.add(
    await grainOverlay(r, W, H, 0.03, 1.2, {
      y: platY,
      h: H - platY,
      opacity: 0.3,
      aniso: 2,
      oct: 5,
      res: 960,
    }),
  )
  // tyre tracks (pairs of wheel lines)
  for (let i = 0; i < 4; i++) {
    const y0 = platY + (H - platY) * r.range(0.15, 0.95)
    const dy1 = r.jit(60)
    const dy2 = r.jit(60)
    const gapT = (H - platY) * 0.04 * (0.5 + (y0 - platY) / (H - platY))
    for (const o of [0, gapT]) {
      s.add(
        `<path d="M-20,${f1(y0 + o)} C${f1(W * 0.3)},${f1(y0 + dy1 + o)} ${f1(W * 0.7)},${f1(y0 + dy2 + o)} ${W + 20},${f1(y0 + o + r.jit(30))}" stroke="#2b170b" stroke-opacity="0.16" stroke-width="${f1(gapT * 0.35)}" fill="none"/>`,
      )
    }
  }
  // earth-moving machines on the platform
  const machines = r.int(1, 3)
  for (let i = 0; i < machines; i++) {
    const y = platY + (H - platY) * r.range(0.2, 0.75)
    const size = W * 0.13 * (0.55 + (y - platY) / (H - platY))
    const x = ((i + r.range(0.2, 0.8)) / machines) * W
    s.add(i % 2 === 0 ? excavator(s, x, y, size, r) : dumpTruck(s, x, y, size, r))
  }
  // survey stakes
  for (let i = 0; i < r.int(3, 7); i++) {
    const x = r.range(0.05, 0.95) * W
    const y = platY + (H - platY) * r.range(0.1, 0.9)
    const h = H * 0.03 * (0.5 + (y - platY) / (H - platY))
    s.add(
      `<rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(h * 0.12)}" height="${f1(h)}" fill="#d8c7a0"/><rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(h * 0.12)}" height="${f1(h * 0.25)}" fill="#e0432f"/>`,
    )
  }
}
