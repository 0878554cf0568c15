/**
 * A small SVG document builder: body elements plus a <defs> list of gradients,
 * clips and blurs, each with a unique id within the picture.
 */
import { f1 } from "./geometry"

export class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private n = 0
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  id(prefix = "i"): string {
    return `${prefix}${this.n++}`
  }
  def(s: string): void {
    this.defs.push(s)
  }
  add(s: string): void {
    this.body.push(s)
  }
  /** Linear gradient; stops as [offset, colour, opacity?]. Returns the url(). */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id("g")
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
    this.def(
      `<linearGradient id="${id}" x1="${f1v(x1, user)}" y1="${f1v(y1, user)}" x2="${f1v(x2, user)}" y2="${f1v(y2, user)}"${units}>${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(
    stops: [number, string, number?][],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx?: number,
    fy?: number,
    user = false,
  ): string {
    const id = this.id("g")
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
    const foc =
      fx !== undefined && fy !== undefined ? ` fx="${f1v(fx, user)}" fy="${f1v(fy, user)}"` : ""
    this.def(
      `<radialGradient id="${id}" cx="${f1v(cx, user)}" cy="${f1v(cy, user)}" r="${f1v(r, user)}"${foc}${units}>${stopsXml(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  clip(d: string): string {
    const id = this.id("c")
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
    return `url(#${id})`
  }
  blur(sx: number, sy = sx): string {
    const id = this.id("b")
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f1(sx)} ${f1(sy)}"/></filter>`,
    )
    return `url(#${id})`
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    )
  }
}

function f1v(v: number, user: boolean): string {
  return user ? f1(v) : (Math.round(v * 1000) / 1000).toString()
}

function stopsXml(stops: [number, string, number?][]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
    )
    .join("")
}
