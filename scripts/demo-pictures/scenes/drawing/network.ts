import { clamp, f1, noise1D, poly, type Pt } from "../../lib/geometry"
import { label, type Drawing } from "./sheet"

/** Network plan: streets, pipes with diameters, manholes, facilities, contours. */
export const drawNetwork: Drawing = (r, x0, y0, w, h, sh, sc) => {
  let out = ""
  // contour lines
  const nC = r.int(5, 9)
  const cn = noise1D(r, 32)
  for (let i = 0; i < nC; i++) {
    const base = y0 + h * ((i + 0.5) / nC)
    const pts: Pt[] = []
    for (let x = x0; x <= x0 + w; x += 12)
      pts.push([
        x,
        base + cn(x / (w * 0.15) + i * 3.1) * h * 0.08 + Math.sin((x / w) * 3 + i) * h * 0.03,
      ])
    out += `<path d="${poly(pts, false)}" fill="none" stroke="${sh.ink2}" stroke-opacity="0.45" stroke-width="${f1(1.3 * sc)}" stroke-dasharray="${f1(10 * sc)} ${f1(6 * sc)}"/>`
    const lp = pts[Math.floor(pts.length * r.range(0.1, 0.9))]
    out += label(lp[0], lp[1] - 4 * sc, `${800 + i * 5}`, 12 * sc, sh.ink2)
  }
  // jittered street grid
  const cols = r.int(5, 8)
  const rows = r.int(3, 6)
  const rot = r.jit(12)
  const cx = x0 + w / 2
  const cy = y0 + h / 2
  const gx = (w * 0.9) / cols
  const gy = (h * 0.85) / rows
  const node: Pt[][] = []
  for (let j = 0; j <= rows; j++) {
    node.push([])
    for (let i = 0; i <= cols; i++)
      node[j].push([
        x0 + w * 0.05 + i * gx + r.jit(gx * 0.15),
        y0 + h * 0.08 + j * gy + r.jit(gy * 0.15),
      ])
  }
  let streets = ""
  let streetsIn = ""
  let pipes = ""
  let marks = ""
  const dns = ["DN 150", "DN 200", "DN 250", "DN 300", "DN 400", "DN 500"]
  let pv = r.int(1, 20)
  const edge = (a: Pt, b: Pt, main: boolean): void => {
    streets += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${sh.ink}" stroke-opacity="0.55" stroke-width="${f1(40 * sc)}" stroke-linecap="square"/>`
    streetsIn += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${sh.paper}" stroke-width="${f1(37 * sc)}" stroke-linecap="square"/>`
    pipes += `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${main ? sh.ink2 : sh.ink}" stroke-width="${f1((main ? 5 : 2.6) * sc)}"/>`
    const mx = (a[0] + b[0]) / 2
    const my = (a[1] + b[1]) / 2
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI
    const angN = ang > 90 ? ang - 180 : ang < -90 ? ang + 180 : ang
    // flow arrow
    marks += `<path d="M0,0L${f1(-12 * sc)},${f1(-5 * sc)}L${f1(-12 * sc)},${f1(5 * sc)}Z" fill="${sh.ink}" transform="translate(${f1(mx + (b[0] - a[0]) * 0.2)} ${f1(my + (b[1] - a[1]) * 0.2)}) rotate(${f1(ang)})"/>`
    if (r.chance(main ? 0.8 : 0.4)) {
      const t = main ? r.pick(dns.slice(2)) : r.pick(dns.slice(0, 3))
      const txt = r.chance(0.5) ? t : `${t} - ${r.int(35, 120)} m`
      marks += label(mx, my - 12 * sc, txt, 13 * sc, sh.ink, { anchor: "middle", rot: angN })
    }
  }
  const mainRow = r.int(1, rows - 1)
  for (let j = 0; j <= rows; j++)
    for (let i = 0; i < cols; i++)
      if (j === mainRow || r.chance(0.85)) edge(node[j][i], node[j][i + 1], j === mainRow)
  for (let j = 0; j < rows; j++)
    for (let i = 0; i <= cols; i++) if (r.chance(0.7)) edge(node[j][i], node[j + 1][i], false)
  for (let j = 0; j <= rows; j++)
    for (let i = 0; i <= cols; i++) {
      const [x, y] = node[j][i]
      marks += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(7 * sc)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(2 * sc)}"/>`
      if (r.chance(0.35)) marks += label(x + 10 * sc, y + 20 * sc, `PV-${pv++}`, 11 * sc, sh.ink)
    }
  // facilities
  const fac = (x: number, y: number, kind: string): string => {
    const z = 60 * sc
    if (kind === "R1" || kind === "R2") {
      return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(z * 0.6)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(z * 0.48)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>${label(x, y + 6 * sc, kind, 18 * sc, sh.ink, { anchor: "middle", weight: "bold" })}`
    }
    let inner = ""
    if (kind === "ETE" || kind === "ETA") {
      inner = `<circle cx="${f1(x - z * 0.55)}" cy="${f1(y + z * 0.15)}" r="${f1(z * 0.3)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/><circle cx="${f1(x + z * 0.55)}" cy="${f1(y + z * 0.15)}" r="${f1(z * 0.3)}" fill="none" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>`
    }
    const ww = kind.startsWith("E") && kind.length > 3 ? z * 1.1 : z * 2
    return `<rect x="${f1(x - ww / 2)}" y="${f1(y - z * 0.6)}" width="${f1(ww)}" height="${f1(z * 1.2)}" fill="${sh.paper}" stroke="${sh.ink}" stroke-width="${f1(3 * sc)}"/>${inner}${label(x, y - z * 0.15, kind, 18 * sc, sh.ink, { anchor: "middle", weight: "bold" })}`
  }
  const kinds = r.chance(0.5) ? ["ETE", "EEE-1", "EEE-2"] : ["ETA", "R1", "R2", "EEAT"]
  const spots: Pt[] = []
  for (const k of kinds) {
    let p: Pt = node[r.int(0, rows)][r.int(0, cols)]
    for (
      let tries = 0;
      tries < 20 && spots.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < 200 * sc);
      tries++
    )
      p = node[r.int(0, rows)][r.int(0, cols)]
    spots.push(p)
    marks += fac(
      clamp(p[0] + 50 * sc, x0 + 90 * sc, x0 + w - 90 * sc),
      clamp(p[1] - 45 * sc, y0 + 60 * sc, y0 + h - 60 * sc),
      k,
    )
  }
  out += `<g transform="rotate(${f1(rot)} ${f1(cx)} ${f1(cy)})">${streets}${streetsIn}${pipes}${marks}</g>`
  return out
}
