// Homes on their own land: villas in several architectural styles, rows of townhouses.
import { hedge, linear, mix, palm, r1, roundTree } from './svg.mjs'
import { H, lightOf, picture, sky, skyBody, sunGlow, W } from './outdoors.mjs'
import { needle, skyline, windowPatterns } from './towers.mjs'

const WALLS = ['#f3efe8', '#efe7da', '#f6f3ee', '#e9e2d6', '#f1e6d2', '#ebe6df']
const CLADDING = ['#d9c6a5', '#b08a64', '#8a6a52', '#c9c2b6', '#5b4a3e']

/** One villa's architecture, from its own seed. */
export function villaDesign(rng, styles) {
  return {
    style: rng.pick(styles),
    wall: rng.pick(WALLS),
    cladding: rng.pick(CLADDING),
    roof: rng.pick(['#b5653f', '#a65a3a', '#c0794f']),
    door: rng.pick(['#5b4636', '#2f3e46', '#6b3a2a']),
  }
}

const box = (x, y, w, h, fill, opacity = 1) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`
const glazing = (x, y, w, h, bars) =>
  `${box(x, y, w, h, 'url(#glass)')}${Array.from({ length: bars - 1 }, (_, i) => box(x + ((i + 1) * w) / bars - 2, y, 4, h, '#ffffff', 0.55)).join('')}`
const arch = (x, y, w, h, fill) =>
  `<path d="M${r1(x)} ${r1(y + h)} V${r1(y + w / 2)} A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w)} ${r1(y + w / 2)} V${r1(y + h)}Z" fill="${fill}"/>`

/** The house itself in local units: ground at y = 0, centred on x = 0, about 900 wide. */
function house(d, lit) {
  const wall = lit(d.wall)
  const trim = mix(wall, '#000000', 0.1)
  const clad = lit(d.cladding)
  if (d.style === 'cantilever')
    return `${box(-400, -260, 600, 260, wall)}${glazing(-360, -220, 520, 220, 5)}${box(-260, -480, 720, 220, clad)}${Array.from({ length: 18 }, (_, i) => box(-250 + i * 40, -470, 4, 200, mix(clad, '#000000', 0.25))).join('')}${glazing(-120, -440, 420, 150, 4)}${box(-280, -492, 760, 14, trim)}${box(-400, -300, 140, 40, '#ffffff', 0.25)}${box(-410, -262, 620, 10, trim)}`
  if (d.style === 'courtyard')
    return `${box(-500, -250, 1000, 18, trim)}${box(-450, -232, 900, 232, wall)}${glazing(-400, -200, 380, 200, 4)}${glazing(60, -200, 330, 200, 3)}${box(-20, -200, 60, 200, clad)}${box(150, -430, 280, 180, wall)}${glazing(180, -400, 220, 130, 2)}${box(130, -444, 320, 14, trim)}${Array.from({ length: 8 }, (_, i) => box(-480 + i * 36, -268, 10, 18, clad)).join('')}`
  if (d.style === 'mediterranean') {
    const roof = lit(d.roof)
    const windows = [-300, -150, 150, 300]
      .map((x) => arch(x - 40, -220, 80, 150, 'url(#glass)'))
      .join('')
    const upper = [-220, -60, 100].map((x) => arch(x, -420, 70, 110, 'url(#glass)')).join('')
    return `${box(-400, -300, 800, 300, wall)}<polygon points="-440,-300 0,-380 440,-300" fill="${roof}"/>${box(-260, -480, 560, 180, wall)}<polygon points="-300,-480 20,-560 340,-480" fill="${roof}"/>${windows}${upper}${arch(-50, -250, 100, 250, lit(d.door))}${box(-300, -300, 600, 10, trim)}${[-260, 80].map((x) => `${box(x, -340, 140, 6, lit('#3b3b3b'))}${Array.from({ length: 8 }, (_, i) => box(x + i * 20, -362, 3, 22, lit('#3b3b3b'))).join('')}`).join('')}`
  }
  if (d.style === 'arabesque') {
    const screen = `<rect x="150" y="-460" width="260" height="200" fill="url(#screen)"/>`
    const loggia = [-380, -260, -140, -20]
      .map((x) => arch(x, -230, 90, 200, 'url(#glass)'))
      .join('')
    return `${box(-420, -260, 860, 260, wall)}${loggia}${glazing(120, -220, 280, 200, 3)}${box(-200, -470, 640, 210, wall)}${screen}${glazing(-160, -430, 260, 150, 3)}${box(-440, -270, 900, 12, trim)}${box(-220, -480, 680, 12, trim)}${Array.from({ length: 16 }, (_, i) => box(-210 + i * 42, -498, 20, 18, wall)).join('')}`
  }
  // modern: the two stacked white boxes of the original drawing
  return `${box(-410, -280, 820, 280, wall)}${box(-470, -296, 940, 22, trim)}${box(-210, -450, 560, 170, wall)}${box(-250, -464, 640, 20, trim)}${glazing(-350, -230, 330, 230, 4)}${glazing(30, -230, 320, 230, 4)}${glazing(-170, -414, 260, 120, 2)}${glazing(130, -414, 180, 120, 2)}${box(-410, -280, 120, 280, clad)}${Array.from({ length: 9 }, (_, i) => box(-410, -268 + i * 30, 120, 3, mix(clad, '#000000', 0.12))).join('')}`
}

/**
 * A villa with its pool and garden. `backdrop` is what lies behind: the sea of the Palm, the golf
 * course and distant towers of the Hills, or the desert's dunes; `cx`/`scale` move the camera.
 */
export function villa(rng, opts = {}) {
  const { kind = 'day', design, backdrop = 'lawn', flip = false } = opts
  const { cx = 770, scale = 1, ground = 700, pool = 'front' } = opts
  const light = lightOf(kind)
  const lit = light.lit
  const desert = backdrop === 'desert'
  const defs =
    sky('sky', kind) +
    sunGlow() +
    windowPatterns(light.night) +
    linear('glass', [
      ['0', light.glass[0]],
      ['1', light.glass[1]],
    ]) +
    linear('pool', [
      ['0', '#53d1e0'],
      ['1', '#1f9fbf'],
    ]) +
    linear('lawn', [
      ['0', lit(desert ? '#cbb68a' : '#6aa84f')],
      ['1', lit(desert ? '#b89f70' : '#4f8a3b')],
    ]) +
    linear('sea', [
      ['0', lit('#3a8fc6')],
      ['1', lit('#2d77a8')],
    ]) +
    `<pattern id="screen" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${lit(design.cladding)}"/><path d="M10 2 L18 10 L10 18 L2 10Z" fill="${light.night ? '#ffd98a' : lit(design.wall)}"/></pattern>`
  let behind
  if (backdrop === 'sea')
    behind = `<rect y="560" width="${W}" height="${ground - 560}" fill="url(#sea)"/>`
  else if (backdrop === 'golf')
    behind = `<g opacity="0.6">${needle(rng.range(200, 1300), 600, 300, light.palette[1])}${skyline(rng, { base: 600, minH: 40, maxH: 160, palette: light.palette, glass: 0.4 })}</g><path d="M0 600 Q380 560 760 600 T1536 590 V${ground} H0Z" fill="${lit('#7fb86a')}"/><path d="M0 640 Q500 600 1000 640 T1536 630 V${ground} H0Z" fill="${lit('#8fc77a')}"/><rect x="${r1(rng.range(200, 1300))}" y="560" width="3" height="50" fill="#ffffff"/>`
  else if (desert)
    behind = `<path d="M0 620 Q260 560 560 610 T1100 590 T1536 610 V${ground} H0Z" fill="${lit('#e2c998')}"/><path d="M0 650 Q400 610 820 650 T1536 640 V${ground} H0Z" fill="${lit('#d6b985')}"/>`
  else
    behind = `<path d="M0 640 Q400 560 800 620 T1536 600 V700 H0Z" fill="${lit('#8fb98a')}" opacity="0.7"/>`
  const frond = light.night ? '#0f2a1e' : '#1f5b3a'
  let garden = ''
  for (const x of opts.palmsAt ?? [200, 1290, 1400])
    garden += palm(
      x + rng.range(-20, 20),
      ground + 20,
      rng.range(260, 330),
      rng.range(-0.15, 0.2),
      frond
    )
  for (const x of opts.treesAt ?? [])
    garden += roundTree(x, ground + 10, rng.range(34, 48), lit('#4f7f45'))
  const hedges = opts.hedges
    ? hedge(0, cx - 470 * scale, ground + 6, 44, lit('#4f8a3b')) +
      hedge(cx + 470 * scale, W, ground + 6, 44, lit('#4f8a3b'))
    : ''
  const px0 = cx - 350 * scale
  const px1 = cx + 350 * scale
  const poolSvg =
    pool === 'none'
      ? `<rect x="${r1(cx - 120)}" y="${ground}" width="240" height="${H - ground}" fill="${lit('#d8d0c2')}"/>`
      : `<path d="M${r1(px0)} ${ground + 70} H${r1(px1)} L${r1(px1 + 60)} ${ground + 190} H${r1(px0 - 60)}Z" fill="url(#pool)"/>${Array.from({ length: 10 }, () => `<rect x="${r1(rng.range(px0 + 40, px1 - 40))}" y="${r1(rng.range(ground + 80, ground + 180))}" width="40" height="3" fill="#ffffff" opacity="0.5"/>`).join('')}<rect x="${r1(px1 + 80)}" y="${ground + 60}" width="120" height="14" rx="6" fill="${lit('#fafafa')}"/><rect x="${r1(px1 + 90)}" y="${ground + 74}" width="100" height="30" fill="${lit('#3d5a74')}"/>`
  const glow = light.night
    ? `<ellipse cx="${cx}" cy="${ground + 130}" rx="${r1(420 * scale)}" ry="60" fill="#7fe3f0" opacity="0.25"/>`
    : ''
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? rng.range(1100, 1400), sunY: opts.sunY, cloudCount: 4 })}${behind}<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/><g transform="translate(${r1(cx)} ${ground}) scale(${r1(scale)})">${house(design, lit)}</g><rect x="${r1(cx - 440 * scale)}" y="${ground}" width="${r1(880 * scale)}" height="40" fill="${lit('#e7e1d6')}"/>${hedges}${poolSvg}${glow}${garden}`
  return picture(defs, body, flip)
}

const ROW_WALLS = [
  ['#f1ebe0', '#e8e2d6', '#f6f1e8', '#ece4d4'],
  ['#efe6d8', '#e3d5bf', '#efe6d8', '#d9c8ad'],
  ['#f3f1ec', '#dfe2e3', '#f3f1ec', '#cfd6da'],
  ['#f4ede3', '#efd9c3', '#f4ede3', '#e6cdb1'],
]

/** A row of townhouses: unit width, walls, roof line and doors vary from row to row. */
export function townhouses(rng, opts = {}) {
  const { kind = 'morning', flip = false, ground = 740, unit = 250, roof = 'flat' } = opts
  const light = lightOf(kind)
  const lit = light.lit
  const colors = opts.walls ?? ROW_WALLS[0]
  const door = lit(opts.door ?? '#8b6a4a')
  const trim = lit('#d6cbb7')
  const tile = lit(opts.tile ?? '#b5653f')
  let row = ''
  for (let i = 0, x = opts.startX ?? 40; x < W; i++, x += unit) {
    const w = unit - 10
    const c = lit(colors[i % colors.length])
    const top = ground - 330
    if (roof === 'pitched')
      row += `<polygon points="${r1(x - 10)},${top} ${r1(x + w / 2)},${top - 90} ${r1(x + w + 10)},${top}" fill="${tile}"/>`
    else if (roof === 'terrace')
      row += `<rect x="${r1(x + w * 0.45)}" y="${top - 90}" width="${r1(w * 0.55)}" height="90" fill="${c}"/><rect x="${r1(x + w * 0.5)}" y="${top - 70}" width="${r1(w * 0.4)}" height="56" fill="url(#glass)"/><rect x="${r1(x)}" y="${top - 30}" width="${r1(w * 0.45)}" height="4" fill="${lit('#3b3b3b')}"/>`
    row += `<rect x="${r1(x)}" y="${top}" width="${r1(w)}" height="330" fill="${c}"/><rect x="${r1(x - 6)}" y="${top - 14}" width="${r1(w + 12)}" height="16" fill="${trim}"/><rect x="${r1(x + w * 0.1)}" y="${top + 40}" width="${r1(w * 0.37)}" height="100" fill="url(#glass)"/><rect x="${r1(x + w * 0.54)}" y="${top + 40}" width="${r1(w * 0.36)}" height="100" fill="url(#glass)"/><rect x="${r1(x + w * 0.1)}" y="${ground - 160}" width="${r1(w * 0.5)}" height="160" fill="url(#glass)"/><rect x="${r1(x + w * 0.67)}" y="${ground - 130}" width="${r1(w * 0.22)}" height="130" fill="${door}"/><rect x="${r1(x + w * 0.08)}" y="${ground - 180}" width="${r1(w * 0.84)}" height="8" fill="${trim}"/><rect x="${r1(x)}" y="${ground - 10}" width="${r1(w)}" height="10" fill="${lit('#cfc3ad')}"/>`
    row += `<circle cx="${r1(x + w * 0.83)}" cy="${ground - 20}" r="28" fill="${lit('#4f8a3b')}"/><circle cx="${r1(x + w * 0.94)}" cy="${ground - 30}" r="20" fill="${lit('#5f9a48')}"/>`
  }
  const defs =
    sky('sky', kind) +
    linear('glass', [
      ['0', light.night ? light.glass[0] : lit('#2f4e6b')],
      ['1', light.night ? light.glass[1] : lit('#6f95b8')],
    ]) +
    sunGlow()
  const frond = light.night ? '#0f2a1e' : '#1f5b3a'
  const palms = (
    opts.palms ?? [
      [1480, 300, -0.1],
      [20, 260, 0.1],
    ]
  )
    .map(([x, h, lean]) => palm(x, ground + 45, h, lean, frond))
    .join('')
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? 1300, sunY: opts.sunY ?? 170 })}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${lit(opts.lawn ?? '#7fb069')}"/><rect y="${ground + 90}" width="${W}" height="80" fill="${lit('#d9d2c5')}"/>${row}${palms}`
  return picture(defs, body, flip)
}
