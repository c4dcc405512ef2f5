// Interior scenes: a room shell with a window onto the listing's surroundings, then furniture.
// Every room takes a `look` (palette, window, view, time of day, mirror) so each listing's rooms
// are its own.
// Over 250 lines on purpose: it is drawing data, one function per scene, and a scene split
// across files would be harder to see whole.
import { linear, mix, r1, radial, SKIES } from './svg.mjs'
import { H, lightOf, picture, W } from './outdoors.mjs'
import { needle } from './towers.mjs'
import * as f from './furniture.mjs'

/** Coherent sets of finishes: walls, floor, upholstery, accents and wood. */
export const PALETTES = [
  {
    wall: '#efe9e1',
    floor: '#c9a27e',
    sofa: '#6f8fa6',
    accent: '#d98e6a',
    cushion: '#e9d8b4',
    wood: '#5b4636',
    rug: '#e8dfd0',
    art: ['#e3a869', '#2f6f8f'],
  },
  {
    wall: '#f3f0eb',
    floor: '#d9cbb8',
    sofa: '#b9ae9f',
    accent: '#2f4f4f',
    cushion: '#e8e2d6',
    wood: '#3b2d22',
    rug: '#d6cbbb',
    art: ['#2f4f4f', '#c49a6c'],
  },
  {
    wall: '#e9ece6',
    floor: '#b58b62',
    sofa: '#7d9b84',
    accent: '#c9a227',
    cushion: '#f1e9d6',
    wood: '#6b4f3a',
    rug: '#efe8da',
    art: ['#7d9b84', '#c9a227'],
  },
  {
    wall: '#ece6dd',
    floor: '#8a6447',
    sofa: '#2f3e5c',
    accent: '#c98b5a',
    cushion: '#d9c3a5',
    wood: '#4a3426',
    rug: '#e4d8c6',
    art: ['#c98b5a', '#2f3e5c'],
  },
  {
    wall: '#f1ece4',
    floor: '#e3ddd3',
    sofa: '#c7b9a5',
    accent: '#1f2a44',
    cushion: '#f4efe7',
    wood: '#2f2723',
    rug: '#d8cfc2',
    art: ['#1f2a44', '#b08d57'],
    marble: true,
  },
  {
    wall: '#e5e1da',
    floor: '#a98b6d',
    sofa: '#9b4a3c',
    accent: '#2f5d50',
    cushion: '#efe3cf',
    wood: '#5a4032',
    rug: '#e9e1d3',
    art: ['#2f5d50', '#9b4a3c'],
  },
  {
    wall: '#dcd6cc',
    floor: '#6f5643',
    sofa: '#e2d9c9',
    accent: '#b08d57',
    cushion: '#b08d57',
    wood: '#2b211b',
    rug: '#c9bfae',
    art: ['#b08d57', '#3b3b3b'],
  },
  {
    wall: '#f4f2ee',
    floor: '#c4a584',
    sofa: '#4a4a4a',
    accent: '#d4a373',
    cushion: '#d4a373',
    wood: '#3b2d22',
    rug: '#e6dfd3',
    art: ['#d4a373', '#4a4a4a'],
  },
  {
    wall: '#efe7e4',
    floor: '#d8d2c8',
    sofa: '#a9b8a2',
    accent: '#8c5a6e',
    cushion: '#f2e6e9',
    wood: '#6b5646',
    rug: '#efe8e4',
    art: ['#8c5a6e', '#a9b8a2'],
    marble: true,
  },
]

const TOWER_GREYS = ['#b9c7d6', '#a3b4c6', '#cfd8e2']

