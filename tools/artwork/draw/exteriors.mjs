// Exterior scenes of the towers: waterfronts, the city from the street, the beach, low-rise
// neighbourhoods and a penthouse's terrace. Each takes a seeded generator and options, so the
// same drawing serves the site's own pictures and every listing's.
// Over 250 lines on purpose: it is drawing data, one function per scene, and a scene split
// across files would be harder to see whole.
import { linear, mix, palm, r1, roundTree } from './svg.mjs'
import {
  boats,
  H,
  lightOf,
  people,
  picture,
  plane,
  ripples,
  sky,
  skyBody,
  sunGlow,
  W,
  water,
} from './outdoors.mjs'
import { heroTower, needle, skyline, wheel, windowPatterns } from './towers.mjs'

/** Jets of the fountain dancing on the lake below the tallest tower: columns, spray and mist. */
function fountainJets(rng, y, x0, x1) {
  let out = ''
  const wave = rng.range(1, 3)
  for (let x = x0; x < x1; x += rng.range(22, 30)) {
    const t = (x - x0) / (x1 - x0)
    const h = 60 + 220 * Math.abs(Math.sin(t * Math.PI * wave)) * Math.sin(t * Math.PI)
    const half = rng.range(4, 7)
    out += `<path d="M${r1(x - half)} ${y} L${r1(x - 1.5)} ${r1(y - h)} L${r1(x + 1.5)} ${r1(y - h)} L${r1(x + half)} ${y}Z" fill="#ffffff" opacity="0.7"/><ellipse cx="${r1(x)}" cy="${r1(y - h)}" rx="${r1(half * 2.4)}" ry="${r1(half * 3)}" fill="#ffffff" opacity="0.3"/>`
  }
  return `${out}<ellipse cx="${r1((x0 + x1) / 2)}" cy="${y}" rx="${r1((x1 - x0) / 1.8)}" ry="22" fill="#ffffff" opacity="0.35"/>`
}

/** Flamingos wading in the creek's shallows by the wildlife sanctuary. */
function flamingos(rng, count, y0, y1) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(80, W - 80)
    const y = rng.range(y0, y1)
    const s = rng.range(0.5, 0.9)
    const dir = rng() < 0.5 ? 1 : -1
    out += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * dir)} ${r1(s)})" fill="#f28ca0"><ellipse cx="0" cy="-70" rx="26" ry="14"/><path d="M18 -76 Q34 -120 22 -140 Q14 -150 24 -156" stroke="#f28ca0" stroke-width="6" fill="none"/><path d="M24 -156 l14 6 l-10 4Z" fill="#2b2b2b"/><rect x="-4" y="-58" width="3" height="58" fill="#d9707f"/><rect x="4" y="-58" width="3" height="50" fill="#d9707f"/></g>`
  }
  return out
}

/**
 * A skyline across water (the marina, the creek, the canal, the lakes), its reflection and boats.
 * `hero` puts the listing's tower among the others ('across') or on the near bank ('promenade').
 */
