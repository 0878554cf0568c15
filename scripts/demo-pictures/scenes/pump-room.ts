/** The room of the pumping-station scene: walls, windows, floor, electrical panels. */
import { f1 } from "../lib/geometry"
import { hsl, shade } from "../lib/palette"
import type { Rand } from "../lib/random"
import type { Svg } from "../lib/svg"
import { grainOverlay } from "../lib/textures"

/** Draws the room and returns the floor line, where the wall meets the floor. */
export async function drawPumpRoom(s: Svg, r: Rand): Promise<number> {
  const { W, H } = s
  const floorY = H * r.range(0.66, 0.74)
  const wallC = hsl(r.range(30, 50), r.range(8, 18), r.range(76, 84))
  const lowC = hsl(r.pick([150, 200, 40]), r.range(10, 22), r.range(55, 62))
  s.add(
    `<rect width="${W}" height="${f1(floorY)}" fill="${s.lin([
      [0, shade(wallC, -0.25)],
      [0.5, wallC],
      [1, shade(wallC, -0.1)],
    ])}"/>`,
  )
  s.add(
    `<rect y="${f1(floorY * 0.62)}" width="${W}" height="${f1(floorY * 0.38)}" fill="${s.lin([
      [0, lowC],
      [1, shade(lowC, -0.2)],
    ])}"/>`,
  )
  s.add(`<rect y="${f1(floorY * 0.62 - 4)}" width="${W}" height="6" fill="${shade(lowC, -0.3)}"/>`)
  // high windows with light
  const nWin = r.int(3, 5)
  for (let i = 0; i < nWin; i++) {
    const ww = W * 0.12
    const x = ((i + 0.5) / nWin) * W - ww / 2
    const y = floorY * 0.06
    const h = floorY * 0.16
    s.add(
      `<rect x="${f1(x - 6)}" y="${f1(y - 6)}" width="${f1(ww + 12)}" height="${f1(h + 12)}" fill="#6d6a64"/><rect x="${f1(x)}" y="${f1(y)}" width="${f1(ww)}" height="${f1(h)}" fill="${s.lin(
        [
          [0, "#f4fbff"],
          [1, "#bfd8e8"],
        ],
      )}"/>` +
        `<path d="M${f1(x + ww / 3)},${f1(y)}v${f1(h)}M${f1(x + (2 * ww) / 3)},${f1(y)}v${f1(h)}M${f1(x)},${f1(y + h / 2)}h${f1(ww)}" stroke="#6d6a64" stroke-width="5"/>`,
    )
    s.add(
      `<path d="M${f1(x)},${f1(y + h)}L${f1(x + ww)},${f1(y + h)}L${f1(x + ww + W * 0.12)},${f1(floorY)}L${f1(x + W * 0.05)},${f1(floorY)}Z" fill="#fffbe8" opacity="0.1"/>`,
    )
  }
  // pilasters
  for (let i = 0; i <= nWin; i++) {
    const x = (i / nWin) * W
    s.add(
      `<rect x="${f1(x - W * 0.015)}" y="0" width="${f1(W * 0.03)}" height="${f1(floorY)}" fill="${s.lin(
        [
          [0, shade(wallC, -0.3)],
          [0.5, shade(wallC, -0.05)],
          [1, shade(wallC, -0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
  }
  s.add(await grainOverlay(r, W, H, 0.05, 1.1, { h: floorY, opacity: 0.3, oct: 5, res: 960 }))
  // floor
  const floorC = hsl(r.pick([140, 200, 30]), r.range(6, 16), r.range(42, 52))
  s.add(
    `<rect y="${f1(floorY)}" width="${W}" height="${f1(H - floorY)}" fill="${s.lin([
      [0, shade(floorC, -0.25)],
      [1, shade(floorC, 0.05)],
    ])}"/>`,
  )
  s.add(
    await grainOverlay(r, W, H, 0.02, 1.2, {
      y: floorY,
      h: H - floorY,
      opacity: 0.35,
      aniso: 4,
      oct: 5,
      res: 960,
    }),
  )
  s.add(
    `<rect y="${f1(floorY + (H - floorY) * 0.72)}" width="${W}" height="${f1((H - floorY) * 0.05)}" fill="#e5b928" opacity="0.85"/>`,
  )
  // electrical panels standing against the wall (behind the pumps)
  if (r.chance(0.75)) {
    const pw = W * 0.055
    const ph = floorY * 0.32
    const n = r.int(2, 4)
    const px0 = r.range(0.05, 0.95 - (n * pw) / W) * W
    const py = floorY - ph
    for (let c = 0; c < n; c++) {
      const px = px0 + c * pw
      let lights = ""
      for (let k = 0; k < 3; k++) {
        lights += `<circle cx="${f1(px + pw * (0.25 + k * 0.25))}" cy="${f1(py + ph * 0.12)}" r="${f1(pw * 0.045)}" fill="${r.pick(["#3ad15b", "#e74c3c", "#f1c40f"])}"/>`
      }
      s.add(
        `<rect x="${f1(px)}" y="${f1(py)}" width="${f1(pw - 3)}" height="${f1(ph)}" fill="${s.lin(
          [
            [0, "#d3d6d8"],
            [1, "#9a9ea1"],
          ],
          0,
          0,
          1,
          0,
        )}"/><path d="M${f1(px + pw * 0.85)},${f1(py + ph * 0.4)}v${f1(ph * 0.15)}" stroke="#555" stroke-width="4"/>${lights}<rect x="${f1(px + pw * 0.2)}" y="${f1(py + ph * 0.22)}" width="${f1(pw * 0.55)}" height="${f1(ph * 0.12)}" fill="#2c3e50"/>`,
      )
    }
  }
  return floorY
}
