// Interior scenes, floor plans and portraits.
import { linear, r1, random, SKIES, svg } from './svg.mjs'

const W = 1536
const H = 1024

/** A window onto the city or the sea, as seen from inside. */
function view(rng, x, y, w, h, { sea = false } = {}) {
  let city = ''
  if (!sea) {
    for (let bx = x; bx < x + w; bx += rng.range(40, 90)) {
      const bh = rng.range(h * 0.25, h * 0.8)
      city += `<rect x="${r1(bx)}" y="${r1(y + h - bh)}" width="${r1(rng.range(30, 70))}" height="${r1(bh)}" fill="${rng.pick(['#b9c7d6', '#a3b4c6', '#cfd8e2'])}"/>`
    }
  }
  const horizon = sea
    ? `<rect x="${x}" y="${y + h * 0.55}" width="${w}" height="${h * 0.45}" fill="#3a97c9"/><rect x="${x}" y="${y + h * 0.55}" width="${w}" height="3" fill="#ffffff" opacity="0.6"/>`
    : ''
  return `<clipPath id="view-${x}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#view-${x})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#outside)"/>${horizon}${city}</g>`
}

function frame(x, y, w, h, panes = 3) {
  let bars = ''
  for (let i = 1; i < panes; i++)
    bars += `<rect x="${r1(x + (w / panes) * i - 4)}" y="${y}" width="8" height="${h}" fill="#f5f3ef"/>`
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="none" stroke="#f5f3ef" stroke-width="20"/>${bars}`
}

function room(key, { sea = false, floor = '#c9a27e', wall = '#efe9e1' } = {}, furniture) {
  const rng = random(key)
  const defs =
    linear('outside', SKIES.day) +
    linear('floor', [
      ['0', floor],
      ['1', '#9c7a5b'],
    ]) +
    linear('wall', [
      ['0', wall],
      ['1', '#e2dbd0'],
    ]) +
    linear('light', [
      ['0', '#ffffff', 0.35],
      ['1', '#ffffff', 0],
    ])
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="760" width="${W}" height="${H - 760}" fill="url(#floor)"/>${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${770 + i * 30}" width="${W}" height="2" fill="#8c6a4d" opacity="0.25"/>`).join('')}${view(rng, 700, 120, 760, 560, { sea })}${frame(700, 120, 760, 560, 3)}<polygon points="700,680 1460,680 1536,1024 560,1024" fill="url(#light)"/>${furniture(rng)}`
  return svg(W, H, defs, body)
}

const sofa = (x, y, c = '#6f8fa6') =>
  `<rect x="${x}" y="${y}" width="520" height="150" rx="24" fill="${c}"/><rect x="${x}" y="${y - 90}" width="520" height="110" rx="30" fill="${c}"/><rect x="${x - 30}" y="${y - 40}" width="60" height="190" rx="20" fill="${c}"/><rect x="${x + 490}" y="${y - 40}" width="60" height="190" rx="20" fill="${c}"/><rect x="${x + 40}" y="${y - 60}" width="120" height="80" rx="18" fill="#e9d8b4"/><rect x="${x + 360}" y="${y - 60}" width="120" height="80" rx="18" fill="#d98e6a"/><rect x="${x + 10}" y="${y + 150}" width="14" height="30" fill="#3b2d22"/><rect x="${x + 496}" y="${y + 150}" width="14" height="30" fill="#3b2d22"/>`
const plant = (x, y) =>
  `<rect x="${x - 40}" y="${y - 90}" width="80" height="90" rx="10" fill="#d7cbb8"/>${[-50, -20, 10, 40].map((dx, i) => `<ellipse cx="${x + dx}" cy="${y - 150 - (i % 2) * 40}" rx="30" ry="70" fill="${i % 2 ? '#3f7a4f' : '#2f6a40'}" transform="rotate(${dx / 2} ${x + dx} ${y - 150})"/>`).join('')}`
const lamp = (x, y) =>
  `<rect x="${x - 3}" y="${y - 360}" width="6" height="360" fill="#3b3b3b"/><path d="M${x - 60} ${y - 360} L${x + 60} ${y - 360} L${x + 40} ${y - 440} L${x - 40} ${y - 440}Z" fill="#f6e7c8"/><ellipse cx="${x}" cy="${y}" rx="50" ry="10" fill="#3b3b3b"/>`
const art = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="#2f2f2f" stroke-width="8"/><circle cx="${x + w * 0.35}" cy="${y + h * 0.45}" r="${Math.min(w, h) * 0.22}" fill="#e3a869"/><rect x="${x + w * 0.45}" y="${y + h * 0.3}" width="${w * 0.35}" height="${h * 0.45}" fill="#2f6f8f"/>`

