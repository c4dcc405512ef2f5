// Exterior scenes: skylines, waterfronts, villas, townhouses, offices, shops and land.
import { linear, palm, r1, radial, random, SKIES, svg } from './svg.mjs'

const W = 1536
const H = 1024

/** Window patterns: glass by day, scattered lights by night. */
function windowPatterns(night) {
  const lit = night ? '#ffd98a' : '#dbeaf5'
  const dark = night ? '#1d2745' : '#7f9bb3'
  return `
    <pattern id="win-a" width="18" height="22" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="12" height="14" fill="${dark}"/></pattern>
    <pattern id="win-b" width="54" height="44" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="12" height="14" fill="${lit}"/><rect x="39" y="26" width="12" height="14" fill="${lit}"/><rect x="21" y="4" width="12" height="14" fill="${night ? dark : lit}" opacity="0.6"/></pattern>
    <pattern id="win-c" width="12" height="30" patternUnits="userSpaceOnUse"><rect x="0" y="0" width="2" height="30" fill="${night ? '#2a3458' : '#ffffff'}" opacity="0.5"/><rect x="0" y="28" width="12" height="2" fill="${night ? '#2a3458' : '#ffffff'}" opacity="0.35"/></pattern>`
}

/** One tower: a body, a lit or glassy window pattern, and a crown. */
function tower(rng, x, base, w, h, palette, style) {
  const top = base - h
  const body = rng.pick(palette)
  let crown = ''
  const kind = rng.int(0, 3)
  if (kind === 0)
    crown = `<polygon points="${x},${top} ${x + w / 2},${top - w * 0.6} ${x + w},${top}" fill="${body}"/>`
  else if (kind === 1)
    crown = `<rect x="${x + w * 0.2}" y="${top - 18}" width="${w * 0.6}" height="18" fill="${body}"/><rect x="${x + w / 2 - 1.5}" y="${top - 60}" width="3" height="42" fill="${body}"/>`
  else if (kind === 2)
    crown = `<path d="M${x} ${top} Q${x + w / 2} ${top - w * 0.5} ${x + w} ${top}Z" fill="${body}"/>`
  const pattern = style === 'glass' ? 'win-c' : rng() < 0.5 ? 'win-a' : 'win-b'
  return `<g>${crown}<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${body}"/><rect x="${r1(x + 6)}" y="${r1(top + 10)}" width="${r1(w - 12)}" height="${r1(h - 10)}" fill="url(#${pattern})"/><rect x="${r1(x)}" y="${r1(top)}" width="${r1(w * 0.18)}" height="${r1(h)}" fill="#000" opacity="0.12"/></g>`
}

/** A row of towers between x0 and x1 standing on `base`. */
function skyline(rng, { x0 = -20, x1 = W + 20, base, minH, maxH, palette, glass = 0.4, gap = 8 }) {
  let out = ''
  for (let x = x0; x < x1;) {
    const w = rng.range(60, 130)
    const h = rng.range(minH, maxH)
    out += tower(rng, x, base, w, h, palette, rng() < glass ? 'glass' : 'grid')
    x += w + rng.range(-10, gap + 20)
  }
  return out
}

/** The tallest tower of the city, as a stepped needle. */
function needle(cx, base, h, color) {
  const steps = [
    [44, 0.0],
    [36, 0.22],
    [28, 0.42],
    [20, 0.6],
    [12, 0.76],
    [6, 0.88],
  ]
  const parts = steps
    .map(([half, from], i) => {
      const to = steps[i + 1]?.[1] ?? 0.97
      return `<rect x="${cx - half}" y="${r1(base - h * to)}" width="${half * 2}" height="${r1(h * (to - from))}" fill="${color}"/>`
    })
    .join('')
  return `${parts}<rect x="${cx - 2}" y="${r1(base - h)}" width="4" height="${r1(h * 0.05)}" fill="${color}"/><rect x="${cx - 44}" y="${r1(base - h * 0.6)}" width="88" height="${r1(h * 0.6)}" fill="url(#win-c)" opacity="0.6"/>`
}

function sky(id, kind) {
  return linear(id, SKIES[kind])
}

