import { dropMark, FONT } from "./mark"

/** 1200×630 social image: water/engineering illustration, logo and tagline. */
export function ogSvg(): string {
  const W = 1200
  const H = 630
  let waves = ""
  const layers = [
    { y: 430, a: 18, f: 2.2, c: "#1a75ad", o: 0.55 },
    { y: 470, a: 22, f: 1.6, c: "#138f9c", o: 0.6 },
    { y: 515, a: 16, f: 2.8, c: "#0f6f93", o: 0.75 },
    { y: 560, a: 20, f: 1.9, c: "#0a4a72", o: 0.9 },
  ]
  for (const [i, l] of layers.entries()) {
    let d = `M0,${H}`
    for (let x = 0; x <= W; x += 10) {
      const y =
        l.y +
        Math.sin((x / W) * Math.PI * 2 * l.f + i * 1.7) * l.a +
        Math.sin((x / W) * Math.PI * 2 * l.f * 2.3 + i) * l.a * 0.35
      d += `L${x},${y.toFixed(1)}`
    }
    d += `L${W},${H}Z`
    waves += `<path d="${d}" fill="${l.c}" fill-opacity="${l.o}"/>`
  }
  // pipe network sketch on the right (blueprint style)
  const nodes: [number, number][] = [
    [760, 70],
    [900, 52],
    [1060, 95],
    [790, 170],
    [950, 158],
    [1125, 178],
    [830, 262],
    [990, 252],
  ]
  const edges: [number, number][] = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 4],
    [2, 5],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 7],
    [6, 7],
  ]
  const ink = "#cfe9ff"
  let net = edges
    .map(
      ([a, b]) =>
        `<path d="M${nodes[a][0]},${nodes[a][1]}L${nodes[b][0]},${nodes[b][1]}" stroke="${ink}" stroke-opacity="0.45" stroke-width="3"/>`,
    )
    .join("")
  net += `<path d="M990,252H1040" stroke="${ink}" stroke-opacity="0.45" stroke-width="3"/>`
  net += nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="#0d5c8e" stroke="${ink}" stroke-opacity="0.7" stroke-width="2.5"/>`,
    )
    .join("")
  net += `<circle cx="1060" cy="95" r="26" fill="#0e6294" stroke="${ink}" stroke-opacity="0.6" stroke-width="3"/>`
  net += `<text x="1060" y="102" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="20" fill="${ink}" fill-opacity="0.8">R1</text>`
  net += `<text x="808" y="50" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="${ink}" fill-opacity="0.6" transform="rotate(-7 808 50)">DN 300</text>`
  net += `<rect x="1040" y="228" width="100" height="48" fill="#0e6a95" stroke="${ink}" stroke-opacity="0.55" stroke-width="3"/>`
  net += `<text x="1090" y="259" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="20" fill="${ink}" fill-opacity="0.75">ETE</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f7c"/><stop offset="0.6" stop-color="#0e6697"/><stop offset="1" stop-color="#13908f"/></linearGradient>` +
    `<pattern id="grid" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30,0V30H0" fill="none" stroke="#ffffff" stroke-opacity="0.07"/></pattern>` +
    `<filter id="noise" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0.5 0 0 0 -0.2"/></filter>` +
    `<radialGradient id="glow" cx="0.25" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#grid)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>` +
    net +
    waves +
    `<rect width="${W}" height="${H}" filter="url(#noise)" opacity="0.35"/>` +
    // logo (white) and tagline
    `<g transform="translate(80 150) scale(1.05)">${dropMark("o", { onBlue: true })}</g>` +
    `<text x="205" y="225" font-family="${FONT}" font-weight="bold" font-size="92" letter-spacing="-2" fill="#ffffff">Hidro<tspan fill="#7fe0d6">Vale</tspan></text>` +
    `<text x="210" y="270" font-family="${FONT}" font-weight="bold" font-size="28" letter-spacing="13" fill="#ffffff" fill-opacity="0.85">ENGENHARIA</text>` +
    `<text x="82" y="360" font-family="${FONT}" font-weight="bold" font-size="40" fill="#ffffff">Engenharia hidráulica e sanitária desde 2011</text>` +
    `<text x="84" y="402" font-family="${FONT}" font-size="24" fill="#e3f3ff" fill-opacity="0.9">Água · Esgoto · Drenagem · Terraplanagem — Belo Horizonte, MG</text>` +
    `</svg>`
  )
}