function living(key, sea) {
  return room(
    key,
    { sea },
    () =>
      `${art(160, 200, 360, 260)}<ellipse cx="860" cy="920" rx="520" ry="70" fill="#e8dfd0"/>${sofa(420, 760)}<rect x="700" y="880" width="360" height="24" rx="10" fill="#5b4636"/><rect x="720" y="904" width="14" height="60" fill="#3b2d22"/><rect x="1026" y="904" width="14" height="60" fill="#3b2d22"/><circle cx="820" cy="870" r="16" fill="#f2f2f2"/>${lamp(1300, 900)}${plant(180, 960)}`
  )
}

function bedroom(key) {
  return room(
    key,
    { floor: '#bfa48a', wall: '#ece6dd' },
    () =>
      `<rect x="380" y="520" width="760" height="300" rx="16" fill="#6b5646"/><rect x="300" y="700" width="920" height="180" rx="20" fill="#f4efe7"/><rect x="300" y="760" width="920" height="120" rx="20" fill="#9db4c0"/><rect x="380" y="620" width="240" height="100" rx="30" fill="#ffffff"/><rect x="900" y="620" width="240" height="100" rx="30" fill="#ffffff"/><rect x="120" y="740" width="150" height="140" rx="10" fill="#8a6a52"/><rect x="1250" y="740" width="150" height="140" rx="10" fill="#8a6a52"/>${lamp(195, 740).replace(/360/g, '120').replace(/440/g, '200')}${lamp(1325, 740).replace(/360/g, '120').replace(/440/g, '200')}`
  )
}

function kitchen(key) {
  return room(key, { floor: '#d8d2c8', wall: '#f1eee9' }, () => {
    let cabinets = ''
    for (let i = 0; i < 6; i++)
      cabinets += `<rect x="${40 + i * 104}" y="540" width="96" height="220" fill="#2f3e46"/><rect x="${84 + i * 104}" y="640" width="8" height="40" fill="#c9a227"/><rect x="${40 + i * 104}" y="160" width="96" height="220" fill="#2f3e46"/>`
    const pendants = [640, 860, 1080]
      .map(
        (x) =>
          `<rect x="${x - 1}" y="0" width="2" height="330" fill="#333"/><path d="M${x - 40} 370 Q${x} 300 ${x + 40} 370Z" fill="#c9a227"/>`
      )
      .join('')
    return `${cabinets}<rect x="30" y="520" width="640" height="24" fill="#e9e5df"/><rect x="420" y="720" width="820" height="60" fill="#f5f3ef"/><rect x="440" y="780" width="780" height="180" fill="#2f3e46"/>${pendants}${[540, 760, 980, 1160].map((x) => `<rect x="${x}" y="820" width="70" height="16" rx="6" fill="#c49a6c"/><rect x="${x + 31}" y="836" width="8" height="130" fill="#333"/>`).join('')}<rect x="200" y="470" width="60" height="50" rx="8" fill="#c0392b"/>`
  })
}

function bathroom(key) {
  const rng = random(key)
  const defs =
    linear('tile', [
      ['0', '#e9eef1'],
      ['1', '#d5dde2'],
    ]) +
    linear('floor', [
      ['0', '#cfd6db'],
      ['1', '#aab4bb'],
    ])
  let tiles = ''
  for (let y = 0; y < 760; y += 60)
    tiles += `<rect x="0" y="${y}" width="${W}" height="2" fill="#c2ccd3"/>`
  for (let x = 0; x < W; x += 120)
    tiles += `<rect x="${x}" y="0" width="2" height="760" fill="#c2ccd3"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#tile)"/>${tiles}<rect y="760" width="${W}" height="${H - 760}" fill="url(#floor)"/><rect x="140" y="600" width="700" height="260" rx="120" fill="#ffffff"/><rect x="170" y="620" width="640" height="80" rx="40" fill="#bfe3ef"/><rect x="760" y="520" width="10" height="100" fill="#9aa5ad"/><rect x="1000" y="560" width="380" height="40" fill="#f7f7f7"/><rect x="1020" y="600" width="340" height="200" fill="#7a5a43"/><ellipse cx="1190" cy="560" rx="110" ry="18" fill="#e6ecef"/><rect x="1020" y="200" width="340" height="320" rx="20" fill="#c9dde8" stroke="#9aa5ad" stroke-width="8"/><rect x="1040" y="220" width="120" height="280" fill="#ffffff" opacity="0.3"/>${Array.from({ length: 3 }, (_, i) => `<rect x="${200 + i * 70}" y="${r1(rng.range(440, 470))}" width="40" height="120" rx="10" fill="${['#f3d6c8', '#ffffff', '#c8e0d8'][i]}"/>`).join('')}`
  return svg(W, H, defs, body)
}

