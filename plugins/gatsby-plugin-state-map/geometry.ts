/**
 * Geometry of the state outlines of @svg-maps/brazil, whose paths use only relative moveto (with
 * implicit relative lineto) and closepath: parsed to absolute rings, rewritten with fewer decimals
 * (which is most of the file's weight) and given a point to pin a label on.
 */
export type Point = [number, number]

/** The closed rings of a path, in absolute coordinates. */
export function parseRings(path: string): Point[][] {
  const tokens = path.match(/[mz]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []
  const rings: Point[][] = []
  let ring: Point[] = []
  let current: Point = [0, 0]
  let start: Point = [0, 0]
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i]
    if (token === "z" || token === "Z") {
      if (ring.length) rings.push(ring)
      ring = []
      current = start
      i += 1
    } else if (token === "m") {
      i += 1
      let first = true
      while (i + 1 < tokens.length && !/[mz]/i.test(tokens[i])) {
        current = [current[0] + Number(tokens[i]), current[1] + Number(tokens[i + 1])]
        if (first) {
          if (ring.length) rings.push(ring)
          ring = []
          start = current
          first = false
        }
        ring.push(current)
        i += 2
      }
    } else {
      throw new Error(`Unexpected path command "${token}"`)
    }
  }
  if (ring.length) rings.push(ring)
  return rings
}

/** The rings as a compact relative path, coordinates rounded to `decimals` without drift. */
export function compactPath(rings: Point[][], decimals = 1): string {
  const factor = 10 ** decimals
  const round = (value: number) => Math.round(value * factor)
  const show = (steps: number) => String(steps / factor)
  let previous: [number, number] = [0, 0]
  return rings
    .map((ring) => {
      const parts: string[] = []
      for (const [x, y] of ring) {
        const point: [number, number] = [round(x), round(y)]
        const dx = point[0] - previous[0]
        const dy = point[1] - previous[1]
        if (parts.length && dx === 0 && dy === 0) continue
        parts.push(`${show(dx)} ${show(dy)}`)
        previous = point
      }
      // After "z" the pen is back at the ring's first point.
      previous = [round(ring[0][0]), round(ring[0][1])]
      return `m${parts.join(" ")}z`
    })
    .join("")
    .replace(/ -/g, "-")
}

/** Signed area (shoelace) and centroid of one ring. */
function ringCentroid(ring: Point[]): { area: number; point: Point } {
  let area = 0
  let cx = 0
  let cy = 0
  ring.forEach(([x0, y0], index) => {
    const [x1, y1] = ring[(index + 1) % ring.length]
    const cross = x0 * y1 - x1 * y0
    area += cross
    cx += (x0 + x1) * cross
    cy += (y0 + y1) * cross
  })
  area /= 2
  return { area, point: [cx / (6 * area), cy / (6 * area)] }
}

/** Where a state's label goes: the centroid of its largest ring (islands do not pull it). */
export function labelPoint(rings: Point[][]): Point {
  const largest = rings
    .map(ringCentroid)
    .reduce((best, next) => (Math.abs(next.area) > Math.abs(best.area) ? next : best))
  return largest.point
}