function sunOrMoon(kind, x, y) {
  if (kind === 'night')
    return `<circle cx="${x}" cy="${y}" r="34" fill="#f4f1de"/><circle cx="${x + 14}" cy="${y - 8}" r="30" fill="#0f1733" opacity="0.85"/>`
  const color = kind === 'dusk' ? '#ffd27f' : '#fff6d5'
  return `<circle cx="${x}" cy="${y}" r="${kind === 'dusk' ? 70 : 48}" fill="url(#sun)"/><circle cx="${x}" cy="${y}" r="${kind === 'dusk' ? 38 : 26}" fill="${color}"/>`
}

function stars(rng, count) {
  let out = ''
  for (let i = 0; i < count; i++)
    out += `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, 420))}" r="${r1(rng.range(0.6, 1.8))}" fill="#fff" opacity="${r1(rng.range(0.3, 0.9))}"/>`
  return out
}

function clouds(rng, count, color = '#ffffff', opacity = 0.7) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W)
    const y = rng.range(60, 320)
    const s = rng.range(0.6, 1.4)
    out += `<g opacity="${opacity}" fill="${color}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(90 * s)}" ry="${r1(22 * s)}"/><ellipse cx="${r1(x + 40 * s)}" cy="${r1(y - 14 * s)}" rx="${r1(50 * s)}" ry="${r1(22 * s)}"/></g>`
  }
  return out
}

function water(y, kind) {
  const colors = {
    day: [
      ['0', '#2f7fb5'],
      ['1', '#174e78'],
    ],
    dusk: [
      ['0', '#8a5a7d'],
      ['1', '#2a2f5c'],
    ],
    night: [
      ['0', '#1a2550'],
      ['1', '#070c22'],
    ],
    morning: [
      ['0', '#5d9cc9'],
      ['1', '#275f8a'],
    ],
  }
  return linear('water', colors[kind])
}

function ripples(rng, y0, y1, color) {
  let out = ''
  for (let i = 0; i < 70; i++) {
    const y = rng.range(y0, y1)
    const x = rng.range(0, W)
    out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(rng.range(30, 140))}" height="2" fill="${color}" opacity="${r1(rng.range(0.15, 0.45))}"/>`
  }
  return out
}

const PALETTES = {
  day: ['#c9d6e3', '#aab9c9', '#d8dee6', '#9fb1c4', '#e6e1d6', '#b8c4cf'],
  dusk: ['#4a4466', '#5b4f72', '#3e3a5c', '#6a5a78', '#514a6b'],
  night: ['#1b2444', '#232d52', '#18203d', '#2b3560', '#202a4c'],
  morning: ['#d6dde6', '#b7c4d2', '#e8e2d4', '#a9b8c9', '#c5d0dc'],
}

/** A waterfront skyline: towers, their reflection and a promenade. */
function waterfront(key, kind, { boats = true, needleTower = false, wheel = false } = {}) {
  const rng = random(key)
  const shore = 690
  const back = skyline(rng, {
    base: shore,
    minH: 250,
    maxH: 520,
    palette: PALETTES[kind].map((c) => c),
    glass: 0.5,
  })
  const front = skyline(rng, {
    base: shore,
    minH: 120,
    maxH: 330,
    palette: PALETTES[kind],
    glass: 0.3,
    gap: 30,
  })
  const city = `<g id="city">${needleTower ? needle(W * 0.62, shore, 640, PALETTES[kind][2]) : ''}${back}${front}</g>`
  let extra = ''
  if (wheel)
    extra += `<g stroke="${kind === 'night' ? '#c9d3ff' : '#ffffff'}" stroke-width="4" fill="none" opacity="0.9"><circle cx="1260" cy="520" r="150"/>${Array.from(
      { length: 12 },
      (_, i) => {
        const a = (i * Math.PI) / 6
        return `<line x1="1260" y1="520" x2="${r1(1260 + Math.cos(a) * 150)}" y2="${r1(520 + Math.sin(a) * 150)}"/>`
      }
    ).join(
      ''
    )}<line x1="1200" y1="690" x2="1260" y2="520"/><line x1="1320" y1="690" x2="1260" y2="520"/></g>`
  let boatsSvg = ''
  if (boats) {
    for (let i = 0; i < 5; i++) {
      const x = rng.range(100, W - 200)
      const y = rng.range(760, 960)
      const s = rng.range(0.6, 1.3)
      boatsSvg += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M0 0 L150 0 L130 26 L18 26Z" fill="#f5f7fa"/><rect x="40" y="-22" width="60" height="22" rx="6" fill="#e3e9f0"/><rect x="50" y="-16" width="40" height="8" fill="#2b3a55"/></g>`
    }
  }
  const defs =
    sky('sky', kind) +
    water('water', kind) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ]) +
    windowPatterns(kind === 'night')
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${kind === 'night' ? stars(rng, 120) : clouds(rng, 5, '#ffffff', kind === 'dusk' ? 0.25 : 0.6)}${sunOrMoon(kind, rng.range(200, 500), rng.range(140, 260))}${extra}${city}<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#water)"/><g transform="translate(0 ${shore * 2}) scale(1 -1)" opacity="0.28"><use href="#city"/></g>${ripples(rng, shore + 10, H, kind === 'night' ? '#ffd98a' : '#ffffff')}<rect y="${shore - 8}" width="${W}" height="10" fill="${kind === 'night' ? '#0d1430' : '#6d7b8a'}"/>${boatsSvg}`
  return svg(W, H, defs, body)
}