function studio(key) {
  return room(
    key,
    { floor: '#c4a584' },
    () =>
      `<rect x="60" y="640" width="520" height="200" rx="16" fill="#f4efe7"/><rect x="60" y="700" width="520" height="140" rx="16" fill="#b8a1c9"/><rect x="80" y="600" width="200" height="80" rx="26" fill="#ffffff"/><rect x="40" y="420" width="40" height="420" rx="10" fill="#6b5646"/>${sofa(760, 800, '#7d9b84').replace(/520/g, '380').replace(/490/g, '350')}<rect x="1230" y="560" width="300" height="24" fill="#e9e5df"/><rect x="1230" y="584" width="300" height="240" fill="#2f3e46"/>${plant(660, 960)}`
  )
}

function office(key) {
  const defs =
    linear('outside', SKIES.day) +
    linear('floor', [
      ['0', '#8f979e'],
      ['1', '#6c747b'],
    ]) +
    linear('wall', [
      ['0', '#f2f4f5'],
      ['1', '#e1e5e8'],
    ])
  const rng = random(key)
  let desks = ''
  for (const [x, y] of [
    [200, 760],
    [700, 760],
    [1200, 760],
  ]) {
    desks += `<rect x="${x - 160}" y="${y}" width="360" height="20" fill="#f3f3f3"/><rect x="${x - 150}" y="${y + 20}" width="10" height="140" fill="#444"/><rect x="${x + 180}" y="${y + 20}" width="10" height="140" fill="#444"/><rect x="${x - 20}" y="${y - 110}" width="160" height="100" rx="6" fill="#1f2933"/><rect x="${x - 10}" y="${y - 100}" width="140" height="80" fill="#3e6a92"/><rect x="${x + 55}" y="${y - 10}" width="10" height="10" fill="#1f2933"/><rect x="${x - 60}" y="${y + 40}" width="120" height="110" rx="20" fill="#2f3e46"/>`
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect x="0" y="80" width="${W}" height="560" fill="url(#outside)"/>${Array.from(
    { length: 30 },
    () => {
      const h = rng.range(120, 420)
      return `<rect x="${r1(rng.range(0, W))}" y="${r1(640 - h)}" width="${r1(rng.range(40, 90))}" height="${r1(h)}" fill="${rng.pick(['#b9c7d6', '#a3b4c6', '#cfd8e2'])}"/>`
    }
  ).join(
    ''
  )}${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 200}" y="80" width="14" height="560" fill="#d9dee2"/>`).join('')}<rect y="640" width="${W}" height="${H - 640}" fill="url(#floor)"/>${desks}<rect y="60" width="${W}" height="24" fill="#d9dee2"/>`
  return svg(W, H, defs, body)
}

export const INTERIORS = {
  'interior-living': () => living('interior-living', false),
  'interior-living-sea': () => living('interior-living-sea', true),
  'interior-bedroom': () => bedroom('interior-bedroom'),
  'interior-kitchen': () => kitchen('interior-kitchen'),
  'interior-bathroom': () => bathroom('interior-bathroom'),
  'interior-studio': () => studio('interior-studio'),
  'interior-office': () => office('interior-office'),
}

// Floor plans: walls, doors and furniture symbols, no words (plans are shown in every language)
const PW = 1024
const PH = 768
const bed = (x, y, w = 150, h = 200) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 12}" y="${y + 12}" width="${w / 2 - 18}" height="40" rx="8" fill="#e2e8f0"/><rect x="${x + w / 2 + 6}" y="${y + 12}" width="${w / 2 - 18}" height="40" rx="8" fill="#e2e8f0"/>`
const sofaPlan = (x, y) =>
  `<rect x="${x}" y="${y}" width="200" height="70" rx="10" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 60}" y="${y - 110}" width="90" height="60" rx="6" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>`