/** What the window looks onto, drawn inside the window's clip. */
function view(rng, { x, y, w, h, type, kind }) {
  const light = lightOf(kind)
  const night = light.night
  const tone = (c) => (night ? mix(c, '#111a38', 0.78) : light.lit(c))
  const block = (bx, bw, bh, base) => {
    let out = `<rect x="${r1(bx)}" y="${r1(base - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${tone(rng.pick(TOWER_GREYS))}"/>`
    if (night)
      for (let k = 0; k < bh / 14; k++)
        if (rng() < 0.5)
          out += `<rect x="${r1(bx + rng.range(4, bw - 10))}" y="${r1(base - bh + 6 + k * 14)}" width="5" height="6" fill="#ffd98a" opacity="0.8"/>`
    return out
  }
  const towers = (base, lo, hi, from = x, to = x + w, step = [40, 90]) => {
    let out = ''
    for (let bx = from; bx < to; bx += rng.range(...step))
      out += block(bx, rng.range(30, 70), rng.range(h * lo, h * hi), base)
    return out
  }
  const waterC = night ? '#101a3a' : light.lit('#3a97c9')
  let scene = ''
  if (type === 'sea')
    scene = `<rect x="${x}" y="${r1(y + h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="${waterC}"/><rect x="${x}" y="${r1(y + h * 0.55)}" width="${w}" height="3" fill="#ffffff" opacity="0.6"/>`
  else if (type === 'marina')
    scene = `${towers(y + h * 0.68, 0.2, 0.62)}<rect x="${x}" y="${r1(y + h * 0.68)}" width="${w}" height="${r1(h * 0.32)}" fill="${waterC}"/>${Array.from({ length: 3 }, () => `<rect x="${r1(rng.range(x, x + w - 60))}" y="${r1(rng.range(y + h * 0.75, y + h * 0.95))}" width="50" height="8" rx="3" fill="#f5f7fa" opacity="${night ? 0.4 : 0.9}"/>`).join('')}`
  else if (type === 'needle' || type === 'city') {
    if (type === 'needle')
      scene += needle(rng.range(x + w * 0.25, x + w * 0.75), y + h, h * 0.95, tone('#aab9c9'))
    scene += towers(y + h, 0.25, type === 'needle' ? 0.6 : 0.8)
  } else if (type === 'canal')
    scene = `${towers(y + h * 0.72, 0.25, 0.7)}<rect x="${x}" y="${r1(y + h * 0.72)}" width="${w}" height="${r1(h * 0.1)}" fill="${waterC}"/>${towers(y + h, 0.1, 0.2)}`
  else if (type === 'garden' || type === 'golf') {
    const lawn = tone(type === 'golf' ? '#8fc77a' : '#7fb069')
    scene = `${type === 'golf' ? towers(y + h * 0.6, 0.05, 0.18, x, x + w, [60, 140]) : ''}<path d="M${x} ${r1(y + h * 0.62)} Q${r1(x + w * 0.4)} ${r1(y + h * 0.52)} ${r1(x + w)} ${r1(y + h * 0.6)} V${y + h} H${x}Z" fill="${lawn}"/>`
    for (let k = 0; k < 4; k++) {
      const tx = rng.range(x, x + w)
      scene += `<circle cx="${r1(tx)}" cy="${r1(y + h * rng.range(0.5, 0.6))}" r="${r1(rng.range(26, 50))}" fill="${tone(rng.pick(['#4f8a3b', '#3f7a32', '#5d9a47']))}"/>`
    }
    if (type === 'garden')
      scene += `<rect x="${x}" y="${r1(y + h * 0.82)}" width="${w}" height="${r1(h * 0.18)}" fill="${tone('#d9d2c5')}"/><rect x="${r1(x + w * 0.15)}" y="${r1(y + h * 0.86)}" width="${r1(w * 0.5)}" height="${r1(h * 0.1)}" fill="${night ? '#2c7f95' : '#53c4d8'}"/>`
  } else if (type === 'desert')
    scene = `<path d="M${x} ${r1(y + h * 0.6)} Q${r1(x + w * 0.3)} ${r1(y + h * 0.48)} ${r1(x + w * 0.6)} ${r1(y + h * 0.58)} T${x + w} ${r1(y + h * 0.55)} V${y + h} H${x}Z" fill="${tone('#e2c998')}"/><path d="M${x} ${r1(y + h * 0.75)} Q${r1(x + w * 0.5)} ${r1(y + h * 0.66)} ${x + w} ${r1(y + h * 0.74)} V${y + h} H${x}Z" fill="${tone('#d6b985')}"/>`
  const id = `view-${x}-${y}`
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#outside)"/>${scene}</g>`
}

