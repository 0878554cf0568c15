/** @jest-environment node */
import {
  colorOf,
  contrast,
  MIN_TEXT_CONTRAST,
  paletteCss,
  passingColor,
  resolvePalette,
  TEXT_PAIRS,
} from "../../../plugins/site-identity/palette"
import { checkContrast } from "../../../plugins/content-model/content-check/identity"

const DEMO = {
  primary: "#0b4f7c",
  primaryDark: "#083a5c",
  primaryLight: "#e6f0f7",
  accent: "#0f8a8a",
  accentDark: "#0b6b6b",
  accentLight: "#e3f4f3",
}

test("the colours a firm chose are kept as they are", () => {
  expect(resolvePalette({ ...DEMO, primary: "#0B4F7C" })).toEqual(DEMO)
})

test("a shade left empty is mixed from its base colour", () => {
  const palette = resolvePalette({ primary: "#0b4f7c", accent: "#0f8a8a" })
  expect(palette.primaryDark).toBe("#083a5c")
  expect(contrast(palette.primaryLight, "#ffffff")).toBeLessThan(1.2)
  expect(contrast(palette.accentDark, "#ffffff")).toBeGreaterThan(contrast(DEMO.accent, "#ffffff"))
})

test("the demo's colours give every pair of text and background 4.5:1", () => {
  const palette = resolvePalette(DEMO)
  for (const pair of TEXT_PAIRS) {
    const ratio = contrast(colorOf(palette, pair.text), colorOf(palette, pair.background))
    expect([pair.text, pair.background, ratio >= MIN_TEXT_CONTRAST]).toEqual([
      pair.text,
      pair.background,
      true,
    ])
  }
  expect(checkContrast(DEMO, "content/identidade/identidade.json")).toEqual([])
})

test("the suggested colour passes every pair it is part of, and stays close", () => {
  const palette = resolvePalette({ primary: "#3a9ad9", accent: "#0f8a8a" })
  const suggestion = passingColor(palette, "primary")
  expect(suggestion).toBe("#2071a6")
  const fixed = { ...palette, primary: suggestion! }
  for (const pair of TEXT_PAIRS.filter((p) => p.text === "primary" || p.background === "primary"))
    expect(
      contrast(colorOf(fixed, pair.text), colorOf(fixed, pair.background)),
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
})

test("a light primary colour fails the pairs where it sits under white text", () => {
  const findings = checkContrast({ primary: "#3a9ad9", accent: "#0f8a8a" }, "identidade.json")
  expect(findings.length).toBeGreaterThan(0)
  expect(findings.every((finding) => finding.severity === "error")).toBe(true)
  expect(findings.map((finding) => finding.field)).toContain("colors.primary")
  expect(findings[0].message).toMatch(/tem contraste de \d,\d\d:1, abaixo de 4,5:1/)
})

test("the palette becomes the CSS custom properties the theme names", () => {
  expect(paletteCss(resolvePalette(DEMO))).toBe(
    ":root{--primary:#0b4f7c;--primary-dark:#083a5c;--primary-light:#e6f0f7;" +
      "--accent:#0f8a8a;--accent-dark:#0b6b6b;--accent-light:#e3f4f3}",
  )
})