const table = (x, y) =>
  `<circle cx="${x}" cy="${y}" r="45" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>${[0, 90, 180, 270].map((a) => `<circle cx="${r1(x + Math.cos((a * Math.PI) / 180) * 62)}" cy="${r1(y + Math.sin((a * Math.PI) / 180) * 62)}" r="14" fill="#e2e8f0"/>`).join('')}`
const door = (x, y, r = 60, flip = 1) =>
  `<path d="M${x} ${y} h${r * flip} A${r} ${r} 0 0 ${flip > 0 ? 0 : 1} ${x} ${y - r}" fill="none" stroke="#94a3b8" stroke-width="2"/>`
const kitchenette = (x, y, w) =>
  `<rect x="${x}" y="${y}" width="${w}" height="50" fill="#cbd5e1" stroke="#94a3b8" stroke-width="3"/><circle cx="${x + 40}" cy="${y + 25}" r="12" fill="none" stroke="#64748b" stroke-width="3"/><circle cx="${x + 75}" cy="${y + 25}" r="12" fill="none" stroke="#64748b" stroke-width="3"/>`
const bath = (x, y) =>
  `<rect x="${x}" y="${y}" width="70" height="150" rx="30" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><rect x="${x + 100}" y="${y + 10}" width="50" height="40" rx="10" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>`

function plan(rooms, furniture, { balcony } = {}) {
  const walls = rooms
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8fafc" stroke="#334155" stroke-width="10"/>`
    )
    .join('')
  const hatch = balcony
    ? `<pattern id="hatch" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="16" fill="#cbd5e1"/></pattern><rect x="${balcony[0]}" y="${balcony[1]}" width="${balcony[2]}" height="${balcony[3]}" fill="url(#hatch)" stroke="#334155" stroke-width="4"/>`
    : ''
  return svg(
    PW,
    PH,
    '',
    `<rect width="${PW}" height="${PH}" fill="#ffffff"/>${hatch}${walls}${furniture}`
  )
}