function windowFrame(x, y, w, h, panes, color) {
  let bars = ''
  for (let i = 1; i < panes; i++)
    bars += `<rect x="${r1(x + (w / panes) * i - 4)}" y="${y}" width="8" height="${h}" fill="${color}"/>`
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="none" stroke="${color}" stroke-width="20"/>${bars}`
}

/** The room: walls, floor, the window and its view, daylight or lamplight, then the furniture. */
export function room(rng, look, furniture) {
  const { palette: p, kind = 'day', viewType = 'city', flip = false } = look
  const win = { x: 700, y: 120, w: 760, h: 560, panes: 3, frame: '#f5f3ef', ...look.window }
  const night = kind === 'night'
  const floorTop = 760
  const defs =
    linear('outside', SKIES[kind]) +
    linear('floor', [
      ['0', p.floor],
      ['1', mix(p.floor, '#000000', 0.22)],
    ]) +
    linear('wall', [
      ['0', p.wall],
      ['1', mix(p.wall, '#000000', 0.06)],
    ]) +
    linear('light', [
      ['0', '#ffffff', 0.35],
      ['1', '#ffffff', 0],
    ]) +
    radial('glow', [
      ['0', '#ffd98a', 0.55],
      ['1', '#ffd98a', 0],
    ])
  const joints = p.marble
    ? `${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 200}" y="${floorTop}" width="2" height="${H - floorTop}" fill="#000000" opacity="0.08"/>`).join('')}<rect y="880" width="${W}" height="2" fill="#000000" opacity="0.08"/>`
    : Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="0" y="${770 + i * 30}" width="${W}" height="2" fill="#000000" opacity="0.1"/>`
      ).join('')
  const sheers = look.curtains
    ? `<rect x="${win.x - 70}" y="${win.y - 40}" width="90" height="${win.h + 60}" fill="#ffffff" opacity="0.55"/><rect x="${win.x + win.w - 20}" y="${win.y - 40}" width="90" height="${win.h + 60}" fill="#ffffff" opacity="0.55"/>`
    : ''
  const sunlight = night
    ? ''
    : `<polygon points="${win.x},${floorTop} ${win.x + win.w},${floorTop} ${win.x + win.w + 76},${H} ${win.x - 140},${H}" fill="url(#light)"/>`
  const dim = night
    ? `<rect width="${W}" height="${H}" fill="#0d1330" opacity="0.35"/>`
    : kind === 'golden' || kind === 'dusk'
      ? `<rect width="${W}" height="${H}" fill="#f3a45b" opacity="0.07"/>`
      : ''
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${floorTop}" width="${W}" height="${H - floorTop}" fill="url(#floor)"/>${joints}<rect y="${floorTop - 12}" width="${W}" height="12" fill="${mix(p.wall, '#000000', 0.12)}"/>${view(rng, { ...win, type: viewType, kind })}${windowFrame(win.x, win.y, win.w, win.h, win.panes, win.frame)}${sheers}${sunlight}${furniture(rng)}${dim}${night ? (look.glows ?? []).map(([x, y, r]) => f.glow(x, y, r)).join('') : ''}`
  return picture(defs, body, flip)
}

/** A living room: sofa, table, rug, a picture, a lamp and a plant, arranged by the look. */
export function living(rng, look) {
  const p = look.palette
  const lampX = look.window?.x !== undefined ? look.window.x + (look.window.w ?? 760) - 160 : 1300
  const tall = look.tall
  return room(
    rng,
    {
      ...look,
      window: tall ? { y: 40, h: 680, panes: 4, ...look.window } : look.window,
      glows: [
        [lampX, 480, 220],
        [300, 600, 200],
      ],
    },
    (r) => {
      const artKind = r.pick(['abstract', 'arch', 'lines', 'dunes'])
      const round = r() < 0.5
      const mezzanine = tall
        ? `<rect x="0" y="300" width="640" height="16" fill="${mix(p.wall, '#000000', 0.15)}"/><rect x="0" y="230" width="640" height="70" fill="#ffffff" opacity="0.25"/><rect x="0" y="228" width="640" height="5" fill="#3b3b3b"/>${f.pendant(400, 420, 'globe')}`
        : ''
      const seating = look.chaise !== undefined ? look.chaise : r() < 0.4
      return `${mezzanine}${tall ? '' : f.art(160, 200, 360, 260, artKind, p.art)}${f.rug(860, 920, 520, 70, p.rug, r() < 0.5)}${f.sofa(420, 760, p.sofa, { cushions: [p.cushion, p.accent], legs: p.wood, chaise: seating })}${f.coffeeTable(700, 880, { round, top: round && p.marble ? '#efe9e1' : p.wood, legs: p.wood })}${r() < 0.5 ? f.floorLamp(lampX, 900) : f.arcLamp(lampX + 60, 940, p.accent)}${f.plant(180, 960, { leaf: r.pick(['#2f6a40', '#3f7a4f', '#4d7a3a']) })}${tall ? f.armchair(120, 880, p.accent, p.wood) : ''}`
    }
  )
}

