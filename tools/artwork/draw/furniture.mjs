// Furniture for the interiors, each piece drawn from its position and colours.
import { mix, r1 } from './svg.mjs'

const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${extra}/>`

/** A sofa whose seat front is at (x, y); `chaise` adds a lounge end on the right. */
export function sofa(
  x,
  y,
  c,
  { w = 520, cushions = ['#e9d8b4', '#d98e6a'], legs = '#3b2d22', chaise = false } = {}
) {
  const dark = mix(c, '#000000', 0.12)
  let out = `${rect(x, y - 90, w, 110, dark, 30)}${rect(x, y, w, 150, c, 24)}${rect(x - 30, y - 40, 60, 190, c, 20)}${rect(x + w - 30, y - 40, 60, 190, c, 20)}`
  for (let i = 1; i < 3; i++) out += rect(x + (w * i) / 3 - 1, y + 8, 2, 60, dark)
  out += `${rect(x + 40, y - 60, 120, 80, cushions[0], 18)}${rect(x + w - 160, y - 60, 120, 80, cushions[1], 18)}${rect(x + 10, y + 150, 14, 30, legs)}${rect(x + w - 24, y + 150, 14, 30, legs)}`
  if (chaise)
    out += `${rect(x + w - 200, y + 60, 230, 120, c, 20)}${rect(x + w - 190, y + 180, 12, 22, legs)}`
  return out
}

export const armchair = (x, y, c, legs = '#3b2d22') =>
  `${rect(x, y - 120, 180, 130, mix(c, '#000000', 0.1), 40)}${rect(x - 20, y - 30, 220, 110, c, 30)}${rect(x + 10, y + 80, 10, 40, legs)}${rect(x + 180, y + 80, 10, 40, legs)}`

export function coffeeTable(x, y, { round = false, top = '#5b4636', legs = '#3b2d22' } = {}) {
  if (round)
    return `<ellipse cx="${x + 180}" cy="${y + 10}" rx="170" ry="26" fill="${top}"/><ellipse cx="${x + 180}" cy="${y + 4}" rx="150" ry="14" fill="#ffffff" opacity="0.18"/>${rect(x + 170, y + 30, 20, 56, legs)}<ellipse cx="${x + 180}" cy="${y + 88}" rx="60" ry="8" fill="${legs}"/>`
  return `${rect(x, y, 360, 24, top, 10)}${rect(x + 20, y + 24, 14, 60, legs)}${rect(x + 326, y + 24, 14, 60, legs)}<circle cx="${x + 120}" cy="${y - 10}" r="16" fill="#f2f2f2"/>${rect(x + 220, y - 14, 70, 14, '#c9a227', 3)}`
}

export const rug = (cx, cy, rx, ry, c, square = false) =>
  square
    ? `<polygon points="${cx - rx * 0.8},${cy - ry} ${cx + rx * 0.8},${cy - ry} ${cx + rx},${cy + ry} ${cx - rx},${cy + ry}" fill="${c}"/>`
    : `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c}"/>`

/** A framed picture: an abstract of a sun and a block, an arch, lines, or a desert horizon. */
export function art(x, y, w, h, kind, colours) {
  const [a, b] = colours
  const frame = `${rect(x, y, w, h, '#ffffff', 0, ' stroke="#2f2f2f" stroke-width="8"')}`
  if (kind === 'arch')
    return `${frame}<path d="M${x + w * 0.3} ${y + h * 0.85} V${y + h * 0.45} A${w * 0.2} ${w * 0.2} 0 0 1 ${x + w * 0.7} ${y + h * 0.45} V${y + h * 0.85}Z" fill="${a}"/>${rect(x + w * 0.15, y + h * 0.85, w * 0.7, 6, b)}`
  if (kind === 'lines')
    return `${frame}${[0, 1, 2, 3, 4].map((i) => `<path d="M${x + 20} ${y + h * (0.25 + i * 0.12)} Q${x + w / 2} ${y + h * (0.1 + i * 0.12)} ${x + w - 20} ${y + h * (0.3 + i * 0.12)}" stroke="${i % 2 ? a : b}" stroke-width="6" fill="none"/>`).join('')}`
  if (kind === 'dunes')
    return `${frame}${rect(x + 8, y + 8, w - 16, h - 16, '#f6e3c6')}<path d="M${x + 8} ${y + h * 0.7} Q${x + w * 0.35} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.65} T${x + w - 8} ${y + h * 0.6} V${y + h - 8} H${x + 8}Z" fill="${a}"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.32}" r="${Math.min(w, h) * 0.1}" fill="${b}"/>`
  return `${frame}<circle cx="${x + w * 0.35}" cy="${y + h * 0.45}" r="${Math.min(w, h) * 0.22}" fill="${a}"/>${rect(x + w * 0.45, y + h * 0.3, w * 0.35, h * 0.45, b)}`
}

