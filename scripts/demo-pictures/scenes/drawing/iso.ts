import { f1, lerp, type Pt } from "../../lib/geometry"
import { label, type Drawing } from "./sheet"

/** Isometric plumbing diagram (building installations). */
export const drawIso: Drawing = (r, x0, y0, w, h, sh, sc) => {
  let out = ""
  const cos = Math.cos(Math.PI / 6)
  const sin = Math.sin(Math.PI / 6)
  const dirs: Pt[] = [
    [cos, sin],
    [-cos, sin],
    [cos, -sin],
    [-cos, -sin],
  ]
  const systems = [
    { col: sh.blue ? "#9fd3ff" : "#1f5fbf", name: "AF", dn: ["25", "32", "40", "50"] },
    { col: sh.blue ? "#ffb3a7" : "#c0392b", name: "AQ", dn: ["22", "28"] },
    { col: sh.blue ? "#e8e6a0" : "#7a5a1e", name: "ES", dn: ["50", "75", "100"] },
  ]
  const unit = Math.min(w, h) * 0.06
  for (const [si, sys] of systems.entries()) {
    const bx0 = x0 + w * (0.13 + si * 0.29)
    const bx1 = bx0 + w * 0.26
    let p: Pt = [lerp(bx0, bx1, r.range(0.35, 0.65)), y0 + h * 0.1]
    // riser
    const riserLen = h * 0.8
    out += `<path d="M${f1(p[0])},${f1(p[1])}v${f1(riserLen)}" stroke="${sys.col}" stroke-width="${f1(4 * sc)}"/>`
    out += label(p[0] + 8 * sc, p[1] + 16 * sc, `${sys.name}-${r.int(1, 4)}`, 14 * sc, sys.col, {
      weight: "bold",
    })
    // branches from floors
    const floors = 3
    for (let fl = 0; fl < floors; fl++) {
      const levelY = y0 + h * (0.12 + (fl + 1) * 0.2)
      let q: Pt = [p[0], levelY]
      let d = r.pick(dirs)
      let path = `M${f1(q[0])},${f1(q[1])}`
      for (let k = 0, n = r.int(6, 10); k < n; k++) {
        const L = unit * r.int(1, 3)
        const nq: Pt = [q[0] + d[0] * L, q[1] + d[1] * L]
        if (nq[0] < bx0 || nq[0] > bx1 || nq[1] < levelY - h * 0.1 || nq[1] > levelY + h * 0.05) {
          d = r.pick(dirs)
          continue
        }
        path += `L${f1(nq[0])},${f1(nq[1])}`
        out += `<circle cx="${f1(nq[0])}" cy="${f1(nq[1])}" r="${f1(4 * sc)}" fill="${sys.col}"/>`
        if (r.chance(0.35)) {
          // drop to a fixture
          out += `<path d="M${f1(nq[0])},${f1(nq[1])}v${f1(unit * 1.2)}" stroke="${sys.col}" stroke-width="${f1(2 * sc)}"/><rect x="${f1(nq[0] - 6 * sc)}" y="${f1(nq[1] + unit * 1.2)}" width="${f1(12 * sc)}" height="${f1(6 * sc)}" fill="none" stroke="${sys.col}" stroke-width="${f1(1.5 * sc)}"/>`
        }
        if (r.chance(0.45)) {
          const mx = (q[0] + nq[0]) / 2
          const my = (q[1] + nq[1]) / 2
          const ang = (Math.atan2(d[1], d[0]) * 180) / Math.PI
          const angN = ang > 90 ? ang - 180 : ang < -90 ? ang + 180 : ang
          out += label(mx, my - 8 * sc, `DN ${r.pick(sys.dn)}`, 12 * sc, sys.col, {
            anchor: "middle",
            rot: angN,
          })
        }
        if (r.chance(0.25)) {
          const mx = (q[0] + nq[0]) / 2
          const my = (q[1] + nq[1]) / 2
          out += `<path d="M${f1(mx - 8 * sc)},${f1(my - 6 * sc)}L${f1(mx + 8 * sc)},${f1(my + 6 * sc)}L${f1(mx + 8 * sc)},${f1(my - 6 * sc)}L${f1(mx - 8 * sc)},${f1(my + 6 * sc)}Z" fill="${sh.paper}" stroke="${sys.col}" stroke-width="${f1(1.5 * sc)}"/>`
          out += label(mx + 10 * sc, my + 18 * sc, "RG", 11 * sc, sys.col)
        }
        q = nq
        d = r.pick(dirs.filter((x) => x !== d))
      }
      out += `<path d="${path}" stroke="${sys.col}" stroke-width="${f1(3 * sc)}" fill="none" stroke-linejoin="round"/>`
    }
    p = [p[0], p[1] + riserLen]
    out += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(6 * sc)}" fill="${sys.col}"/>`
  }
  // floor level lines
  for (let k = 1; k <= 3; k++) {
    const y = y0 + h * (0.12 + k * 0.2)
    out +=
      `<path d="M${f1(x0 + w * 0.02)},${f1(y)}h${f1(w * 0.1)}" stroke="${sh.ink}" stroke-width="${f1(1.5 * sc)}"/>` +
      label(x0 + w * 0.02, y - 6 * sc, `PAV. ${k}`, 12 * sc, sh.ink)
  }
  return out
}
