// Towers: the background skyline, the city's landmarks and the listing's own tower up close.
import { mix, r1 } from './svg.mjs'
import { W } from './outdoors.mjs'

/** Window patterns of the background towers: glass by day, scattered lights by night. */
export function windowPatterns(night) {
  const lit = night ? '#ffd98a' : '#dbeaf5'
  const dark = night ? '#1d2745' : '#7f9bb3'
  return `
    <pattern id="win-a" width="18" height="22" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="12" height="14" fill="${dark}"/></pattern>
    <pattern id="win-b" width="54" height="44" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="12" height="14" fill="${lit}"/><rect x="39" y="26" width="12" height="14" fill="${lit}"/><rect x="21" y="4" width="12" height="14" fill="${night ? dark : lit}" opacity="0.6"/></pattern>
    <pattern id="win-c" width="12" height="30" patternUnits="userSpaceOnUse"><rect x="0" y="0" width="2" height="30" fill="${night ? '#2a3458' : '#ffffff'}" opacity="0.5"/><rect x="0" y="28" width="12" height="2" fill="${night ? '#2a3458' : '#ffffff'}" opacity="0.35"/></pattern>`
}

/** One background tower: a body, a lit or glassy window pattern, and a crown. */
export function tower(rng, x, base, w, h, palette, style) {
  const top = base - h
  const body = rng.pick(palette)
  let crown = ''
  const kind = rng.int(0, 3)
  if (kind === 0)
    crown = `<polygon points="${r1(x)},${r1(top)} ${r1(x + w / 2)},${r1(top - w * 0.6)} ${r1(x + w)},${r1(top)}" fill="${body}"/>`
  else if (kind === 1)
    crown = `<rect x="${r1(x + w * 0.2)}" y="${r1(top - 18)}" width="${r1(w * 0.6)}" height="18" fill="${body}"/><rect x="${r1(x + w / 2 - 1.5)}" y="${r1(top - 60)}" width="3" height="42" fill="${body}"/>`
  else if (kind === 2)
    crown = `<path d="M${r1(x)} ${r1(top)} Q${r1(x + w / 2)} ${r1(top - w * 0.5)} ${r1(x + w)} ${r1(top)}Z" fill="${body}"/>`
  const pattern = style === 'glass' ? 'win-c' : rng() < 0.5 ? 'win-a' : 'win-b'
  return `<g>${crown}<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${body}"/><rect x="${r1(x + 6)}" y="${r1(top + 10)}" width="${r1(w - 12)}" height="${r1(h - 10)}" fill="url(#${pattern})"/><rect x="${r1(x)}" y="${r1(top)}" width="${r1(w * 0.18)}" height="${r1(h)}" fill="#000" opacity="0.12"/></g>`
}

/** A row of towers between x0 and x1 standing on `base`. */
export function skyline(
  rng,
  { x0 = -20, x1 = W + 20, base, minH, maxH, palette, glass = 0.4, gap = 8, minW = 60, maxW = 130 }
) {
  let out = ''
  for (let x = x0; x < x1;) {
    const w = rng.range(minW, maxW)
    const h = rng.range(minH, maxH)
    out += tower(rng, x, base, w, h, palette, rng() < glass ? 'glass' : 'grid')
    x += w + rng.range(-10, gap + 20)
  }
  return out
}

/** The tallest tower of the city, as a stepped needle. Needs the win-c pattern. */
export function needle(cx, base, h, color) {
  const steps = [
    [44, 0.0],
    [36, 0.22],
    [28, 0.42],
    [20, 0.6],
    [12, 0.76],
    [6, 0.88],
  ]
  const s = h / 700
  const parts = steps
    .map(([half, from], i) => {
      const to = steps[i + 1]?.[1] ?? 0.97
      return `<rect x="${r1(cx - half * s)}" y="${r1(base - h * to)}" width="${r1(half * 2 * s)}" height="${r1(h * (to - from))}" fill="${color}"/>`
    })
    .join('')
  return `${parts}<rect x="${r1(cx - 2)}" y="${r1(base - h)}" width="4" height="${r1(h * 0.05)}" fill="${color}"/><rect x="${r1(cx - 44 * s)}" y="${r1(base - h * 0.6)}" width="${r1(88 * s)}" height="${r1(h * 0.6)}" fill="url(#win-c)" opacity="0.6"/>`
}