export function waterfront(rng, opts = {}) {
  const { kind = 'day', shore = 690, boatCount = 5, taxis = false, flip = false } = opts
  const { far = [250, 520], near = [120, 330], hero = null } = opts
  const light = lightOf(kind)
  const night = light.night
  const bank = hero?.promenade ? rng.range(900, 950) : H
  let heroSvg = { defs: '', body: '' }
  if (hero) {
    const base = hero.promenade ? bank : shore
    heroSvg = heroTower(rng, hero.design, { ...hero, base, light })
  }
  const back = skyline(rng, {
    base: shore,
    minH: far[0],
    maxH: far[1],
    palette: light.palette,
    glass: 0.5,
  })
  const front = skyline(rng, {
    base: shore,
    minH: near[0],
    maxH: near[1],
    palette: light.palette,
    glass: 0.3,
    gap: 30,
  })
  const landmark = opts.needleAt
    ? needle(opts.needleAt, shore, opts.needleH ?? 640, light.palette[2])
    : ''
  const city = `<g id="city">${landmark}<g opacity="0.8">${back}</g>${front}${hero && !hero.promenade ? heroSvg.body : ''}</g>`
  const defs =
    sky('sky', kind) + water('water', kind) + sunGlow() + windowPatterns(night) + heroSvg.defs
  let body = skyBody(rng, kind, { sunX: opts.sunX })
  if (opts.wheelAt) body += wheel(opts.wheelAt, shore, 150, night)
  body += `${city}<rect y="${shore}" width="${W}" height="${H - shore}" fill="url(#water)"/><g transform="translate(0 ${shore * 2}) scale(1 -1)" opacity="0.28"><use href="#city"/></g>${ripples(rng, shore + 10, bank, night ? '#ffd98a' : '#ffffff')}<rect y="${shore - 8}" width="${W}" height="10" fill="${night ? '#0d1430' : light.lit('#6d7b8a')}"/>`
  if (opts.fountain) body += fountainJets(rng, shore + 60, W * 0.25, W * 0.7)
  body += boats(rng, boatCount, shore + 70, Math.min(bank - 40, 960), { night, small: taxis })
  if (opts.flamingos) body += flamingos(rng, rng.int(4, 7), Math.min(bank - 60, 900), bank - 10)
  if (hero?.promenade) {
    const ground = light.lit('#d9cdb6')
    body += `<rect y="${r1(bank)}" width="${W}" height="${r1(H - bank)}" fill="${ground}"/><rect y="${r1(bank - 4)}" width="${W}" height="6" fill="${light.lit('#8c96a3')}"/>${Array.from({ length: 26 }, (_, i) => `<rect x="${i * 60}" y="${r1(bank - 34)}" width="3" height="32" fill="${light.lit('#9aa5b1')}"/>`).join('')}<rect y="${r1(bank - 36)}" width="${W}" height="4" fill="${light.lit('#b8c2cc')}"/>${heroSvg.body}`
    for (let x = hero.x + hero.w + 120; x < W; x += rng.range(220, 320))
      body += palm(
        x,
        H + 10,
        rng.range(200, 280),
        rng.range(-0.15, 0.15),
        night ? '#0f2a1e' : '#2d6a45'
      )
  }
  return picture(defs, body, flip)
}

/** The city from the boulevard: towers, the tallest needle, a road lined with palms. */
export function cityscape(rng, opts = {}) {
  const { kind = 'day', ground = 760, hero = null, flip = false } = opts
  const light = lightOf(kind)
  const night = light.night
  const heroSvg = hero
    ? heroTower(rng, hero.design, { ...hero, base: ground, light })
    : { defs: '', body: '' }
  const defs =
    sky('sky', kind) +
    sunGlow() +
    windowPatterns(night) +
    linear('road', [
      ['0', '#4a4f58'],
      ['1', '#2c3038'],
    ]) +
    heroSvg.defs
  const back = skyline(rng, {
    base: ground,
    minH: 300,
    maxH: 560,
    palette: light.palette,
    glass: 0.6,
  })
  const front = skyline(rng, {
    base: ground,
    minH: 140,
    maxH: 300,
    palette: light.palette,
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
      night ? '#0f2a1e' : '#2d6a45'
    )
  const lights = night
    ? Array.from(
        { length: 40 },
        () =>
          `<rect x="${r1(rng.range(0, W))}" y="${r1(rng.range(ground + 70, ground + 160))}" width="${r1(rng.range(10, 40))}" height="3" fill="${rng() < 0.5 ? '#ff5a4f' : '#fff1c2'}" opacity="0.8"/>`
      ).join('')
    : ''
  const landmark = opts.needleAt
    ? needle(opts.needleAt, ground, opts.needleH ?? 700, light.palette[1])
    : ''
  const dashes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${i * 120 + 20}" y="${ground + 112}" width="60" height="5" fill="#f4f4f4" opacity="0.8"/>`
  ).join('')
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? rng.range(1000, 1350), cloudCount: 4 })}${landmark}<g opacity="0.85">${back}</g>${front}${heroSvg.body}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${night ? '#10162c' : light.lit('#c9b99a')}"/><rect y="${ground + 60}" width="${W}" height="110" fill="url(#road)"/>${dashes}${lights}${trees}`
  return picture(defs, body, flip)
}