/** A city skyline over land, with a road and trees. */
function cityscape(key, kind, { needleTower = false } = {}) {
  const rng = random(key)
  const ground = 760
  const defs =
    sky('sky', kind) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ]) +
    windowPatterns(kind === 'night') +
    linear('road', [
      ['0', '#4a4f58'],
      ['1', '#2c3038'],
    ])
  const back = skyline(rng, {
    base: ground,
    minH: 300,
    maxH: 560,
    palette: PALETTES[kind],
    glass: 0.6,
  })
  const front = skyline(rng, {
    base: ground,
    minH: 140,
    maxH: 300,
    palette: PALETTES[kind],
    glass: 0.3,
    gap: 40,
  })
  let trees = ''
  for (let x = 30; x < W; x += rng.range(120, 200))
    trees += palm(
      x,
      ground + 40,
      rng.range(120, 170),
      rng.range(-0.2, 0.2),
      kind === 'night' ? '#0f2a1e' : '#2d6a45'
    )
  const lights =
    kind === 'night'
      ? Array.from(
          { length: 40 },
          () =>
            `<rect x="${r1(rng.range(0, W))}" y="${r1(rng.range(ground + 70, ground + 160))}" width="${r1(rng.range(10, 40))}" height="3" fill="${rng() < 0.5 ? '#ff5a4f' : '#fff1c2'}" opacity="0.8"/>`
        ).join('')
      : ''
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${kind === 'night' ? stars(rng, 90) : clouds(rng, 4)}${sunOrMoon(kind, rng.range(1000, 1350), rng.range(140, 240))}${needleTower ? needle(W * 0.42, ground, 700, PALETTES[kind][1]) : ''}${back}${front}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${kind === 'night' ? '#10162c' : '#c9b99a'}"/><rect y="${ground + 60}" width="${W}" height="110" fill="url(#road)"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${i * 120 + 20}" y="${ground + 112}" width="60" height="5" fill="#f4f4f4" opacity="0.8"/>`).join('')}${lights}${trees}`
  return svg(W, H, defs, body)
}

