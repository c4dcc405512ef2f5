// Offices and shops: a glass office tower seen from its plaza, and a street of shop fronts.
import { linear, mix, palm, r1 } from './svg.mjs'
import { H, lightOf, people, picture, plane, sky, skyBody, sunGlow, W } from './outdoors.mjs'
import { skyline, windowPatterns } from './towers.mjs'

export const OFFICE_GLASS = [
  ['#5c86ad', '#a9c8e3', '#3e6a92'],
  ['#3f7f86', '#a6d3d3', '#2b5f66'],
  ['#7a6650', '#d2bd9c', '#5a4a3a'],
  ['#6f7b88', '#c9d3dd', '#4b5763'],
  ['#34506e', '#7ea3c8', '#22384f'],
]

/**
 * An office tower from its plaza, looking up: two glass faces in perspective. `lean` moves the
 * vanishing point, `split` the corner, `glass` the tint; at night the floors are lit.
 */
export function officeTower(rng, opts = {}) {
  const { kind = 'day', glass = OFFICE_GLASS[0], flip = false } = opts
  const { left = 520, split = 1020, right = 1200, rise = 60, pitch = 25, band = 38 } = opts
  const light = lightOf(kind)
  const night = light.night
  const g = glass.map((c) => (night ? mix(c, '#0d1430', 0.65) : light.lit(c)))
  const defs =
    sky('sky', kind) +
    linear(
      'glassA',
      [
        ['0', g[0]],
        ['0.5', g[1]],
        ['1', g[2]],
      ],
      { x2: 1, y2: 0 }
    ) +
    linear(
      'glassB',
      [
        ['0', mix(g[2], '#000000', 0.2)],
        ['1', g[0]],
      ],
      { x2: 1, y2: 0 }
    ) +
    sunGlow() +
    windowPatterns(night)
  const top = 80
  let mullions = ''
  for (let x = left; x < split; x += pitch)
    mullions += `<rect x="${x}" y="${top}" width="2" height="${H - top}" fill="#e9f1f8" opacity="${night ? 0.15 : 0.5}"/>`
  for (let y = top + 20; y < H; y += band) {
    mullions += `<rect x="${left}" y="${y}" width="${split - left}" height="2" fill="#e9f1f8" opacity="${night ? 0.15 : 0.4}"/>`
    if (night && rng() < 0.6)
      mullions += `<rect x="${left}" y="${y + 4}" width="${split - left}" height="${band - 8}" fill="#ffe2a6" opacity="${r1(rng.range(0.35, 0.8))}"/>`
  }
  const neighbours = opts.neighbours ?? [
    [200, 420, 420, 400, '#b9c6d3'],
    [1250, 380, 1450, 410, '#c8d2dc'],
  ]
  const sideTowers = neighbours
    .map(
      ([x0, y0, x1, y1, c]) =>
        `<polygon points="${x0},${y0} ${x1},${y1} ${x1},${H} ${x0},${H}" fill="${night ? '#1f2949' : light.lit(c)}"/>${night ? Array.from({ length: 10 }, (_, i) => `<rect x="${x0 + 12}" y="${Math.max(y0, y1) + 30 + i * 56}" width="${x1 - x0 - 24}" height="18" fill="#ffd98a" opacity="${r1(rng.range(0.1, 0.6))}"/>`).join('') : ''}`
    )
    .join('')
  const frond = night ? '#0f2a1e' : '#1f5b3a'
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? 1300, sunY: opts.sunY ?? 150, cloudCount: 6 })}<polygon points="${left},${top} ${split},${top + rise} ${split},${H} ${left},${H}" fill="url(#glassA)"/><polygon points="${split},${top + rise} ${right},${top + rise * 2} ${right},${H} ${split},${H}" fill="url(#glassB)"/>${mullions}${sideTowers}<rect y="940" width="${W}" height="84" fill="${light.lit('#8d96a0')}"/>${palm(left - 60, 1000, 220, 0.1, frond)}${palm(right + 30, 1000, 240, -0.1, frond)}${opts.busy ? people(rng, 6, 985, 1020, light) : ''}`
  return picture(defs, body, flip)
}

export const AWNINGS = [
  ['#0e7c66', '#c0392b', '#2c3e50', '#d68910', '#1f618d'],
  ['#1f2a44', '#b08d57', '#1f2a44', '#b08d57', '#1f2a44'],
  ['#8c3b2e', '#e9dcc4', '#8c3b2e', '#e9dcc4', '#8c3b2e'],
  ['#2f5d50', '#f1ece2', '#2f5d50', '#c7a46a', '#2f5d50'],
  ['#3b3b3b', '#3b3b3b', '#3b3b3b', '#3b3b3b', '#3b3b3b'],
]

/** A row of shop fronts with awnings and passers-by; behind it towers, low-rise or the desert. */
export function retail(rng, opts = {}) {
  const { kind = 'day', awnings = AWNINGS[0], backdrop = 'towers', flip = false } = opts
  const light = lightOf(kind)
  const night = light.night
  const ground = 860
  const shopW = opts.shopW ?? 300
  const facade = light.lit(opts.facade ?? '#efe9df')
  let shops = ''
  let i = 0
  for (let x = opts.startX ?? 40; x < W; x += shopW, i++) {
    const a = light.lit(awnings[i % awnings.length])
    shops += `<rect x="${r1(x)}" y="520" width="${r1(shopW - 10)}" height="340" fill="${facade}"/><rect x="${r1(x + 20)}" y="600" width="${r1(shopW - 50)}" height="260" fill="url(#glass)"/><path d="M${r1(x + 10)} 560 H${r1(x + shopW - 20)} L${r1(x + shopW - 5)} 610 H${r1(x - 5)}Z" fill="${a}"/>${opts.stripes ? Array.from({ length: Math.floor(shopW / 40) }, (_, k) => `<path d="M${r1(x + 10 + k * 40)} 560 h18 l4 50 h-20Z" fill="#ffffff" opacity="0.35"/>`).join('') : ''}<rect x="${r1(x + 40)}" y="530" width="${r1(shopW - 90)}" height="24" fill="#3b3b3b" opacity="0.15"/>`
    if (night)
      shops += `<ellipse cx="${r1(x + shopW / 2)}" cy="${ground + 30}" rx="${r1(shopW * 0.45)}" ry="30" fill="#ffd98a" opacity="0.25"/>`
  }
  let behind
  if (backdrop === 'towers')
    behind = skyline(rng, { base: 520, minH: 200, maxH: 420, palette: light.palette, glass: 0.5 })
  else if (backdrop === 'lowrise')
    behind = skyline(rng, {
      base: 520,
      minH: 60,
      maxH: 180,
      palette: light.palette,
      glass: 0.2,
      minW: 140,
      maxW: 260,
    })
  else
    behind = `<path d="M0 470 Q320 430 700 462 T1536 450 V520 H0Z" fill="${light.lit('#e3cc9f')}"/>${night ? '' : plane(rng.range(300, 1200), rng.range(150, 260))}${skyline(rng, { x0: 900, base: 520, minH: 40, maxH: 120, palette: light.palette, glass: 0.2, minW: 60, maxW: 110 })}`
  const defs =
    sky('sky', kind) +
    linear('glass', [
      ['0', night ? '#ffe7b0' : light.lit('#f7e9c7')],
      ['1', night ? '#f0b45c' : light.lit('#d8b878')],
    ]) +
    windowPatterns(night) +
    sunGlow()
  const paving = light.lit(opts.paving ?? '#e8dcc8')
  const joints = Array.from(
    { length: 16 },
    (_, k) =>
      `<rect x="${k * 100}" y="${ground}" width="2" height="${H - ground}" fill="${mix(paving, '#000000', 0.08)}"/>`
  ).join('')
  const frond = night ? '#0f2a1e' : '#1f5b3a'
  const body = `${skyBody(rng, kind, { sunX: opts.sunX, cloudCount: 4 })}${behind}<rect y="500" width="${W}" height="24" fill="${light.lit('#d9d0c1')}"/>${shops}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${paving}"/>${joints}${people(rng, opts.crowd ?? 14, ground + 40, ground + 120, light)}${palm(opts.palmX ?? 1500, H, 330, -0.12, frond)}`
  return picture(defs, body, flip)
}