/** Beach-front apartments on the crescent, seen from the sand. */
export function beach(rng, opts = {}) {
  const { kind = 'day', hero = null, flip = false, shore = 560 } = opts
  const light = lightOf(kind)
  const heroSvg = hero
    ? heroTower(rng, hero.design, { ...hero, base: shore, light })
    : { defs: '', body: '' }
  const defs =
    sky('sky', kind) +
    sunGlow() +
    linear('sea', [
      ['0', light.lit('#2a86c2')],
      ['0.7', light.lit('#3fb3cf')],
      ['1', light.lit('#8fe0df')],
    ]) +
    linear('sand', [
      ['0', light.lit('#f1dfb8')],
      ['1', light.lit('#e2c894')],
    ]) +
    windowPatterns(light.night) +
    heroSvg.defs
  const blocks = opts.blocks ?? beachBlocks(rng)
  let buildings = ''
  for (const [x, w, h] of blocks) {
    const wall = light.lit('#efe8dc')
    const glass = light.night ? '#ffd98a' : light.lit('#8fb3cf')
    buildings += `<rect x="${x}" y="${shore - h}" width="${w}" height="${h}" fill="${wall}"/>${Array.from({ length: Math.floor(h / 40) }, (_, i) => `<rect x="${x + 10}" y="${shore - h + 20 + i * 40}" width="${w - 20}" height="22" fill="${glass}" opacity="${light.night ? r1(rng.range(0.3, 0.9)) : 1}"/><rect x="${x + 6}" y="${shore - h + 40 + i * 40}" width="${w - 12}" height="5" fill="${light.lit('#ffffff')}"/>`).join('')}`
  }
  let umbrellas = ''
  for (let i = 0; i < (light.night ? 0 : 6); i++) {
    const x = rng.range(80, W - 120)
    const y = rng.range(800, 930)
    const c = rng.pick(opts.umbrellas ?? ['#f5f5f5', '#0e7c66', '#f0b429'])
    umbrellas += `<rect x="${r1(x - 2)}" y="${r1(y - 70)}" width="4" height="70" fill="#7a6a55"/><path d="M${r1(x - 60)} ${r1(y - 60)} Q${r1(x)} ${r1(y - 120)} ${r1(x + 60)} ${r1(y - 60)}Z" fill="${light.lit(c)}"/><rect x="${r1(x + 20)}" y="${r1(y - 10)}" width="90" height="12" rx="5" fill="${light.lit('#ffffff')}"/>`
  }
  const frond = light.night ? '#0f2a1e' : '#1f5b3a'
  const palms = (
    opts.palms ?? [
      [150, 1010, 380, 0.12],
      [1390, 1000, 420, -0.15],
      [1250, 990, 300, -0.05],
    ]
  )
    .map(([x, y, h, lean]) => palm(x, y, h, lean, frond))
    .join('')
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? 820, sunY: opts.sunY })}${buildings}${heroSvg.body}<rect y="${shore}" width="${W}" height="170" fill="url(#sea)"/>${ripples(rng, shore + 10, shore + 160, '#ffffff')}<path d="M0 720 Q400 700 800 730 T1536 715 V1024 H0Z" fill="url(#sand)"/><path d="M0 722 Q400 702 800 732 T1536 717" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>${umbrellas}${palms}`
  return picture(defs, body, flip)
}

function beachBlocks(rng) {
  const out = []
  for (let x = rng.range(-60, 40); x < W; x += rng.range(20, 90)) {
    const w = rng.range(160, 280)
    if (rng() < 0.8) out.push([r1(x), r1(w), r1(rng.range(220, 400))])
    x += w
  }
  return out
}

/** Mid-rise apartment blocks among trees: the parks of the Hills, the Circle, the south. */
export function lowRise(rng, opts = {}) {
  const { kind = 'morning', ground = 780, setting = 'park', flip = false } = opts
  const light = lightOf(kind)
  const desert = setting === 'desert'
  const defs =
    sky('sky', kind) +
    sunGlow() +
    linear('glass', [
      ['0', light.night ? '#ffcf7a' : light.lit('#3b5f80')],
      ['1', light.night ? '#f2b35c' : light.lit('#7aa2c4')],
    ]) +
    windowPatterns(light.night)
  const layout = opts.blocks ?? [
    [80, 420, 6, '#f2ece2'],
    [560, 460, 8, '#e9e1d3'],
    [1080, 400, 5, '#f5efe6'],
  ]
  const style = opts.style ?? 'ribbon'
  let blocks = ''
  for (const [x, w, floors, c] of layout) {
    const h = floors * 62
    const wall = light.lit(c)
    blocks += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 10}" y="${ground - h - 14}" width="${w + 20}" height="16" fill="${light.lit('#d8ccb8')}"/>`
    if (opts.pergola)
      blocks += `<rect x="${x + w * 0.55}" y="${ground - h - 44}" width="${r1(w * 0.35)}" height="6" fill="${light.lit('#8b6a4a')}"/>${[0, 1, 2, 3].map((i) => `<rect x="${r1(x + w * 0.55 + i * w * 0.11)}" y="${ground - h - 44}" width="5" height="32" fill="${light.lit('#8b6a4a')}"/>`).join('')}`
    for (let f = 0; f < floors; f++) {
      const y = ground - h + 14 + f * 62
      const bays = Math.floor(w / 70)
      for (let i = 0; i < bays; i++) {
        const on = !light.night || rng() < 0.55
        blocks += `<rect x="${x + 16 + i * 70}" y="${y}" width="52" height="${style === 'loggia' ? 44 : 36}" fill="${on ? 'url(#glass)' : '#26304f'}"/>`
      }
      if (style === 'ribbon')
        blocks += `<rect x="${x + 6}" y="${y + 38}" width="${w - 12}" height="6" fill="${light.lit('#ffffff')}"/><rect x="${x + 6}" y="${y + 30}" width="${w - 12}" height="2" fill="${light.lit('#b9ad98')}"/>`
      else if (style === 'loggia')
        blocks += `<rect x="${x + 6}" y="${y + 28}" width="${w - 12}" height="16" fill="#ffffff" opacity="0.22"/><rect x="${x + 6}" y="${y + 44}" width="${w - 12}" height="8" fill="${light.lit('#d8ccb8')}"/>`
      else
        blocks += `<rect x="${x + 10}" y="${y + 40}" width="${w - 20}" height="3" fill="${light.lit('#c9bca6')}"/>`
    }
  }
  const leaf = (c) => (light.night ? mix(c, '#0b1326', 0.6) : light.lit(c))
  let trees = ''
  const treeStep = desert ? [220, 340] : [90, 150]
  for (let x = 20; x < W; x += rng.range(...treeStep))
    trees += desert
      ? roundTree(x, ground + 10, rng.range(22, 32), leaf('#6f8f4a'))
      : `<circle cx="${r1(x)}" cy="${ground - 20}" r="${r1(rng.range(30, 48))}" fill="${leaf(rng.pick(['#4f8a3b', '#5d9a47', '#3f7a32']))}"/>`
  const lawn = desert ? '#dcc49a' : '#8cbf73'
  const frond = light.night ? '#0f2a1e' : '#1f5b3a'
  const far =
    opts.farCity === false
      ? ''
      : skyline(rng, {
          base: ground - 200,
          minH: 80,
          maxH: 220,
          palette: light.palette,
          glass: 0.4,
        })
  const sky2 = `${skyBody(rng, kind, { sunX: opts.sunX ?? 1350, sunY: opts.sunY })}${desert && !light.night ? plane(rng.range(300, 1200), rng.range(140, 260), rng.range(0.8, 1.2)) : ''}`
  const body = `${sky2}<g opacity="0.75">${far}</g>${desert ? `<path d="M0 ${ground - 120} Q300 ${ground - 170} 620 ${ground - 130} T1536 ${ground - 140} V${ground} H0Z" fill="${light.lit('#e3cc9f')}"/>` : ''}${blocks}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${light.lit(lawn)}"/><rect y="${ground + 80}" width="${W}" height="70" fill="${light.lit('#d9d2c5')}"/>${trees}${(
    opts.palms ?? [
      [520, 260, 0.05],
      [1040, 280, -0.08],
    ]
  )
    .map(([x, h, lean]) => palm(x, ground + 60, h, lean, frond))
    .join('')}${opts.strollers ? people(rng, 5, ground + 110, ground + 160, light) : ''}`
  return picture(defs, body, flip)
}

