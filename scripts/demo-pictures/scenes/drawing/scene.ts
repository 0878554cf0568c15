/**
 * Technical drawings: a network plan, a plant layout, a longitudinal profile or
 * an isometric plumbing diagram, on blueprint or white paper, maybe on a desk.
 */
import { f1 } from "../../lib/geometry"
import { vignette } from "../../lib/landscape"
import { hsl, shade } from "../../lib/palette"
import type { Rand } from "../../lib/random"
import type { Svg } from "../../lib/svg"
import { grainOverlay } from "../../lib/textures"
import { drawIso } from "./iso"
import { drawNetwork } from "./network"
import { drawPlantPlan } from "./plant-plan"
import { drawProfile } from "./profile"
import { northArrow, scaleBar, sheetGrid, titleBlock, type Drawing, type Sheet } from "./sheet"

const DRAWINGS = {
  network: drawNetwork,
  plant: drawPlantPlan,
  profile: drawProfile,
  iso: drawIso,
} satisfies Record<string, Drawing>

export async function sceneDrawing(s: Svg, r: Rand, kind: keyof typeof DRAWINGS): Promise<void> {
  const { W, H } = s
  const blue = kind === "iso" ? r.chance(0.35) : r.chance(0.75)
  const sh: Sheet = blue
    ? {
        ink: "#e8f3ff",
        ink2: r.pick(["#9fe3ff", "#ffe08a", "#b9f5d0"]),
        paper: hsl(r.range(205, 215), r.range(55, 70), r.range(26, 32)),
        blue: true,
      }
    : {
        ink: "#1d2b3a",
        ink2: r.pick(["#c0392b", "#1f5fbf", "#2e7d32"]),
        paper: hsl(r.range(40, 50), r.range(20, 35), r.range(93, 96)),
        blue: false,
      }
  const onDesk = r.chance(0.45)
  let x = 0
  let y = 0
  let w = W
  let h = H
  let rot = 0
  if (onDesk) {
    const desk = r.pick(["#5a3c26", "#6e4b30", "#3f3f44", "#7a6a58"])
    s.add(
      `<rect width="${W}" height="${H}" fill="${s.lin(
        [
          [0, shade(desk, 0.1)],
          [1, shade(desk, -0.3)],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    )
    s.add(await grainOverlay(r, W, H, 0.003, 1.8, { opacity: 0.55, aniso: 25, oct: 5, res: 960 }))
    w = W * r.range(0.85, 0.95)
    h = H * r.range(0.8, 0.9)
    x = (W - w) / 2 + r.jit(W * 0.02)
    y = (H - h) / 2 + r.jit(H * 0.02)
    rot = r.jit(3)
  }
  const sc = Math.min(W, H) / 1100
  let g = `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${s.lin(
    [
      [0, shade(sh.paper, 0.06)],
      [1, shade(sh.paper, -0.06)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`
  g += sheetGrid(s, x, y, w, h, sh, sc)
  const m = 30 * sc
  g += `<rect x="${f1(x + m)}" y="${f1(y + m)}" width="${f1(w - 2 * m)}" height="${f1(h - 2 * m)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/>`
  const ix = x + m * 2
  const iy = y + m * 2
  const iw = w - m * 4
  const ih = h - m * 4
  const tbW = Math.min(420 * sc, iw * 0.4)
  const tbH = 130 * sc
  const drawH = ih - tbH - 20 * sc
  const sheetLabel =
    kind === "network"
      ? r.pick(["REDE COLETORA", "REDE DE DISTRIBUIÇÃO", "PLANTA GERAL"])
      : kind === "plant"
        ? "IMPLANTAÇÃO - ETE"
        : kind === "profile"
          ? "PERFIL LONGITUDINAL"
          : r.pick(["ISOMÉTRICO", "ESQUEMA VERTICAL"])
  const drawing = DRAWINGS[kind](r, ix, iy, iw, drawH, sh, sc)
  g += `<g clip-path="${s.clip(`M${f1(x + m)},${f1(y + m)}h${f1(w - 2 * m)}v${f1(h - 2 * m)}h${f1(-(w - 2 * m))}Z`)}">${drawing}</g>`
  g += titleBlock(x + w - m - tbW, y + h - m - tbH, tbW, tbH, sh, sc, r, sheetLabel)
  if (kind === "network" || kind === "plant")
    g += northArrow(ix + 40 * sc, iy + ih - 90 * sc, 28 * sc, sh)
  if (kind !== "iso") g += scaleBar(ix + 110 * sc, iy + ih - 60 * sc, 200 * sc, sh, sc)
  // paper texture
  const paperTex = await grainOverlay(r, W, H, 0.06, 1.1, {
    x,
    y,
    w,
    h,
    opacity: sh.blue ? 0.2 : 0.12,
    oct: 5,
    res: 960,
  })
  g += paperTex
  if (onDesk) {
    s.add(
      `<rect x="${f1(x + 14)}" y="${f1(y + 18)}" width="${f1(w)}" height="${f1(h)}" fill="#000" opacity="0.45" filter="${s.blur(14)}" transform="rotate(${f1(rot)} ${f1(W / 2)} ${f1(H / 2)})"/>`,
    )
    s.add(`<g transform="rotate(${f1(rot)} ${f1(W / 2)} ${f1(H / 2)})">${g}</g>`)
    // light falloff
    s.add(
      `<rect width="${W}" height="${H}" fill="${s.rad(
        [
          [0, "#fff8e0", 0.12],
          [1, "#000", 0.35],
        ],
        r.range(0.3, 0.7),
        0.35,
        0.8,
      )}"/>`,
    )
    // a pencil
    if (r.chance(0.7)) {
      const px = r.range(0.55, 0.85) * W
      const py = r.range(0.1, 0.3) * H
      const L = W * 0.22
      const a = r.range(15, 60)
      s.add(
        `<g transform="translate(${f1(px)} ${f1(py)}) rotate(${f1(a)})"><rect x="0" y="4" width="${f1(L)}" height="16" fill="#000" opacity="0.35" filter="${s.blur(5)}"/><rect x="0" y="-8" width="${f1(L)}" height="16" fill="${s.lin(
          [
            [0, "#f7c948"],
            [0.5, "#e0a526"],
            [1, "#9c6d12"],
          ],
        )}"/><path d="M${f1(L)},-8L${f1(L + 34)},0L${f1(L)},8Z" fill="#e9c99b"/><path d="M${f1(L + 22)},-2.5L${f1(L + 34)},0L${f1(L + 22)},2.5Z" fill="#333"/><rect x="-20" y="-8" width="20" height="16" fill="#c9c9c9"/></g>`,
      )
    }
  } else {
    s.add(g)
    vignette(s, sh.blue ? 0.35 : 0.18)
  }
}
