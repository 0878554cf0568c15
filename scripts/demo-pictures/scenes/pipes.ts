/** Stacked pipes in a yard; the pipe material follows the project's main category. */
import { f1, poly } from "../lib/geometry"
import { drawHills, drawSky, vignette } from "../lib/landscape"
import { hsl, mix, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay } from "../lib/textures"

interface Material {
  base: string
  hi: string
  lining: string
  wall: number
}

const MATERIALS: Record<string, Material> = {
  ductile: { base: "#3b4148", hi: "#7b848d", lining: "#bdb8ad", wall: 0.86 },
  pvc: { base: "#2b66a8", hi: "#6fa8e2", lining: "#3d7cc0", wall: 0.93 },
  pead: { base: "#1f2224", hi: "#55595d", lining: "#2c2f31", wall: 0.9 },
  concrete: { base: "#9d998f", hi: "#d8d4ca", lining: "#aaa69c", wall: 0.8 },
  steel: { base: "#8b5a3a", hi: "#c58d62", lining: "#bcb6aa", wall: 0.92 },
}

export async function scenePipes(s: Svg, r: Rand, material?: string): Promise<void> {
  const { W, H } = s
  const horizon = H * r.range(0.42, 0.55)
  const sky = await drawSky(s, r, horizon, r.range(0.1, 0.6))
  await drawHills(s, r, horizon, sky.horizonColor, { layers: 2, height: H * 0.06 })
  const soil = hsl(r.range(18, 36), r.range(25, 40), r.range(42, 55))
  s.add(
    `<rect x="0" y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="${s.lin([
      [0, mix(soil, sky.horizonColor, 0.4)],
      [0.3, soil],
      [1, shade(soil, -0.3)],
    ])}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.03, 1.5, {
      y: horizon,
      h: H - horizon,
      opacity: 0.5,
      aniso: 2.5,
      oct: 5,
      res: 960,
    }),
  )
  // tyre tracks
  for (let i = 0; i < 4; i++) {
    const y0 = horizon + (H - horizon) * r.range(0.1, 0.9)
    s.add(
      `<path d="M-20,${f1(y0)} C${f1(W * 0.3)},${f1(y0 + r.jit(60))} ${f1(W * 0.6)},${f1(y0 + r.jit(80))} ${W + 20},${f1(y0 + r.jit(60))}" stroke="#2a1d12" stroke-opacity="0.18" stroke-width="${f1(r.range(8, 22))}" fill="none"/>`,
    )
  }
  const mat = MATERIALS[material ?? r.pick(Object.keys(MATERIALS))]
  const stacks = [
    { scale: 0.5, baseY: horizon + (H - horizon) * 0.22, x0: r.range(0.45, 0.7) * W, haze: 0.3 },
    {
      scale: 1,
      baseY: H - (H - horizon) * r.range(0.08, 0.2),
      x0: r.range(0.02, 0.15) * W,
      haze: 0,
    },
  ]
  const dirx = r.range(0.55, 0.8) * (r.chance(0.5) ? 1 : -1)
  const diry = -r.range(0.35, 0.55)
  for (const st of stacks) {
    const R = Math.min(W, H) * r.range(0.09, 0.12) * st.scale
    const n0 = Math.max(3, Math.min(7, Math.floor((W * (st.scale < 1 ? 0.45 : 0.85)) / (2 * R))))
    const rows = r.int(2, Math.min(4, n0))
    const pipes: { x: number; y: number; R: number }[] = []
    for (let row = 0; row < rows; row++) {
      const n = n0 - row
      for (let i = 0; i < n; i++) {
        pipes.push({
          x: st.x0 + R + row * R + i * 2 * R * 1.005,
          y: st.baseY - R - row * R * Math.sqrt(3) * 1.005,
          R,
        })
      }
    }
    const len = R * r.range(0.9, 1.6)
    const dx = dirx * len
    const dy = diry * len
    let g = ""
    // ground shadow
    const xs = pipes.map((p) => p.x)
    const minX = Math.min(...xs) - R
    const maxX = Math.max(...xs) + R
    g += `<ellipse cx="${f1((minX + maxX) / 2 + dx / 2)}" cy="${f1(st.baseY + dy / 3)}" rx="${f1((maxX - minX) / 2 + Math.abs(dx) / 2)}" ry="${f1(R * 0.5 + Math.abs(dy) / 3)}" fill="#000" opacity="0.35" filter="${s.blur(R * 0.2)}"/>`
    // bodies (painter's order: furthest first)
    const order = [...pipes]
      .sort((a, b) => b.y - a.y + (a.x - b.x) * Math.sign(dirx) * 0.01)
      .reverse()
    for (const p of order) {
      const L = Math.hypot(dx, dy)
      const nx = (-dy / L) * p.R
      const ny = (dx / L) * p.R
      const grad = s.lin(
        [
          [0, shade(mat.base, -0.45)],
          [0.3, mat.hi],
          [0.55, mat.base],
          [1, shade(mat.base, -0.6)],
        ],
        p.x + nx,
        p.y + ny,
        p.x - nx,
        p.y - ny,
        true,
      )
      g += `<circle cx="${f1(p.x + dx)}" cy="${f1(p.y + dy)}" r="${f1(p.R)}" fill="${shade(mat.base, -0.3)}"/>`
      g += `<path d="${poly([
        [p.x + nx, p.y + ny],
        [p.x + dx + nx, p.y + dy + ny],
        [p.x + dx - nx, p.y + dy - ny],
        [p.x - nx, p.y - ny],
      ])}" fill="${grad}"/>`
    }
    // faces
    for (const p of pipes) {
      const ri = p.R * mat.wall * r.range(0.99, 1.01)
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(p.R)}" fill="${s.rad(
        [
          [0, mat.hi],
          [0.6, mat.base],
          [1, shade(mat.base, -0.5)],
        ],
        0.35,
        0.3,
        0.85,
      )}"/>`
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1((p.R + ri) / 2)}" fill="none" stroke="${shade(mat.hi, 0.2)}" stroke-opacity="0.25" stroke-width="1.5"/>`
      const farEnd = r.chance(0.35)
      g += `<circle cx="${f1(p.x)}" cy="${f1(p.y)}" r="${f1(ri)}" fill="${s.rad(
        [
          [0, farEnd ? "#cfdde6" : "#050505"],
          [farEnd ? 0.12 : 0.2, farEnd ? "#2a2a2a" : "#0c0c0c"],
          [0.55, shade(mat.lining, -0.75)],
          [0.85, shade(mat.lining, -0.35)],
          [1, mat.lining],
        ],
        0.5,
        0.5,
        0.5,
        0.5 + dirx * 0.12,
        0.5 + diry * 0.25,
      )}"/>`
      g += `<path d="M${f1(p.x - ri * 0.7)},${f1(p.y + ri * 0.7)} A${f1(ri)},${f1(ri)} 0 0 0 ${f1(p.x + ri * 0.7)},${f1(p.y + ri * 0.7)}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${f1(ri * 0.08)}" fill="none"/>`
    }
    // timber chocks under the bottom row
    for (const p of pipes.filter((q) => Math.abs(q.y - (st.baseY - R)) < 1)) {
      g += `<rect x="${f1(p.x - R * 0.9)}" y="${f1(st.baseY - R * 0.12)}" width="${f1(R * 1.8)}" height="${f1(R * 0.16)}" fill="${s.lin(
        [
          [0, "#a57b4f"],
          [1, "#5d4129"],
        ],
      )}"/>`
    }
    s.add(st.haze > 0 ? `<g opacity="${f1(1 - st.haze * 0.5)}">${g}</g>` : g)
  }
  vignette(s, 0.35)
}

/** Pipe material likely for a project of these categories (the first one counts). */
export function pipeMaterial(r: Rand, categories: string[]): string {
  const c = categories[0]
  if (c === "Drenagem") return r.pick(["concrete", "concrete", "pead"])
  if (c === "Esgoto") return r.pick(["pvc", "ductile", "pead", "concrete"])
  if (c === "Hidrossanitários") return r.pick(["pvc", "pead"])
  if (c === "Irrigação") return r.pick(["pvc", "pead", "steel"])
  return r.pick(["ductile", "steel", "pvc", "ductile"])
}
