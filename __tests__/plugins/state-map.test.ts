/** @jest-environment node */
import { gzipSync } from "node:zlib"
import { compactPath, labelPoint, parseRings } from "../../plugins/gatsby-plugin-state-map/geometry"
import { stateMapSvg, stateOutlines } from "../../plugins/gatsby-plugin-state-map/svg"

const COLOURS = { active: "#0b4f7c", idle: "#d5dee7", border: "#ffffff" }

describe("state outline geometry", () => {
  it("reads relative moves, implicit lines and closed rings", () => {
    // A 10×10 square, then a second ring starting 20 to the right of the first one's start.
    const rings = parseRings("m 0,0 10,0 0,10 -10,0 z m 20,0 5,0 0,5 z")
    expect(rings).toEqual([
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
      [
        [20, 0],
        [25, 0],
        [25, 5],
      ],
    ])
  })

  it("rewrites rings with rounded coordinates that do not drift", () => {
    const rings = [
      [
        [0.04, 0.04],
        [0.08, 0.08],
        [100.06, 0.02],
      ],
    ] as [number, number][][]
    const again = parseRings(compactPath(rings, 1))
    expect(again[0].map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10])).toEqual([
      [0, 0],
      [0.1, 0.1],
      [100.1, 0],
    ])
  })

  it("labels the largest ring at its centroid", () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as [number, number][]
    const islet = [
      [50, 50],
      [51, 50],
      [51, 51],
    ] as [number, number][]
    const [x, y] = labelPoint([islet, square])
    expect(x).toBeCloseTo(5)
    expect(y).toBeCloseTo(5)
  })
})

describe("the map file", () => {
  it("has the 27 federative units, each label inside the map", () => {
    const outlines = stateOutlines()
    expect(outlines).toHaveLength(27)
    for (const { labelX, labelY } of outlines) {
      expect(labelX).toBeGreaterThan(0)
      expect(labelX).toBeLessThan(100)
      expect(labelY).toBeGreaterThan(0)
      expect(labelY).toBeLessThan(100)
    }
    const mg = outlines.find((outline) => outline.uf === "MG")!
    // Minas Gerais lies in the south-east of the country.
    expect(mg.labelX).toBeGreaterThan(60)
    expect(mg.labelY).toBeGreaterThan(50)
  })

  it("fills the states with projects and stays far under 25 KB gzip", () => {
    const svg = stateMapSvg(new Set(["MG", "BA"]), COLOURS)
    expect(svg.match(/<path /g)).toHaveLength(27)
    expect(svg).toContain('<path id="mg" fill="#0b4f7c"')
    expect(svg).toContain('<path id="ba" fill="#0b4f7c"')
    expect(svg).toContain('<path id="sp" fill="#d5dee7"')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 613 639"/)
    expect(svg).not.toMatch(/<script|<text|href=/)
    expect(gzipSync(svg).length).toBeLessThan(25 * 1024)
  })
})