export const floorLamp = (x, y, h = 360, shade = '#f6e7c8') =>
  `${rect(x - 3, y - h, 6, h, '#3b3b3b')}<path d="M${x - 60} ${y - h} L${x + 60} ${y - h} L${x + 40} ${y - h - 80} L${x - 40} ${y - h - 80}Z" fill="${shade}"/><ellipse cx="${x}" cy="${y}" rx="50" ry="10" fill="#3b3b3b"/>`

export const arcLamp = (x, y, c = '#c9a227') =>
  `<path d="M${x} ${y} V${y - 300} Q${x} ${y - 480} ${x - 260} ${y - 440}" stroke="${c}" stroke-width="8" fill="none"/><path d="M${x - 320} ${y - 400} Q${x - 260} ${y - 480} ${x - 200} ${y - 400}Z" fill="${c}"/><ellipse cx="${x}" cy="${y}" rx="60" ry="12" fill="#e9e5df"/>`

export const tableLamp = (x, y, shade = '#f6e7c8') =>
  `${rect(x - 3, y - 100, 6, 100, '#3b3b3b')}<path d="M${x - 50} ${y - 100} L${x + 50} ${y - 100} L${x + 34} ${y - 170} L${x - 34} ${y - 170}Z" fill="${shade}"/><ellipse cx="${x}" cy="${y}" rx="30" ry="8" fill="#3b3b3b"/>`

export function pendant(x, y, style, c = '#c9a227') {
  const cord = rect(x - 1, 0, 2, y, '#333333')
  if (style === 'globe')
    return `${cord}<circle cx="${x}" cy="${y + 30}" r="34" fill="#fbf6ea"/><circle cx="${x - 10}" cy="${y + 20}" r="10" fill="#ffffff" opacity="0.7"/>`
  if (style === 'dome')
    return `${cord}<path d="M${x - 60} ${y + 50} Q${x - 60} ${y} ${x} ${y} Q${x + 60} ${y} ${x + 60} ${y + 50}Z" fill="${c}"/>`
  return `${cord}<path d="M${x - 40} ${y + 40} Q${x} ${y - 30} ${x + 40} ${y + 40}Z" fill="${c}"/>`
}

/** Warm light pooling round a lamp after dark. Needs the `glow` radial gradient. */
export const glow = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)"/>`

export function plant(x, y, { pot = '#d7cbb8', leaf = '#2f6a40', tall = 1 } = {}) {
  const leaves = [-50, -20, 10, 40]
    .map(
      (dx, i) =>
        `<ellipse cx="${x + dx}" cy="${r1(y - (150 + (i % 2) * 40) * tall)}" rx="30" ry="${r1(70 * tall)}" fill="${i % 2 ? mix(leaf, '#ffffff', 0.15) : leaf}" transform="rotate(${dx / 2} ${x + dx} ${r1(y - 150 * tall)})"/>`
    )
    .join('')
  return `${leaves}${rect(x - 40, y - 90, 80, 90, pot, 10)}`
}

/** A bed seen from its foot: headboard style, linen and a throw. */
export function bed(
  x,
  y,
  w,
  {
    headboard = 'panel',
    frame = '#6b5646',
    linen = '#f4efe7',
    throwC = '#9db4c0',
    pillows = '#ffffff',
  } = {}
) {
  let head = rect(x + 80, y - 180, w - 160, 300, frame, 16)
  if (headboard === 'channel')
    head = `${rect(x + 60, y - 230, w - 120, 350, frame, 40)}${Array.from({ length: 9 }, (_, i) => rect(x + 60 + ((w - 120) * (i + 1)) / 10 - 2, y - 220, 4, 330, mix(frame, '#000000', 0.15))).join('')}`
  else if (headboard === 'slats')
    head = Array.from({ length: 14 }, (_, i) =>
      rect(x + 40 + i * ((w - 80) / 14), y - 260, (w - 80) / 14 - 8, 380, frame)
    ).join('')
  return `${head}${rect(x, y, w, 180, linen, 20)}${rect(x, y + 60, w, 120, throwC, 20)}${rect(x + 80, y - 80, 240, 100, pillows, 30)}${rect(x + w - 320, y - 80, 240, 100, pillows, 30)}`
}

export const nightstand = (x, y, wood) =>
  `${rect(x, y, 150, 140, wood, 10)}${rect(x + 10, y + 60, 130, 3, mix(wood, '#000000', 0.2))}`

export const sideboard = (x, y, w, wood) =>
  `${rect(x, y, w, 110, wood, 6)}${Array.from({ length: 3 }, (_, i) => rect(x + ((i + 1) * w) / 4 - 1, y + 8, 2, 94, mix(wood, '#000000', 0.2))).join('')}${rect(x + 12, y + 110, 10, 24, '#2f2f2f')}${rect(x + w - 22, y + 110, 10, 24, '#2f2f2f')}`