/** The observation wheel on Bluewaters island, seen from the marina. */
export function wheel(cx, base, r, night) {
  const top = base - r - 20
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    return `<line x1="${cx}" y1="${r1(top)}" x2="${r1(cx + Math.cos(a) * r)}" y2="${r1(top + Math.sin(a) * r)}"/>`
  }).join('')
  return `<g stroke="${night ? '#c9d3ff' : '#ffffff'}" stroke-width="4" fill="none" opacity="0.9"><circle cx="${cx}" cy="${r1(top)}" r="${r}"/>${spokes}<line x1="${r1(cx - r * 0.4)}" y1="${base}" x2="${cx}" y2="${r1(top)}"/><line x1="${r1(cx + r * 0.4)}" y1="${base}" x2="${cx}" y2="${r1(top)}"/></g>`
}

const BODIES = [
  '#f4f1ea',
  '#e9e4da',
  '#dfe3e8',
  '#d8cbb5',
  '#c9ccd1',
  '#efe6d6',
  '#b9a58a',
  '#e2d6c3',
]
const GLASSES = [
  ['#2e4a66', '#7fa6c8'],
  ['#24545a', '#7fb8b5'],
  ['#4a4038', '#b39b7d'],
  ['#3a4452', '#a9b6c4'],
  ['#1f3550', '#5d8fbf'],
]

/** The look of one development's tower, drawn from its own seed so every view of it agrees. */
export function towerDesign(rng) {
  return {
    style: rng.pick(['glass', 'balcony', 'grid', 'fins', 'twist', 'balcony']),
    crown: rng.pick(['flat', 'spire', 'stepped', 'slant', 'frame']),
    body: rng.pick(BODIES),
    glass: rng.pick(GLASSES),
    cols: rng.int(6, 12),
    floorH: rng.range(17, 25),
    depth: rng.range(0.12, 0.3),
    round: rng() < 0.4,
    podium: rng.int(2, 4),
  }
}