/** A penthouse's pool terrace high above the city, at the end of the day. */
export function penthouseTerrace(rng, opts = {}) {
  const { kind = 'dusk', view = 'marina', flip = false } = opts
  const light = lightOf(kind)
  const deck = opts.deck ?? ['#8a6a4f', '#6b4f3a']
  const defs =
    sky('sky', kind) +
    sunGlow() +
    windowPatterns(light.night) +
    linear('pool', [
      ['0', light.night ? '#39b6d6' : '#4fc3d9'],
      ['1', light.night ? '#0f5f86' : '#1b7fa3'],
    ]) +
    linear('deck', [
      ['0', light.lit(deck[0])],
      ['1', light.lit(deck[1])],
    ]) +
    water('sea', kind)
  let horizon
  if (view === 'downtown')
    horizon = `${needle(rng.range(900, 1200), 600, 560, light.palette[2])}${skyline(rng, { base: 600, minH: 60, maxH: 300, palette: light.palette, glass: 0.4 })}`
  else if (view === 'palm') {
    // The fronds below, sand and gardens with villas, and the crescent's arched hotel beyond
    const sand = light.lit('#e6d3ab')
    const green = light.lit('#5f8f5a')
    const fronds = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 80 + i * 34
        const y = 500 + i * 20
        const w = 860 - i * 70
        const villas = Array.from(
          { length: Math.floor(w / 46) },
          (_, k) =>
            `<rect x="${x + 14 + k * 46}" y="${y + 1}" width="14" height="5" fill="${light.night ? '#ffd98a' : '#f7f3ec'}"/>`
        ).join('')
        return `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="${sand}"/><rect x="${x + 8}" y="${y + 3}" width="${w - 16}" height="6" rx="3" fill="${green}"/>${villas}`
      })
      .join('')
    const hotel = light.lit('#eadbc6')
    horizon = `<rect y="440" width="${W}" height="200" fill="url(#sea)"/><path d="M40 472 Q760 452 1500 474" stroke="${sand}" stroke-width="8" fill="none"/><g fill="${hotel}"><rect x="1160" y="380" width="44" height="92"/><rect x="1276" y="380" width="44" height="92"/><rect x="1150" y="370" width="180" height="26"/><rect x="1228" y="352" width="24" height="20"/></g>${fronds}${skyline(rng, { x0: 1360, base: 470, minH: 30, maxH: 90, palette: light.palette, glass: 0.3 })}`
  } else
    horizon = `<rect y="440" width="${W}" height="200" fill="url(#sea)"/>${skyline(rng, { x0: opts.skylineFrom ?? 700, base: 560, minH: 80, maxH: 260, palette: light.palette, glass: 0.3 })}`
  const poolX = opts.poolX ?? 120
  const poolW = opts.poolW ?? 880
  const loungers = Array.from({ length: opts.loungers ?? 2 }, (_, i) => {
    const x = poolX + poolW + 120
    const y = 700 + i * 100
    const c = light.lit(opts.cushion ?? '#f3ede4')
    return `<g fill="${c}"><rect x="${x}" y="${y}" width="220" height="26" rx="10"/><rect x="${x + 20}" y="${y + 26}" width="12" height="40"/><rect x="${x + 190}" y="${y + 26}" width="12" height="40"/><rect x="${x + 170}" y="${y - 30}" width="50" height="40" rx="8" transform="rotate(-20 ${x + 195} ${y - 10})"/></g>`
  }).join('')
  const lanterns = light.night
    ? [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${r1(poolX + 100 + i * 240)}" cy="${r1(870 + (i % 2) * 40)}" r="30" fill="#ffd98a" opacity="0.25"/><circle cx="${r1(poolX + 100 + i * 240)}" cy="${r1(870 + (i % 2) * 40)}" r="9" fill="#fff1c2"/>`
        )
        .join('')
    : ''
  const pergola = opts.pergola
    ? `<g fill="${light.lit('#3b3b3b')}"><rect x="${W - 430}" y="320" width="420" height="14"/><rect x="${W - 420}" y="334" width="12" height="400"/><rect x="${W - 30}" y="334" width="12" height="400"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${W - 430 + i * 50}" y="308" width="8" height="12"/>`).join('')}</g>`
    : ''
  const body = `${skyBody(rng, kind, { sunX: opts.sunX ?? 380, sunY: opts.sunY ?? 300, cloudCount: 3 })}${horizon}<rect y="630" width="${W}" height="${H - 630}" fill="url(#deck)"/>${Array.from({ length: 20 }, (_, i) => `<rect x="0" y="${640 + i * 20}" width="${W}" height="2" fill="#000000" opacity="0.12"/>`).join('')}<rect y="560" width="${W}" height="80" fill="#ffffff" opacity="0.18"/><rect y="556" width="${W}" height="5" fill="#e9e4f2" opacity="0.7"/><path d="M${poolX} 700 H${poolX + poolW} L${poolX + poolW + 60} 820 H${poolX - 60}Z" fill="url(#pool)"/><path d="M${poolX} 700 H${poolX + poolW}" stroke="#ffffff" stroke-width="4" opacity="0.6"/>${pergola}${loungers}${lanterns}<circle cx="1440" cy="650" r="60" fill="${light.lit('#2d5a3d')}"/><rect x="1410" y="690" width="60" height="80" fill="${light.lit('#c8b79f')}"/>`
  return picture(defs, body, flip)
}