/** A modern villa with a pool, lawn and palms. */
function villa(key, { kind = 'day', sea = false, desert = false } = {}) {
  const rng = random(key)
  const ground = 700
  const wall = '#f3efe8'
  const defs =
    sky('sky', kind) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ]) +
    linear('glass', [
      ['0', '#27435f'],
      ['1', '#5f88ad'],
    ]) +
    linear('pool', [
      ['0', '#53d1e0'],
      ['1', '#1f9fbf'],
    ]) +
    linear('lawn', [
      ['0', desert ? '#cbb68a' : '#6aa84f'],
      ['1', desert ? '#b89f70' : '#4f8a3b'],
    ]) +
    linear('sea', [
      ['0', '#3a8fc6'],
      ['1', '#2d77a8'],
    ])
  const house = `
    <rect x="360" y="420" width="820" height="280" fill="${wall}"/>
    <rect x="300" y="404" width="940" height="22" fill="#e1dbd0"/>
    <rect x="560" y="250" width="560" height="170" fill="${wall}"/>
    <rect x="520" y="236" width="640" height="20" fill="#e1dbd0"/>
    <rect x="420" y="470" width="330" height="230" fill="url(#glass)"/>
    <rect x="800" y="470" width="320" height="230" fill="url(#glass)"/>
    <rect x="600" y="286" width="260" height="120" fill="url(#glass)"/>
    <rect x="900" y="286" width="180" height="120" fill="url(#glass)"/>
    ${[480, 560, 640, 860, 940, 1040].map((x) => `<rect x="${x}" y="470" width="4" height="230" fill="${wall}" opacity="0.8"/>`).join('')}
    <rect x="360" y="420" width="120" height="280" fill="#d9c6a5"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="360" y="${432 + i * 30}" width="120" height="3" fill="#c4ad86"/>`).join('')}`
  let palms = ''
  for (const x of [200, 1290, 1400])
    palms += palm(x + rng.range(-20, 20), ground + 20, rng.range(260, 330), rng.range(-0.15, 0.2))
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 4)}${sunOrMoon(kind, rng.range(1100, 1400), 160)}${sea ? `<rect y="560" width="${W}" height="140" fill="url(#sea)"/>` : `<path d="M0 640 Q400 560 800 620 T1536 600 V700 H0Z" fill="${desert ? '#d8c29a' : '#8fb98a'}" opacity="0.7"/>`}<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>${house}<rect x="330" y="${ground}" width="880" height="40" fill="#e7e1d6"/><path d="M420 ${ground + 70} H1120 L1180 ${ground + 190} H360Z" fill="url(#pool)"/>${Array.from({ length: 10 }, () => `<rect x="${r1(rng.range(460, 1080))}" y="${r1(rng.range(ground + 80, ground + 180))}" width="40" height="3" fill="#ffffff" opacity="0.5"/>`).join('')}<rect x="1230" y="${ground + 60}" width="120" height="14" rx="6" fill="#fafafa"/><rect x="1240" y="${ground + 74}" width="100" height="30" fill="#3d5a74"/>${palms}`
  return svg(W, H, defs, body)
}

