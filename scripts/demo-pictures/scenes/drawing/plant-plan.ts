import { f1 } from "../../lib/geometry"
import { label, type Drawing } from "./sheet"

/** Plan view of a treatment plant as a drawing. */
export const drawPlantPlan: Drawing = (r, x0, y0, w, h, sh, sc) => {
  let out = ""
  const lw = f1(2.5 * sc)
  const thin = f1(1.2 * sc)
  // site boundary
  out += `<rect x="${f1(x0 + w * 0.04)}" y="${f1(y0 + h * 0.06)}" width="${f1(w * 0.92)}" height="${f1(h * 0.86)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}" stroke-dasharray="${f1(24 * sc)} ${f1(6 * sc)} ${f1(4 * sc)} ${f1(6 * sc)}"/>`
  // clarifiers
  const nCl = r.int(2, 4)
  const cr = Math.min(w / (nCl * 2.8), h * 0.17)
  const cy = y0 + h * 0.3
  for (let i = 0; i < nCl; i++) {
    const cx = x0 + w * 0.12 + cr + i * cr * 2.6
    out += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr * 0.9)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(cr * 0.18)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/><path d="M${f1(cx)},${f1(cy)}L${f1(cx + cr * 0.95)},${f1(cy - cr * 0.3)}" stroke="${sh.ink}" stroke-width="${lw}"/>`
    out += label(cx, cy + cr + 24 * sc, `DEC-${i + 1}`, 15 * sc, sh.ink, {
      anchor: "middle",
      weight: "bold",
    })
    out += `<path d="M${f1(cx - cr)},${f1(cy - cr - 16 * sc)}H${f1(cx + cr)}" stroke="${sh.ink2}" stroke-width="${thin}"/><path d="M${f1(cx - cr)},${f1(cy - cr - 22 * sc)}v${f1(12 * sc)}M${f1(cx + cr)},${f1(cy - cr - 22 * sc)}v${f1(12 * sc)}" stroke="${sh.ink2}" stroke-width="${thin}"/>`
    out += label(
      cx,
      cy - cr - 22 * sc,
      `Ø ${r.pick(["18,00", "20,00", "24,00", "28,00"])}`,
      12 * sc,
      sh.ink2,
      { anchor: "middle" },
    )
  }
  // aeration tanks
  const nT = r.int(2, 4)
  const ty = y0 + h * 0.58
  const tw = (w * 0.5) / nT
  const th = h * 0.22
  for (let i = 0; i < nT; i++) {
    const tx = x0 + w * 0.1 + i * (tw + 10 * sc)
    out += `<rect x="${f1(tx)}" y="${f1(ty)}" width="${f1(tw)}" height="${f1(th)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/>`
    let dots = ""
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 3; b++)
        dots += `<circle cx="${f1(tx + tw * (0.2 + b * 0.3))}" cy="${f1(ty + th * (0.15 + a * 0.23))}" r="${f1(4 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/>`
    out +=
      dots +
      label(tx + tw / 2, ty + th + 22 * sc, `TA-${i + 1}`, 14 * sc, sh.ink, {
        anchor: "middle",
        weight: "bold",
      })
  }
  // UASB / building / sludge beds
  const bx = x0 + w * 0.66
  out += `<rect x="${f1(bx)}" y="${f1(ty)}" width="${f1(w * 0.12)}" height="${f1(th)}" fill="none" stroke="${sh.ink}" stroke-width="${lw}"/><path d="M${f1(bx)},${f1(ty)}L${f1(bx + w * 0.12)},${f1(ty + th)}M${f1(bx + w * 0.12)},${f1(ty)}L${f1(bx)},${f1(ty + th)}" stroke="${sh.ink}" stroke-width="${thin}"/>`
  out += label(
    bx + w * 0.06,
    ty + th + 22 * sc,
    r.pick(["UASB", "CASA QUÍM.", "ADM."]),
    14 * sc,
    sh.ink,
    { anchor: "middle", weight: "bold" },
  )
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${f1(bx + w * 0.15)}" y="${f1(ty + i * (th / 4))}" width="${f1(w * 0.1)}" height="${f1(th / 4 - 4 * sc)}" fill="none" stroke="${sh.ink}" stroke-width="${thin}"/>`
  }
  out += label(bx + w * 0.2, ty + th + 22 * sc, "LD", 14 * sc, sh.ink, {
    anchor: "middle",
    weight: "bold",
  })
  // connecting pipes with labels
  const px = x0 + w * 0.06
  out += `<path d="M${f1(px)},${f1(y0 + h * 0.12)}V${f1(ty + th * 0.5)}H${f1(x0 + w * 0.1)}" stroke="${sh.ink2}" stroke-width="${f1(4 * sc)}" fill="none"/>`
  out += label(px + 8 * sc, y0 + h * 0.16, r.pick(["DN 400", "DN 500", "DN 600"]), 13 * sc, sh.ink2)
  out += `<path d="M${f1(x0 + w * 0.1 + tw / 2)},${f1(ty)}V${f1(cy + cr)}" stroke="${sh.ink2}" stroke-width="${f1(3 * sc)}" fill="none"/>`
  out += label(
    x0 + w * 0.1 + tw / 2 + 8 * sc,
    (ty + cy + cr) / 2,
    r.pick(["DN 300", "DN 350"]),
    13 * sc,
    sh.ink2,
  )
  out += label(x0 + w * 0.5, y0 + h * 0.04, "ETE", 26 * sc, sh.ink, {
    anchor: "middle",
    weight: "bold",
  })
  return out
}