/** The listing's own tower: facade, side face, crown and podium, lit for the time of day. */
export function heroTower(rng, design, { x, base, w, h, light, id = 'hero' }) {
  const { style, body: bodyColor, cols, floorH, podium } = design
  const body = light.lit(bodyColor)
  const side = mix(body, '#000000', 0.28)
  const top = base - h
  const d = w * design.depth
  const floors = Math.floor(h / floorH)
  const glassA = light.night ? '#1c2746' : light.lit(design.glass[0])
  const glassB = light.night ? '#2c3a63' : mix(light.lit(design.glass[1]), light.glass[1], 0.35)
  const litColor = '#ffd98a'
  const defs = `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glassB}"/><stop offset="0.55" stop-color="${glassA}"/><stop offset="1" stop-color="${glassB}"/></linearGradient>`
  const cw = w / cols
  const lights = (x0, width) => {
    if (!light.night) return ''
    let out = ''
    for (let f = podium; f < floors; f++)
      for (let c = 0; c < cols; c++)
        if (rng() < 0.42)
          out += `<rect x="${r1(x0 + c * (width / cols) + 2)}" y="${r1(base - (f + 1) * floorH + 2)}" width="${r1(width / cols - 4)}" height="${r1(floorH * 0.62)}" fill="${litColor}" opacity="${r1(rng.range(0.55, 0.95))}"/>`
    return out
  }
  let face = ''
  if (style === 'twist') {
    // Each floor plate turns a little against the one below, like the marina's twisting towers
    for (let f = 0; f < floors; f++) {
      const dx = Math.sin((f / floors) * Math.PI * 1.2) * w * 0.16
      const y = base - (f + 1) * floorH
      face += `<rect x="${r1(x + dx)}" y="${r1(y)}" width="${r1(w)}" height="${r1(floorH * 0.72)}" fill="${light.night && rng() < 0.4 ? litColor : `url(#${id}-glass)`}"/><rect x="${r1(x + dx - 3)}" y="${r1(y + floorH * 0.72)}" width="${r1(w + 6)}" height="${r1(floorH * 0.28)}" fill="${body}"/>`
    }
    return { defs, body: `<g>${face}</g>` }
  }
  const sideFace = `<polygon points="${r1(x + w)},${r1(top)} ${r1(x + w + d)},${r1(top + d * 0.22)} ${r1(x + w + d)},${r1(base)} ${r1(x + w)},${r1(base)}" fill="${side}"/>`
  const rx = design.round ? r1(Math.min(w * 0.08, 18)) : 0
  if (style === 'glass' || style === 'fins') {
    face += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="url(#${id}-glass)"/>${lights(x, w)}`
    for (let c = 1; c < cols; c++)
      face += `<rect x="${r1(x + c * cw - (style === 'fins' ? 3 : 1))}" y="${r1(top)}" width="${style === 'fins' ? 6 : 2}" height="${r1(h)}" fill="${style === 'fins' ? body : '#ffffff'}" opacity="${style === 'fins' ? 1 : 0.35}"/>`
    for (let f = 1; f < floors; f++)
      face += `<rect x="${r1(x)}" y="${r1(base - f * floorH)}" width="${r1(w)}" height="1.5" fill="#ffffff" opacity="0.22"/>`
  } else if (style === 'balcony') {
    face += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="url(#${id}-glass)"/>${lights(x, w)}`
    for (let f = 1; f <= floors; f++) {
      const y = base - f * floorH
      face += `<rect x="${r1(x - 5)}" y="${r1(y)}" width="${r1(w + 10)}" height="${r1(floorH * 0.2)}" rx="${rx ? 4 : 0}" fill="${body}"/><rect x="${r1(x - 5)}" y="${r1(y - floorH * 0.3)}" width="${r1(w + 10)}" height="${r1(floorH * 0.3)}" fill="#ffffff" opacity="0.18"/>`
    }
    face += `<rect x="${r1(x + w * 0.46)}" y="${r1(top)}" width="${r1(w * 0.08)}" height="${r1(h)}" fill="${body}"/>`
  } else {
    face += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${body}"/>`
    for (let f = podium; f < floors; f++)
      for (let c = 0; c < cols; c++) {
        const on = light.night && rng() < 0.45
        face += `<rect x="${r1(x + c * cw + cw * 0.18)}" y="${r1(base - (f + 1) * floorH + floorH * 0.2)}" width="${r1(cw * 0.64)}" height="${r1(floorH * 0.6)}" fill="${on ? litColor : `url(#${id}-glass)`}"/>`
      }
  }
  const crown = crownOf(design.crown, { x, top, w, h, floorH, body, id })
  const lobby = `<rect x="${r1(x - 6)}" y="${r1(base - podium * floorH)}" width="${r1(w + 12)}" height="${r1(podium * floorH)}" fill="${light.night ? '#ffcf7a' : light.lit('#3b4c5e')}" opacity="0.9"/><rect x="${r1(x - 14)}" y="${r1(base - podium * floorH - 6)}" width="${r1(w + 28)}" height="8" fill="${body}"/>`
  const shade = `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w * 0.12)}" height="${r1(h)}" fill="#000" opacity="0.1"/>`
  return { defs, body: `<g>${crown}${sideFace}${face}${shade}${lobby}</g>` }
}

function crownOf(kind, { x, top, w, h, floorH, body, id }) {
  if (kind === 'spire')
    return `<rect x="${r1(x + w * 0.15)}" y="${r1(top - floorH * 2)}" width="${r1(w * 0.7)}" height="${r1(floorH * 2)}" fill="${body}"/><polygon points="${r1(x + w / 2 - 4)},${r1(top - floorH * 2)} ${r1(x + w / 2)},${r1(top - h * 0.16)} ${r1(x + w / 2 + 4)},${r1(top - floorH * 2)}" fill="${body}"/>`
  if (kind === 'stepped')
    return `<rect x="${r1(x + w * 0.12)}" y="${r1(top - floorH * 3)}" width="${r1(w * 0.76)}" height="${r1(floorH * 3)}" fill="url(#${id}-glass)"/><rect x="${r1(x + w * 0.28)}" y="${r1(top - floorH * 5.5)}" width="${r1(w * 0.44)}" height="${r1(floorH * 2.5)}" fill="${body}"/>`
  if (kind === 'slant')
    return `<polygon points="${r1(x)},${r1(top)} ${r1(x + w)},${r1(top - w * 0.45)} ${r1(x + w)},${r1(top)}" fill="url(#${id}-glass)"/><polyline points="${r1(x)},${r1(top)} ${r1(x + w)},${r1(top - w * 0.45)}" stroke="${body}" stroke-width="6" fill="none"/>`
  if (kind === 'frame')
    return `<rect x="${r1(x + 6)}" y="${r1(top - floorH * 4)}" width="${r1(w - 12)}" height="${r1(floorH * 4)}" fill="none" stroke="${body}" stroke-width="${r1(Math.max(6, w * 0.06))}"/>`
  return `<rect x="${r1(x - 8)}" y="${r1(top - 10)}" width="${r1(w + 16)}" height="12" fill="${body}"/><rect x="${r1(x + w * 0.3)}" y="${r1(top - floorH * 1.5)}" width="${r1(w * 0.4)}" height="${r1(floorH * 1.5)}" fill="${body}"/>`
}