function townhouses(key) {
  const rng = random(key)
  const ground = 740
  const colors = ['#f1ebe0', '#e8e2d6', '#f6f1e8', '#ece4d4']
  let row = ''
  for (let i = 0; i < 6; i++) {
    const x = 40 + i * 250
    const c = colors[i % colors.length]
    row += `<rect x="${x}" y="${ground - 330}" width="240" height="330" fill="${c}"/><rect x="${x - 6}" y="${ground - 344}" width="252" height="16" fill="#d6cbb7"/><rect x="${x + 24}" y="${ground - 290}" width="90" height="100" fill="url(#glass)"/><rect x="${x + 130}" y="${ground - 290}" width="86" height="100" fill="url(#glass)"/><rect x="${x + 24}" y="${ground - 160}" width="120" height="160" fill="url(#glass)"/><rect x="${x + 160}" y="${ground - 130}" width="54" height="130" fill="#8b6a4a"/><rect x="${x + 20}" y="${ground - 180}" width="200" height="8" fill="#d6cbb7"/><rect x="${x}" y="${ground - 10}" width="240" height="10" fill="#cfc3ad"/>`
    row += `<circle cx="${x + 200}" cy="${ground - 20}" r="28" fill="#4f8a3b"/><circle cx="${x + 225}" cy="${ground - 30}" r="20" fill="#5f9a48"/>`
  }
  const defs =
    sky('sky', 'morning') +
    linear('glass', [
      ['0', '#2f4e6b'],
      ['1', '#6f95b8'],
    ]) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ])
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 5)}${sunOrMoon('morning', 1300, 170)}<rect y="${ground}" width="${W}" height="${H - ground}" fill="#7fb069"/><rect y="${ground + 90}" width="${W}" height="80" fill="#d9d2c5"/>${row}${palm(1480, ground + 40, 300, -0.1)}${palm(20, ground + 50, 260, 0.1)}`
  return svg(W, H, defs, body)
}

function officeTower(key) {
  const rng = random(key)
  const defs =
    sky('sky', 'day') +
    linear(
      'glassA',
      [
        ['0', '#5c86ad'],
        ['0.5', '#a9c8e3'],
        ['1', '#3e6a92'],
      ],
      { x2: 1, y2: 0 }
    ) +
    linear(
      'glassB',
      [
        ['0', '#2f5577'],
        ['1', '#5a85ab'],
      ],
      { x2: 1, y2: 0 }
    ) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ])
  let mullions = ''
  for (let x = 520; x < 1020; x += 25)
    mullions += `<rect x="${x}" y="80" width="2" height="944" fill="#e9f1f8" opacity="0.5"/>`
  for (let y = 100; y < H; y += 38)
    mullions += `<rect x="520" y="${y}" width="500" height="2" fill="#e9f1f8" opacity="0.4"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 6)}${sunOrMoon('day', 1300, 150)}<polygon points="520,80 1020,140 1020,1024 520,1024" fill="url(#glassA)"/><polygon points="1020,140 1200,200 1200,1024 1020,1024" fill="url(#glassB)"/>${mullions}<polygon points="200,420 420,400 420,1024 200,1024" fill="#b9c6d3"/><polygon points="1250,380 1450,410 1450,1024 1250,1024" fill="#c8d2dc"/><rect y="940" width="${W}" height="84" fill="#8d96a0"/>${palm(460, 1000, 220, 0.1)}${palm(1230, 1000, 240, -0.1)}`
  return svg(W, H, defs, body)
}

function retail(key) {
  const rng = random(key)
  const ground = 860
  const awnings = ['#0e7c66', '#c0392b', '#2c3e50', '#d68910', '#1f618d']
  let shops = ''
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 300
    shops += `<rect x="${x}" y="520" width="290" height="340" fill="#efe9df"/><rect x="${x + 20}" y="600" width="250" height="260" fill="url(#glass)"/><path d="M${x + 10} 560 H${x + 280} L${x + 295} 610 H${x - 5}Z" fill="${awnings[i]}"/><rect x="${x + 40}" y="530" width="210" height="24" fill="#3b3b3b" opacity="0.15"/>`
  }
  let people = ''
  for (let i = 0; i < 14; i++) {
    const x = rng.range(40, W - 40)
    const s = rng.range(0.8, 1.2)
    const c = rng.pick(['#34495e', '#7f8c8d', '#c0392b', '#2e86c1', '#16a085', '#f5f5f5'])
    people += `<g transform="translate(${r1(x)} ${r1(ground + rng.range(40, 120))}) scale(${r1(s)})"><circle cx="0" cy="-118" r="13" fill="#8d5a3b"/><rect x="-15" y="-104" width="30" height="60" rx="10" fill="${c}"/><rect x="-12" y="-46" width="10" height="46" fill="#2c3e50"/><rect x="2" y="-46" width="10" height="46" fill="#2c3e50"/></g>`
  }
  const defs =
    sky('sky', 'day') +
    linear('glass', [
      ['0', '#f7e9c7'],
      ['1', '#d8b878'],
    ]) +
    windowPatterns(false) +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ])
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 4)}${skyline(rng, { base: 520, minH: 200, maxH: 420, palette: PALETTES.day, glass: 0.5 })}<rect y="500" width="${W}" height="24" fill="#d9d0c1"/>${shops}<rect y="${ground}" width="${W}" height="${H - ground}" fill="#e8dcc8"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100}" y="${ground}" width="2" height="${H - ground}" fill="#d4c6ae"/>`).join('')}${people}${palm(1500, H, 330, -0.12)}`
  return svg(W, H, defs, body)
}

function landPlot(key) {
  const rng = random(key)
  let plots = ''
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      const x = 60 + col * 210
      const y = 40 + row * 200
      if ((row === 2 && col === 3) || rng() < 0.08) continue
      const built = rng() < 0.55
      plots += `<rect x="${x}" y="${y}" width="180" height="160" fill="#e6d6b3" stroke="#cdbb94" stroke-width="2"/>`
      if (built)
        plots += `<rect x="${x + 30}" y="${y + 30}" width="${rng.int(80, 120)}" height="${rng.int(70, 100)}" fill="#f7f3ec"/><rect x="${x + 30}" y="${y + 30}" width="40" height="30" fill="#5fb7cf"/><circle cx="${x + 160}" cy="${y + 140}" r="14" fill="#4f8a3b"/>`
    }
  }
  const hx = 60 + 3 * 210
  const hy = 40 + 2 * 200
  const roads = `${[0, 1, 2, 3, 4, 5].map((r) => `<rect x="0" y="${20 + r * 200}" width="${W}" height="20" fill="#6b6f76"/>`).join('')}${[0, 1, 2, 3, 4, 5, 6, 7].map((c) => `<rect x="${40 + c * 210}" y="0" width="20" height="${H}" fill="#6b6f76"/>`).join('')}`
  const highlight = `<rect x="${hx}" y="${hy}" width="180" height="160" fill="#d9c48f"/><rect x="${hx + 4}" y="${hy + 4}" width="172" height="152" fill="none" stroke="#027a48" stroke-width="6" stroke-dasharray="14 10"/><path d="M${hx + 90} ${hy + 40} c-22 0 -34 16 -34 32 c0 24 34 56 34 56 c0 0 34 -32 34 -56 c0 -16 -12 -32 -34 -32z" fill="#027a48"/><circle cx="${hx + 90}" cy="${hy + 72}" r="11" fill="#fff"/>`
  const body = `<rect width="${W}" height="${H}" fill="#d9c79f"/>${roads}${plots}${highlight}`
  return svg(W, H, '', body)
}

function penthouseTerrace(key) {
  const rng = random(key)
  const defs =
    sky('sky', 'dusk') +
    radial('sun', [
      ['0', '#ffd9a0', 0.9],
      ['1', '#ffd9a0', 0],
    ]) +
    windowPatterns(true) +
    linear('pool', [
      ['0', '#4fc3d9'],
      ['1', '#1b7fa3'],
    ]) +
    linear('deck', [
      ['0', '#8a6a4f'],
      ['1', '#6b4f3a'],
    ]) +
    linear('sea', [
      ['0', '#7e5f86'],
      ['1', '#2a2f5c'],
    ])
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sunOrMoon('dusk', 380, 300)}<rect y="440" width="${W}" height="200" fill="url(#sea)"/>${skyline(rng, { x0: 700, base: 560, minH: 80, maxH: 260, palette: PALETTES.dusk, glass: 0.3 })}<rect y="630" width="${W}" height="${H - 630}" fill="url(#deck)"/>${Array.from({ length: 20 }, (_, i) => `<rect x="0" y="${640 + i * 20}" width="${W}" height="2" fill="#5a402e" opacity="0.5"/>`).join('')}<rect y="560" width="${W}" height="80" fill="#ffffff" opacity="0.18"/><rect y="556" width="${W}" height="5" fill="#e9e4f2" opacity="0.7"/><path d="M120 700 H1000 L1060 820 H60Z" fill="url(#pool)"/><g fill="#f3ede4"><rect x="1120" y="700" width="220" height="26" rx="10"/><rect x="1140" y="726" width="12" height="40"/><rect x="1310" y="726" width="12" height="40"/><rect x="1120" y="800" width="220" height="26" rx="10"/><rect x="1140" y="826" width="12" height="40"/><rect x="1310" y="826" width="12" height="40"/></g><circle cx="1440" cy="650" r="60" fill="#2d5a3d"/><rect x="1410" y="690" width="60" height="80" fill="#c8b79f"/>`
  return svg(W, H, defs, body)
}