export function bedroom(rng, look) {
  const p = look.palette
  return room(
    rng,
    {
      ...look,
      glows: [
        [195, 600, 180],
        [1325, 600, 180],
      ],
    },
    (r) =>
      `${r() < 0.5 ? f.art(560, 150, 400, 200, r.pick(['abstract', 'lines', 'dunes']), p.art) : ''}${f.bed(300, 700, 920, { headboard: r.pick(['panel', 'channel', 'slats']), frame: r() < 0.5 ? p.wood : mix(p.sofa, '#000000', 0.1), linen: '#f4efe7', throwC: r() < 0.5 ? p.accent : p.sofa })}${f.nightstand(120, 740, p.wood)}${f.nightstand(1250, 740, p.wood)}${f.tableLamp(195, 740)}${f.tableLamp(1325, 740)}`
  )
}

const CABINETS = ['#2f3e46', '#1f2a44', '#3e5641', '#f3f0eb', '#8a6a52', '#4a4a4a', '#d8d0c2']

export function kitchen(rng, look) {
  const p = look.palette
  const cab = rng.pick(CABINETS)
  const metal = rng.pick(['#c9a227', '#2f2f2f', '#b8b8b8'])
  const pendants = rng.pick(['cone', 'globe', 'dome'])
  return room(
    rng,
    {
      ...look,
      window: { panes: 3, ...look.window },
      glows: [
        [640, 380, 200],
        [860, 380, 200],
        [1080, 380, 200],
      ],
    },
    (r) => {
      let cabinets = ''
      const handle = cab === '#f3f0eb' || cab === '#d8d0c2' ? '#8a8a8a' : metal
      for (let i = 0; i < 6; i++)
        cabinets += `<rect x="${40 + i * 104}" y="540" width="96" height="220" fill="${cab}"/><rect x="${84 + i * 104}" y="640" width="8" height="40" fill="${handle}"/>${look.openShelves ? '' : `<rect x="${40 + i * 104}" y="160" width="96" height="220" fill="${cab}"/>`}`
      if (look.openShelves)
        cabinets += [220, 320]
          .map(
            (y) =>
              `<rect x="40" y="${y}" width="620" height="10" fill="${p.wood}"/>${Array.from({ length: 6 }, (_, k) => `<rect x="${60 + k * 100}" y="${y - 40}" width="${r.int(24, 60)}" height="40" rx="6" fill="${r.pick(['#f4f1ea', p.accent, '#d9d0c1'])}"/>`).join('')}`
          )
          .join('')
      const top = p.marble ? '#f4f1ea' : r.pick(['#e9e5df', '#2b2b2b', '#d9cdb8'])
      const island = r() < 0.5 ? cab : p.wood
      const stools = [540, 760, 980, 1160].slice(0, r.int(3, 4))
      return `${cabinets}<rect x="30" y="520" width="640" height="24" fill="${top}"/><rect x="40" y="400" width="620" height="120" fill="${mix(p.wall, '#000000', 0.05)}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${40 + i * 52}" y="400" width="2" height="120" fill="#000000" opacity="0.06"/>`).join('')}<rect x="420" y="720" width="820" height="60" fill="${top}"/><rect x="440" y="780" width="780" height="180" fill="${island}"/>${[640, 860, 1080].map((x) => f.pendant(x, 320, pendants, metal)).join('')}${stools.map((x) => `<rect x="${x}" y="820" width="70" height="16" rx="6" fill="${p.accent}"/><rect x="${x + 31}" y="836" width="8" height="130" fill="${metal}"/>`).join('')}<rect x="200" y="470" width="60" height="50" rx="8" fill="${p.accent}"/>${f.plant(1380, 980, { tall: 0.8 })}`
    }
  )
}

const TILES = [
  ['#e9eef1', '#c2ccd3'],
  ['#f1ece4', '#d9cfbf'],
  ['#e4e7e1', '#c6cdc0'],
  ['#2f3437', '#454b4f'],
  ['#efe9e6', '#d8ccc6'],
]

export function bathroom(rng, look) {
  const p = look.palette
  const [tile, joint] = rng.pick(TILES)
  const dark = tile === '#2f3437'
  const step = rng.pick([
    [120, 60],
    [200, 100],
    [80, 80],
  ])
  const defs =
    linear('tile', [
      ['0', tile],
      ['1', mix(tile, '#000000', 0.06)],
    ]) +
    linear('floor', [
      ['0', mix(tile, '#000000', 0.1)],
      ['1', mix(tile, '#000000', 0.25)],
    ]) +
    linear('outside', SKIES[look.kind === 'night' ? 'night' : 'day'])
  let tiles = ''
  for (let y = 0; y < 760; y += step[1])
    tiles += `<rect x="0" y="${y}" width="${W}" height="2" fill="${joint}"/>`
  for (let x = 0; x < W; x += step[0])
    tiles += `<rect x="${x}" y="0" width="2" height="760" fill="${joint}"/>`
  const vanityWood = rng.pick([p.wood, '#7a5a43', '#f3f0eb', '#2f2f2f'])
  const roundMirror = rng() < 0.5
  const mirror = roundMirror
    ? `<circle cx="1190" cy="360" r="150" fill="#c9dde8" stroke="${dark ? '#c9a227' : '#9aa5ad'}" stroke-width="10"/><path d="M1100 300 L1160 240" stroke="#ffffff" stroke-width="14" opacity="0.4"/>`
    : `<rect x="1020" y="200" width="340" height="320" rx="20" fill="#c9dde8" stroke="#9aa5ad" stroke-width="8"/><rect x="1040" y="220" width="120" height="280" fill="#ffffff" opacity="0.3"/>`
  const windowed = rng() < 0.5
  const win = windowed
    ? `<rect x="160" y="120" width="560" height="300" fill="url(#outside)"/>${look.viewType === 'sea' || look.viewType === 'marina' ? `<rect x="160" y="300" width="560" height="120" fill="#3a97c9"/>` : `<rect x="200" y="260" width="60" height="160" fill="#b9c7d6"/><rect x="300" y="220" width="50" height="200" fill="#a3b4c6"/><rect x="520" y="280" width="70" height="140" fill="#cfd8e2"/>`}<rect x="150" y="110" width="580" height="320" fill="none" stroke="#f5f3ef" stroke-width="16"/>`
    : ''
  const tub =
    rng() < 0.6
      ? `<rect x="140" y="600" width="700" height="260" rx="120" fill="#ffffff"/><rect x="170" y="620" width="640" height="80" rx="40" fill="#bfe3ef"/><rect x="760" y="520" width="10" height="100" fill="${dark ? '#c9a227' : '#9aa5ad'}"/>`
      : `<rect x="140" y="640" width="720" height="220" fill="${mix(tile, '#000000', 0.08)}"/><rect x="170" y="660" width="660" height="40" fill="#bfe3ef"/><rect x="140" y="630" width="720" height="14" fill="#ffffff"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#tile)"/>${tiles}${win}<rect y="760" width="${W}" height="${H - 760}" fill="url(#floor)"/>${tub}<rect x="1000" y="560" width="380" height="40" fill="${p.marble ? '#f4f1ea' : '#f7f7f7'}"/><rect x="1020" y="600" width="340" height="200" fill="${vanityWood}"/><ellipse cx="1190" cy="560" rx="110" ry="18" fill="#e6ecef"/>${mirror}<rect x="180" y="556" width="250" height="10" fill="${mix(tile, '#000000', 0.18)}"/>${Array.from(
    { length: 3 },
    (_, i) => {
      const h = r1(rng.range(80, 120))
      return `<rect x="${200 + i * 70}" y="${556 - h}" width="40" height="${h}" rx="10" fill="${['#f3d6c8', '#ffffff', '#c8e0d8'][i]}"/>`
    }
  ).join(
    ''
  )}<rect x="1420" y="300" width="16" height="400" fill="${dark ? '#c9a227' : '#9aa5ad'}"/><rect x="1400" y="360" width="90" height="220" rx="8" fill="${p.accent}" opacity="0.85"/>${rng() < 0.6 ? f.plant(940, 800, { tall: 0.7, pot: '#f4f1ea' }) : ''}`
  return picture(defs, body, look.flip)
}

export function studio(rng, look) {
  const p = look.palette
  return room(
    rng,
    { ...look, glows: [[1300, 520, 200]] },
    (r) =>
      `<rect x="60" y="640" width="520" height="200" rx="16" fill="#f4efe7"/><rect x="60" y="700" width="520" height="140" rx="16" fill="${r() < 0.5 ? p.accent : p.sofa}"/><rect x="80" y="600" width="200" height="80" rx="26" fill="#ffffff"/><rect x="40" y="420" width="40" height="420" rx="10" fill="${p.wood}"/>${f.sofa(760, 800, p.sofa, { w: 380, cushions: [p.cushion, p.accent], legs: p.wood })}<rect x="1230" y="560" width="300" height="24" fill="#e9e5df"/><rect x="1230" y="584" width="300" height="240" fill="${r.pick(CABINETS)}"/>${f.plant(660, 960)}${f.pendant(1380, 380, r.pick(['cone', 'globe']), p.accent)}`
  )
}

/** An open-plan office floor: desks and screens before a wall of glass onto the district. */
export function office(rng, look) {
  const p = look.palette
  const kind = look.kind ?? 'day'
  const light = lightOf(kind)
  const carpet = look.carpet ?? '#8f979e'
  const chair = rng.pick(['#2f3e46', '#1f2a44', p.accent, '#4a4a4a'])
  const defs =
    linear('outside', SKIES[kind]) +
    linear('floor', [
      ['0', carpet],
      ['1', mix(carpet, '#000000', 0.25)],
    ]) +
    linear('wall', [
      ['0', '#f2f4f5'],
      ['1', '#e1e5e8'],
    ])
  let desks = ''
  for (const [x, y] of [
    [200, 760],
    [700, 760],
    [1200, 760],
  ])
    desks += `<rect x="${x - 160}" y="${y}" width="360" height="20" fill="${rng() < 0.5 ? '#f3f3f3' : p.wood}"/><rect x="${x - 150}" y="${y + 20}" width="10" height="140" fill="#444"/><rect x="${x + 180}" y="${y + 20}" width="10" height="140" fill="#444"/><rect x="${x - 20}" y="${y - 110}" width="160" height="100" rx="6" fill="#1f2933"/><rect x="${x - 10}" y="${y - 100}" width="140" height="80" fill="${light.night ? '#6f9cc8' : '#3e6a92'}"/><rect x="${x + 55}" y="${y - 10}" width="10" height="10" fill="#1f2933"/><rect x="${x - 60}" y="${y + 40}" width="120" height="110" rx="20" fill="${chair}"/>`
  const mullion = look.mullion ?? 200
  const glassWall = view(rng, { x: 0, y: 80, w: W, h: 560, type: look.viewType ?? 'city', kind })
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${glassWall}${Array.from({ length: Math.ceil(W / mullion) + 1 }, (_, i) => `<rect x="${i * mullion}" y="80" width="14" height="560" fill="#d9dee2"/>`).join('')}<rect y="640" width="${W}" height="${H - 640}" fill="url(#floor)"/>${desks}<rect y="60" width="${W}" height="24" fill="#d9dee2"/>${look.plants ? f.plant(1460, 1000, { tall: 1.1 }) + f.plant(80, 1000) : ''}${light.night ? `<rect width="${W}" height="${H}" fill="#0d1330" opacity="0.2"/>` : ''}`
  return picture(defs, body, look.flip)
}
