// Small helpers for the generated artwork: a seeded random generator and SVG snippets.

/** A deterministic random generator (mulberry32) seeded from a string, so a scene never changes. */
export function random(seed) {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (min, max) => min + next() * (max - min)
  next.int = (min, max) => Math.floor(next.range(min, max + 1))
  next.pick = (list) => list[Math.floor(next() * list.length)]
  return next
}

export const r1 = (n) => Math.round(n * 10) / 10

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`
    )
    .join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`
    )
    .join('')
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`
}

export function svg(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

export const SKIES = {
  day: [
    ['0', '#3d8fd6'],
    ['0.6', '#8fc3ea'],
    ['1', '#e4f2fb'],
  ],
  morning: [
    ['0', '#6ea8dc'],
    ['0.55', '#b9d8ef'],
    ['1', '#fbe3c4'],
  ],
  dusk: [
    ['0', '#1f2452'],
    ['0.45', '#6b4d83'],
    ['0.75', '#d9777a'],
    ['1', '#f7b275'],
  ],
  night: [
    ['0', '#060b1f'],
    ['0.6', '#17224a'],
    ['1', '#2f3b6e'],
  ],
}

/** A palm tree whose trunk starts at (x, y) and is h tall. */
export function palm(x, y, h, lean = 0.15, color = '#1f5b3a') {
  const topX = x + h * lean
  const topY = y - h
  const trunk = `<path d="M${x} ${y} Q${x + h * lean * 0.2} ${y - h * 0.55} ${topX} ${topY}" stroke="#6b4b2e" stroke-width="${r1(h * 0.05)}" fill="none" stroke-linecap="round"/>`
  const fronds = [-160, -130, -100, -70, -40, -10, 20, 200]
    .map((angle, i) => {
      const a = (angle * Math.PI) / 180
      const len = h * (0.42 + (i % 3) * 0.05)
      const ex = topX + Math.cos(a) * len
      const ey = topY + Math.sin(a) * len * 0.55 + len * 0.25
      const cx = topX + Math.cos(a) * len * 0.5
      const cy = topY + Math.sin(a) * len * 0.5 - len * 0.18
      return `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)} Q${r1(cx + 4)} ${r1(cy + h * 0.06)} ${r1(topX)} ${r1(topY)}Z" fill="${color}"/>`
    })
    .join('')
  return trunk + fronds
}

/** Late afternoon: warm light low over the city. */
SKIES.golden = [
  ['0', '#5a86c2'],
  ['0.55', '#e9c08f'],
  ['1', '#fbe0b0'],
]

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const [x, y] = [hex(a), hex(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0')
    )
    .join('')}`
}

/** The whole picture mirrored left to right: one more camera position for free. */
export const flipped = (width, body) =>
  `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>`

/** A rounded broadleaf tree (ghaf, olive, shade tree) whose trunk stands at (x, y). */
export function roundTree(x, y, r, color = '#3f7a4f') {
  const dark = mix(color, '#000000', 0.25)
  return `<rect x="${r1(x - r * 0.08)}" y="${r1(y - r * 1.3)}" width="${r1(r * 0.16)}" height="${r1(r * 1.3)}" fill="#6b4b2e"/><circle cx="${r1(x - r * 0.45)}" cy="${r1(y - r * 1.45)}" r="${r1(r * 0.62)}" fill="${dark}"/><circle cx="${r1(x + r * 0.4)}" cy="${r1(y - r * 1.5)}" r="${r1(r * 0.66)}" fill="${dark}"/><circle cx="${r1(x)}" cy="${r1(y - r * 1.85)}" r="${r1(r * 0.75)}" fill="${color}"/><circle cx="${r1(x - r * 0.2)}" cy="${r1(y - r * 2.05)}" r="${r1(r * 0.35)}" fill="${mix(color, '#ffffff', 0.18)}"/>`
}

/** A clipped hedge or low shrub between x0 and x1 resting on y. */
export function hedge(x0, x1, y, h, color = '#4f8a3b') {
  return `<rect x="${r1(x0)}" y="${r1(y - h)}" width="${r1(x1 - x0)}" height="${r1(h)}" rx="${r1(h * 0.45)}" fill="${color}"/><rect x="${r1(x0 + 4)}" y="${r1(y - h + 3)}" width="${r1(x1 - x0 - 8)}" height="${r1(h * 0.3)}" rx="${r1(h * 0.15)}" fill="#ffffff" opacity="0.12"/>`
}