function beach(key) {
  const rng = random(key)
  const defs =
    sky('sky', 'day') +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ]) +
    linear('sea', [
      ['0', '#2a86c2'],
      ['0.7', '#3fb3cf'],
      ['1', '#8fe0df'],
    ]) +
    linear('sand', [
      ['0', '#f1dfb8'],
      ['1', '#e2c894'],
    ]) +
    windowPatterns(false)
  let buildings = ''
  for (const [x, w, h] of [
    [60, 260, 300],
    [340, 200, 380],
    [560, 240, 260],
    [1040, 220, 340],
    [1280, 240, 280],
  ]) {
    buildings += `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="#efe8dc"/>${Array.from({ length: Math.floor(h / 40) }, (_, i) => `<rect x="${x + 10}" y="${560 - h + 20 + i * 40}" width="${w - 20}" height="22" fill="#8fb3cf"/><rect x="${x + 6}" y="${560 - h + 40 + i * 40}" width="${w - 12}" height="5" fill="#ffffff"/>`).join('')}`
  }
  let umbrellas = ''
  for (let i = 0; i < 6; i++) {
    const x = rng.range(80, W - 120)
    const y = rng.range(800, 930)
    const c = rng.pick(['#f5f5f5', '#0e7c66', '#f0b429'])
    umbrellas += `<rect x="${r1(x - 2)}" y="${r1(y - 70)}" width="4" height="70" fill="#7a6a55"/><path d="M${r1(x - 60)} ${r1(y - 60)} Q${r1(x)} ${r1(y - 120)} ${r1(x + 60)} ${r1(y - 60)}Z" fill="${c}"/><rect x="${r1(x + 20)}" y="${r1(y - 10)}" width="90" height="12" rx="5" fill="#ffffff"/>`
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 5)}${sunOrMoon('day', 820, 150)}${buildings}<rect y="560" width="${W}" height="170" fill="url(#sea)"/>${ripples(rng, 570, 720, '#ffffff')}<path d="M0 720 Q400 700 800 730 T1536 715 V1024 H0Z" fill="url(#sand)"/><path d="M0 722 Q400 702 800 732 T1536 717" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>${umbrellas}${palm(150, 1010, 380, 0.12)}${palm(1390, 1000, 420, -0.15)}${palm(1250, 990, 300, -0.05)}`
  return svg(W, H, defs, body)
}

function lowRise(key) {
  const rng = random(key)
  const ground = 780
  const defs =
    sky('sky', 'morning') +
    radial('sun', [
      ['0', '#fff3c4', 0.9],
      ['1', '#fff3c4', 0],
    ]) +
    linear('glass', [
      ['0', '#3b5f80'],
      ['1', '#7aa2c4'],
    ]) +
    windowPatterns(false)
  let blocks = ''
  for (const [x, w, floors, c] of [
    [80, 420, 6, '#f2ece2'],
    [560, 460, 8, '#e9e1d3'],
    [1080, 400, 5, '#f5efe6'],
  ]) {
    const h = floors * 62
    blocks += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${c}"/><rect x="${x - 10}" y="${ground - h - 14}" width="${w + 20}" height="16" fill="#d8ccb8"/>`
    for (let f = 0; f < floors; f++) {
      const y = ground - h + 14 + f * 62
      for (let i = 0; i < Math.floor(w / 70); i++)
        blocks += `<rect x="${x + 16 + i * 70}" y="${y}" width="52" height="36" fill="url(#glass)"/>`
      blocks += `<rect x="${x + 6}" y="${y + 38}" width="${w - 12}" height="6" fill="#ffffff"/><rect x="${x + 6}" y="${y + 30}" width="${w - 12}" height="2" fill="#b9ad98"/>`
    }
  }
  let trees = ''
  for (let x = 20; x < W; x += rng.range(90, 150))
    trees += `<circle cx="${r1(x)}" cy="${ground - 20}" r="${r1(rng.range(30, 48))}" fill="${rng.pick(['#4f8a3b', '#5d9a47', '#3f7a32'])}"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(rng, 5)}${sunOrMoon('morning', 1350, 160)}${skyline(rng, { base: ground - 200, minH: 80, maxH: 220, palette: PALETTES.morning, glass: 0.4 })}${blocks}<rect y="${ground}" width="${W}" height="${H - ground}" fill="#8cbf73"/><rect y="${ground + 80}" width="${W}" height="70" fill="#d9d2c5"/>${trees}${palm(520, ground + 60, 260, 0.05)}${palm(1040, ground + 60, 280, -0.08)}`
  return svg(W, H, defs, body)
}