export const PLANS = {
  'plan-studio': () =>
    plan(
      [
        [112, 84, 800, 520],
        [112, 84, 220, 220],
      ],
      `${bed(620, 140)}${sofaPlan(400, 470)}${kitchenette(360, 100, 200)}${bath(140, 110)}${door(332, 250)}${door(500, 604, 70, -1)}`,
      { balcony: [112, 604, 800, 90] }
    ),
  'plan-1-bedroom': () =>
    plan(
      [
        [72, 64, 880, 560],
        [72, 64, 380, 300],
        [72, 364, 220, 260],
      ],
      `${bed(170, 110)}${sofaPlan(620, 480)}${kitchenette(480, 90, 240)}${table(800, 260)}${bath(100, 400)}${door(452, 300)}${door(292, 560)}`,
      { balcony: [452, 624, 500, 90] }
    ),
  'plan-2-bedroom': () =>
    plan(
      [
        [52, 44, 920, 600],
        [52, 44, 330, 290],
        [52, 334, 330, 310],
        [382, 44, 200, 180],
      ],
      `${bed(140, 80)}${bed(140, 400)}${bath(400, 60)}${sofaPlan(650, 500)}${kitchenette(620, 70, 300)}${table(760, 300)}${door(382, 260)}${door(382, 560)}`,
      { balcony: [382, 644, 590, 80] }
    ),
  'plan-3-bedroom': () =>
    plan(
      [
        [32, 34, 960, 640],
        [32, 34, 300, 260],
        [32, 294, 300, 220],
        [32, 514, 300, 160],
        [652, 34, 340, 300],
      ],
      `${bed(100, 60)}${bed(100, 310, 130, 170)}${bed(760, 90)}${bath(60, 540)}${sofaPlan(420, 540)}${kitchenette(360, 60, 260)}${table(480, 330)}${door(332, 230)}${door(332, 470)}${door(652, 300, 60, -1)}`,
      {}
    ),
  'plan-villa': () =>
    plan(
      [
        [32, 34, 460, 640],
        [532, 34, 460, 640],
        [32, 34, 220, 260],
        [272, 34, 220, 200],
        [532, 34, 460, 300],
        [532, 334, 220, 340],
      ],
      `${sofaPlan(90, 520)}${table(360, 420)}${kitchenette(60, 60, 180)}${bed(600, 90)}${bed(820, 420, 140, 180)}${bath(560, 400)}${door(252, 260)}${door(532, 640)}`,
      {}
    ),
  'plan-office': () =>
    plan(
      [
        [52, 64, 920, 600],
        [52, 64, 300, 240],
        [752, 64, 220, 160],
      ],
      `${[0, 1, 2].map((i) => `<rect x="${420 + i * 170}" y="400" width="120" height="60" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/><circle cx="${480 + i * 170}" cy="490" r="18" fill="#e2e8f0"/>`).join('')}<rect x="110" y="130" width="180" height="90" rx="10" fill="#ffffff" stroke="#94a3b8" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<circle cx="${130 + i * 48}" cy="250" r="14" fill="#e2e8f0"/>`).join('')}${kitchenette(780, 90, 160)}${door(352, 280)}${door(752, 224, 60, -1)}`,
      {}
    ),
  'plan-plot': () =>
    svg(
      PW,
      PH,
      '',
      `<rect width="${PW}" height="${PH}" fill="#ffffff"/><rect x="0" y="640" width="${PW}" height="128" fill="#e2e8f0"/><rect x="0" y="700" width="${PW}" height="6" fill="#ffffff"/><polygon points="160,90 880,120 860,600 140,620" fill="#f0fdf4" stroke="#027a48" stroke-width="8" stroke-dasharray="24 14"/><polygon points="260,200 700,220 690,470 250,490" fill="none" stroke="#94a3b8" stroke-width="4" stroke-dasharray="10 8"/><path d="M940 120 l24 -60 l24 60 M964 60 v120" stroke="#334155" stroke-width="6" fill="none"/>`
    ),
}

// Portraits: a flat head-and-shoulders illustration in the brand's colours
const SKIN = [
  '#f1c7a5',
  '#d9a47f',
  '#b97a56',
  '#8d5a3b',
  '#e8b98f',
  '#c68f6a',
  '#f3d2b8',
  '#a86b4a',
  '#e0ac85',
]
const BACK = [
  '#d1fadf',
  '#dbeaf5',
  '#fde7d3',
  '#e9e3f7',
  '#d6f0f0',
  '#fbe3e8',
  '#e4efd7',
  '#f3ecd9',
  '#dde6f3',
]
const CLOTHES = [
  '#1e3a8a',
  '#027a48',
  '#334155',
  '#7c2d12',
  '#0f766e',
  '#1f2937',
  '#6b21a8',
  '#b45309',
  '#155e75',
]
const HAIR = [
  '#2b1d14',
  '#4a2f1f',
  '#111111',
  '#7a4b2a',
  '#c89b5e',
  '#3a2a22',
  '#1a1a1a',
  '#5b3a29',
  '#2e2e2e',
]

function portrait(index, style) {
  const i = index - 1
  const skin = SKIN[i % SKIN.length]
  const hair = HAIR[i % HAIR.length]
  const hairBack =
    style === 'long'
      ? `<path d="M100 130 Q100 60 160 56 Q220 60 220 130 L232 250 Q160 270 88 250Z" fill="${hair}"/>`
      : ''
  const hairTop =
    style === 'short'
      ? `<path d="M104 128 Q100 64 160 58 Q222 64 216 128 Q200 96 160 94 Q120 96 104 128Z" fill="${hair}"/>`
      : style === 'scarf'
        ? `<path d="M94 150 Q90 48 160 44 Q230 48 226 150 Q232 226 196 246 H124 Q88 226 94 150Z" fill="${CLOTHES[(i + 4) % CLOTHES.length]}"/>`
        : `<path d="M104 132 Q96 58 160 54 Q226 58 216 132 Q196 88 150 92 Q118 100 104 132Z" fill="${hair}"/>`
  const body = `<rect width="320" height="320" fill="${BACK[i % BACK.length]}"/>${hairBack}<path d="M40 320 Q48 232 160 222 Q272 232 280 320Z" fill="${CLOTHES[i % CLOTHES.length]}"/><path d="M130 224 L160 268 L190 224Z" fill="#ffffff"/><rect x="138" y="180" width="44" height="52" rx="14" fill="${skin}"/><ellipse cx="160" cy="140" rx="54" ry="64" fill="${skin}"/>${hairTop}${style === 'scarf' ? `<ellipse cx="160" cy="146" rx="48" ry="58" fill="${skin}"/>` : ''}`
  return svg(320, 320, '', body)
}

const PORTRAIT_STYLES = ['long', 'short', 'long', 'long', 'scarf', 'long', 'short', 'long', 'short']
export const PORTRAITS = Object.fromEntries(
  PORTRAIT_STYLES.map((style, i) => [`portrait-${i + 1}`, () => portrait(i + 1, style)])
)
