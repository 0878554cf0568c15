import { clamp, f1, poly, ridge, type Pt } from "../../lib/geometry"
import { label, type Drawing } from "./sheet"

/** Longitudinal profile of a sewer / water main with a data table. */
export const drawProfile: Drawing = (r, x0, y0, w, h, sh, sc) => {
  let out = ""
  const gy = y0 + h * 0.1
  const gh = h * 0.5
  const n = r.int(6, 9)
  const terr = ridge(r, w, 0, 1, w * 0.4, 0.5, 10)
  const groundAt = (x: number): number => {
    const i = clamp(Math.round((x - x0 + 20) / 10), 0, terr.length - 1)
    return gy + gh * 0.3 + terr[i][1] * gh * 0.18 + ((x - x0) / w) * gh * 0.25
  }
  const gpts: Pt[] = []
  for (let x = x0; x <= x0 + w; x += 10) gpts.push([x, groundAt(x)])
  out += `<path d="${poly(gpts, false)}" stroke="${sh.ink}" stroke-width="${f1(2.5 * sc)}" fill="none"/>`
  // hatch under ground line
  let hatch = ""
  for (let x = x0; x < x0 + w; x += 18 * sc)
    hatch += `M${f1(x)},${f1(groundAt(x) + 2)}l${f1(-10 * sc)},${f1(10 * sc)}`
  out += `<path d="${hatch}" stroke="${sh.ink}" stroke-opacity="0.5" stroke-width="${f1(1.2 * sc)}"/>`
  const pvx: number[] = []
  for (let i = 0; i < n; i++) pvx.push(x0 + w * 0.04 + (i / (n - 1)) * w * 0.92)
  const inv = pvx.map((x) => groundAt(x) + gh * r.range(0.15, 0.3))
  out += `<path d="${poly(
    pvx.map((x, i): Pt => [x, inv[i]]),
    false,
  )}" stroke="${sh.ink2}" stroke-width="${f1(5 * sc)}" fill="none"/>`
  out += `<path d="${poly(
    pvx.map((x, i): Pt => [x, inv[i] - 12 * sc]),
    false,
  )}" stroke="${sh.ink2}" stroke-width="${f1(1.5 * sc)}" fill="none"/>`
  pvx.forEach((x, i) => {
    const g = groundAt(x)
    out += `<rect x="${f1(x - 9 * sc)}" y="${f1(g)}" width="${f1(18 * sc)}" height="${f1(inv[i] - g + 6 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
    out += label(x, g - 14 * sc, `PV-${i + 1}`, 13 * sc, sh.ink, {
      anchor: "middle",
      weight: "bold",
    })
    if (i < n - 1) {
      const slope = (r.range(0.4, 1.6) * 1).toFixed(2).replace(".", ",")
      out += label(
        (x + pvx[i + 1]) / 2,
        (inv[i] + inv[i + 1]) / 2 + 24 * sc,
        `${r.pick(["DN 150", "DN 200", "DN 250", "DN 300"])}  i=${slope}%`,
        12 * sc,
        sh.ink2,
        { anchor: "middle" },
      )
    }
  })
  // table
  const ty = y0 + h * 0.68
  const rowsT = 4
  const rh = (h * 0.28) / rowsT
  out += `<rect x="${f1(x0)}" y="${f1(ty)}" width="${f1(w)}" height="${f1(rh * rowsT)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
  for (let k = 1; k < rowsT; k++)
    out += `<path d="M${f1(x0)},${f1(ty + k * rh)}h${f1(w)}" stroke="${sh.ink}" stroke-width="${f1(1.2 * sc)}"/>`
  pvx.forEach((x, i) => {
    out += `<path d="M${f1(x)},${f1(ty)}v${f1(rh * rowsT)}" stroke="${sh.ink}" stroke-opacity="0.5" stroke-width="${f1(1 * sc)}"/>`
    const cota = 800 + (gy + gh - groundAt(x)) / 4
    const vals = [
      cota.toFixed(2),
      (cota - (inv[i] - groundAt(x)) / 40).toFixed(2),
      ((inv[i] - groundAt(x)) / 40).toFixed(2),
      `${i * r.int(40, 80)}`,
    ]
    vals.forEach((v, k) => {
      out += label(x + 4 * sc, ty + k * rh + rh * 0.65, v.replace(".", ","), 11 * sc, sh.ink, {
        rot: -0,
      })
    })
  })
  return out
}