export const EXTERIORS = {
  'marina-towers': () => waterfront('marina-towers', 'day', { wheel: false }),
  'marina-night': () => waterfront('marina-night', 'night', { wheel: true }),
  'downtown-skyline': () => cityscape('downtown-skyline', 'dusk', { needleTower: true }),
  'downtown-night': () => cityscape('downtown-night', 'night', { needleTower: true }),
  'business-bay-canal': () => waterfront('business-bay-canal', 'morning', { boats: false }),
  'tower-dusk': () => cityscape('tower-dusk', 'dusk'),
  'creek-towers': () => waterfront('creek-towers', 'dusk', { boats: true }),
  'palm-beach': () => beach('palm-beach'),
  'palm-villa': () => villa('palm-villa', { sea: true, kind: 'morning' }),
  'hills-villa': () => villa('hills-villa', {}),
  'desert-villa': () => villa('desert-villa', { desert: true, kind: 'morning' }),
  'low-rise-residence': () => lowRise('low-rise-residence'),
  'townhouse-row': () => townhouses('townhouse-row'),
  'office-tower': () => officeTower('office-tower'),
  'retail-promenade': () => retail('retail-promenade'),
  'land-plot': () => landPlot('land-plot'),
  'penthouse-terrace': () => penthouseTerrace('penthouse-terrace'),
}
