// Every seeded listing's own pictures (seeds/0003_properties.sql), keyed
// `listing-{id}-{shot}`. A listing's seed decides the camera, the time of day and the furnishing;
// its development's seed decides the architecture, so two listings in one tower show one tower.
// Over 250 lines on purpose: it is drawing data, one function per scene, and a scene split
// across files would be harder to see whole.
import { random } from './svg.mjs'
import { TIMES, W } from './outdoors.mjs'
import { towerDesign } from './towers.mjs'
import { beach, cityscape, lowRise, penthouseTerrace, waterfront } from './exteriors.mjs'
import { AWNINGS, OFFICE_GLASS, officeTower, retail } from './commercial.mjs'
import { townhouses, villa, villaDesign } from './homes.mjs'
import { landPlot } from './land.mjs'
import { bathroom, bedroom, kitchen, living, office, PALETTES, studio } from './interiors.mjs'

const FLAT = ['living', 'bedroom', 'kitchen', 'bathroom']
const HOUSE = ['living', 'kitchen', 'bedroom', 'bathroom']
const STUDIO = ['studio', 'bathroom', 'area']

/** [id, area, type, development, shots after the cover], as in the seed's `photos`, in order. */
export const LISTINGS = [
  [1, 'dubai-marina', 'apartment', 'marina-crest', FLAT],
  [2, 'dubai-marina', 'apartment', 'harbour-lights', FLAT],
  [3, 'dubai-marina', 'penthouse', 'marina-crest', ['exterior', ...FLAT]],
  [4, 'dubai-marina', 'apartment', 'bayside-heights', STUDIO],
  [5, 'dubai-marina', 'retail', 'marina-promenade', ['area']],
  [6, 'downtown-dubai', 'apartment', 'boulevard-vista', FLAT],
  [7, 'downtown-dubai', 'apartment', 'opera-quarter', FLAT],
  [8, 'downtown-dubai', 'penthouse', 'fountain-view', ['exterior', ...FLAT]],
  [9, 'downtown-dubai', 'apartment', 'boulevard-vista', STUDIO],
  [10, 'business-bay', 'apartment', 'canal-edge', FLAT],
  [11, 'business-bay', 'office', 'bay-square', ['office', 'area']],
  [12, 'business-bay', 'apartment', 'canal-edge', FLAT],
  [13, 'business-bay', 'office', 'riverside-business-suites', ['office', 'area']],
  [14, 'business-bay', 'apartment', 'lumen-tower', STUDIO],
  [15, 'palm-jumeirah', 'villa', 'frond-signature-villas', HOUSE],
  [16, 'palm-jumeirah', 'apartment', 'palm-crescent', FLAT],
  [17, 'palm-jumeirah', 'apartment', 'azure-palm', FLAT],
  [18, 'palm-jumeirah', 'penthouse', 'azure-palm', ['exterior', ...FLAT]],
  [19, 'dubai-hills-estate', 'villa', 'parkside-villas', HOUSE],
  [20, 'dubai-hills-estate', 'villa', 'golf-place', HOUSE],
  [21, 'dubai-hills-estate', 'apartment', 'hills-park-residences', FLAT],
  [22, 'dubai-hills-estate', 'townhouse', 'maple-gardens', ['living', 'kitchen', 'bedroom']],
  [23, 'dubai-hills-estate', 'land', 'hills-plots', ['homes']],
  [24, 'jumeirah-village-circle', 'apartment', 'circle-gardens', STUDIO],
  [25, 'jumeirah-village-circle', 'apartment', 'circle-gardens', FLAT],
  [26, 'jumeirah-village-circle', 'townhouse', 'greenline', ['living', 'kitchen', 'bedroom']],
  [27, 'jumeirah-village-circle', 'retail', 'circle-boulevard', ['area']],
  [28, 'dubai-creek-harbour', 'apartment', 'creekside-horizon', FLAT],
  [29, 'dubai-creek-harbour', 'apartment', 'creekside-horizon', FLAT],
  [30, 'dubai-creek-harbour', 'apartment', 'harbour-island', FLAT],
  [31, 'jumeirah-lake-towers', 'office', 'lakeview-tower', ['office', 'area']],
  [32, 'jumeirah-lake-towers', 'apartment', 'cluster-gardens', FLAT],
  [33, 'jumeirah-lake-towers', 'apartment', 'lakefront-residence', STUDIO],
  [34, 'arabian-ranches', 'villa', 'ranches-meadow', HOUSE],
  [35, 'arabian-ranches', 'townhouse', 'saddle-creek', ['living', 'kitchen', 'bedroom']],
  [36, 'dubai-south', 'apartment', 'skyway-residences', STUDIO],
  [37, 'dubai-south', 'apartment', 'skyway-residences', FLAT],
  [38, 'dubai-south', 'land', 'logistics-district', ['homes']],
  [39, 'dubai-south', 'townhouse', 'expo-gate', ['living', 'kitchen', 'bedroom']],
  [40, 'dubai-south', 'retail', 'expo-gate', ['area']],
]

/** What a window in each area looks onto. */
const VIEWS = {
  'dubai-marina': ['marina', 'sea'],
  'downtown-dubai': ['needle', 'city'],
  'business-bay': ['canal', 'needle'],
  'palm-jumeirah': ['sea', 'marina'],
  'dubai-hills-estate': ['golf', 'garden'],
  'jumeirah-village-circle': ['garden', 'city'],
  'dubai-creek-harbour': ['marina', 'needle'],
  'jumeirah-lake-towers': ['marina', 'city'],
  'arabian-ranches': ['desert', 'garden'],
  'dubai-south': ['desert', 'city'],
}

/** The tower's street, waterfront or beach, with the development's tower in it when `design`. */
function towerScene(rng, area, kind, design, flip) {
  const promenade = rng() < 0.45
  const w = rng.range(200, 300)
  const x = promenade ? rng.range(40, 200) : rng.range(W * 0.12, W * 0.62)
  const hero = design
    ? { design, x, w, h: promenade ? rng.range(760, 860) : rng.range(500, 620), promenade }
    : null
  const common = { kind, hero, flip, boatCount: rng.int(2, 7) }
  if (area === 'dubai-marina')
    return waterfront(rng, { ...common, wheelAt: rng() < 0.4 ? rng.range(1100, 1350) : null })
  if (area === 'downtown-dubai')
    return rng() < 0.5
      ? cityscape(rng, {
          kind,
          hero: hero && { ...hero, h: rng.range(420, 600) },
          flip,
          needleAt: rng.range(300, 1200),
        })
      : waterfront(rng, {
          ...common,
          boatCount: 0,
          fountain: true,
          needleAt: rng.range(300, 1200),
          needleH: 660,
        })
  if (area === 'business-bay')
    return waterfront(rng, {
      ...common,
      shore: 720,
      taxis: true,
      needleAt: rng.range(200, 1300),
      needleH: 520,
    })
  if (area === 'dubai-creek-harbour')
    return waterfront(rng, {
      ...common,
      far: [160, 380],
      flamingos: !hero?.promenade,
      needleAt: rng.range(300, 1200),
      needleH: 480,
      boatCount: rng.int(0, 3),
    })
  if (area === 'jumeirah-lake-towers')
    return waterfront(rng, {
      ...common,
      shore: 700,
      far: [220, 440],
      near: [140, 300],
      boatCount: 0,
    })
  if (area === 'palm-jumeirah')
    return beach(rng, {
      kind,
      flip,
      hero: hero && {
        ...hero,
        design: { ...design, style: design.style === 'twist' ? 'balcony' : design.style },
        x: rng.range(200, 900),
        w: rng.range(300, 420),
        h: rng.range(360, 480),
        promenade: false,
      },
    })
  return lowRiseScene(rng, area, kind, flip)
}

function lowRiseScene(rng, area, kind, flip) {
  const blocks = []
  for (let x = rng.range(20, 120); x < W - 200; x += rng.range(40, 90)) {
    const w = rng.range(300, 480)
    blocks.push([
      Math.round(x),
      Math.round(Math.min(w, W - x - 20)),
      rng.int(4, 9),
      rng.pick(['#f2ece2', '#e9e1d3', '#f5efe6', '#ece6da', '#e6dccb']),
    ])
    x += w
  }
  return lowRise(rng, {
    kind,
    flip,
    blocks,
    setting: area === 'dubai-south' ? 'desert' : 'park',
    style: rng.pick(['ribbon', 'loggia', 'punched']),
    pergola: rng() < 0.5,
    strollers: area === 'jumeirah-village-circle',
    palms: [
      [rng.range(300, 700), rng.range(220, 300), 0.05],
      [rng.range(900, 1400), rng.range(240, 300), -0.08],
    ],
  })
}

const VILLA_STYLES = {
  'palm-jumeirah': ['modern', 'arabesque', 'cantilever'],
  'dubai-hills-estate': ['modern', 'cantilever', 'courtyard'],
  'arabian-ranches': ['mediterranean'],
}
const BACKDROPS = {
  'palm-jumeirah': 'sea',
  'dubai-hills-estate': 'golf',
  'arabian-ranches': 'desert',
}

function villaScene(rng, area, kind, design, flip) {
  return villa(rng, {
    kind,
    flip,
    design,
    backdrop: BACKDROPS[area] ?? 'lawn',
    cx: rng.range(660, 860),
    scale: rng.range(0.82, 1.02),
    pool: rng() < 0.8 ? 'front' : 'none',
    hedges: rng() < 0.6,
    palmsAt: Array.from({ length: rng.int(1, 3) }, () =>
      rng.pick([rng.range(60, 240), rng.range(1300, 1480)])
    ),
    treesAt: area === 'palm-jumeirah' ? [] : [rng.range(40, 200), rng.range(1340, 1500)],
  })
}

const ROWS = [
  ['#f1ebe0', '#e8e2d6', '#f6f1e8', '#ece4d4'],
  ['#efe6d8', '#e3d5bf', '#efe6d8', '#d9c8ad'],
  ['#f3f1ec', '#dfe2e3', '#f3f1ec', '#cfd6da'],
  ['#f4ede3', '#efd9c3', '#f4ede3', '#e6cdb1'],
]

function townhouseScene(rng, area, kind, flip) {
  return townhouses(rng, {
    kind,
    flip,
    unit: rng.range(230, 300),
    startX: rng.range(-120, 40),
    walls: rng.pick(ROWS),
    roof: area === 'arabian-ranches' ? 'pitched' : rng.pick(['flat', 'terrace']),
    door: rng.pick(['#8b6a4a', '#2f3e46', '#5b4636', '#6b3a2a']),
    lawn: area === 'dubai-south' ? '#b9b27a' : '#7fb069',
    palms: [
      [rng.range(0, 300), rng.range(240, 320), 0.1],
      [rng.range(1250, 1530), rng.range(260, 320), -0.1],
    ],
  })
}

/** The cover: the building itself, seen from the outside (a penthouse: its terrace). */
function cover(listing, rng, kind, flip) {
  const [, area, type, development] = listing
  const dev = random(`development-${development}`)
  if (type === 'penthouse')
    return penthouseTerrace(rng, {
      kind,
      flip,
      view: area === 'downtown-dubai' ? 'downtown' : area === 'palm-jumeirah' ? 'palm' : 'marina',
      pergola: rng() < 0.5,
      poolX: rng.range(100, 220),
      poolW: rng.range(700, 880),
      loungers: rng.int(1, 2),
      deck: rng.pick([
        ['#8a6a4f', '#6b4f3a'],
        ['#d9d0c1', '#b9ad98'],
        ['#a08266', '#7a5f49'],
      ]),
      sunX: rng.range(200, 700),
    })
  if (type === 'villa')
    return villaScene(rng, area, kind, villaDesign(dev, VILLA_STYLES[area] ?? ['modern']), flip)
  if (type === 'townhouse') return townhouseScene(rng, area, kind, flip)
  if (type === 'land')
    return landPlot(rng, {
      style: area === 'dubai-south' ? 'south' : 'hills',
      cell:
        area === 'dubai-south'
          ? [rng.range(280, 340), rng.range(220, 260)]
          : [rng.range(190, 230), rng.range(180, 210)],
      highlight: [rng.int(1, 3), rng.int(2, 4)],
      built: rng.range(0.4, 0.7),
      turn: rng.range(-14, 14),
      zoom: rng.range(0.95, 1.2),
    })
  if (type === 'office') {
    const left = rng.range(420, 600)
    const split = left + rng.range(380, 520)
    return officeTower(rng, {
      kind,
      flip,
      glass: dev.pick(OFFICE_GLASS),
      left: Math.round(left),
      split: Math.round(split),
      right: Math.round(split + rng.range(140, 240)),
      rise: rng.range(30, 90),
      pitch: dev.pick([20, 25, 32]),
      band: dev.pick([32, 38, 44]),
      neighbours: [
        [
          rng.range(60, 200),
          rng.range(380, 460),
          left - rng.range(60, 120),
          rng.range(360, 440),
          '#b9c6d3',
        ],
        [split + 260, rng.range(320, 420), W - rng.range(0, 100), rng.range(380, 460), '#c8d2dc'],
      ],
      busy: rng() < 0.5,
    })
  }
  if (type === 'retail')
    return retail(rng, {
      kind,
      flip,
      awnings: dev.pick(AWNINGS),
      backdrop: area === 'dubai-marina' ? 'towers' : area === 'dubai-south' ? 'desert' : 'lowrise',
      shopW: rng.range(250, 340),
      startX: rng.range(-120, 40),
      stripes: rng() < 0.5,
      facade: rng.pick(['#efe9df', '#e8e1d6', '#f3efe8', '#ddd5c8']),
      paving: rng.pick(['#e8dcc8', '#d9d4cc', '#e6ddd0']),
      crowd: rng.int(8, 16),
      palmX: rng.range(1300, 1520),
    })
  return towerScene(rng, area, kind, towerDesign(dev), flip)
}

/** The surroundings: the neighbourhood without the listing's own building in front. */
function areaShot(listing, rng, kind, flip) {
  const [, area, type] = listing
  if (area === 'jumeirah-village-circle')
    return type === 'retail'
      ? lowRiseScene(rng, area, kind, flip)
      : townhouseScene(rng, area, kind, flip)
  if (area === 'dubai-south')
    return type === 'retail'
      ? lowRiseScene(rng, area, kind, flip)
      : townhouseScene(rng, area, kind, flip)
  if (area === 'business-bay' && type !== 'office')
    return cityscape(rng, { kind, flip, needleAt: rng.range(300, 1200) })
  return towerScene(rng, area, kind, null, flip)
}

/** A villa's windows look onto its own garden and what lies beyond it, not onto towers. */
const VILLA_VIEWS = {
  'palm-jumeirah': ['sea', 'garden'],
  'dubai-hills-estate': ['golf', 'garden'],
  'arabian-ranches': ['garden', 'desert'],
}

function interior(listing, shot, rng, look) {
  const [, area, type] = listing
  const views = (type === 'villa' && VILLA_VIEWS[area]) || VIEWS[area]
  const viewType = type === 'townhouse' && shot === 'living' ? 'garden' : rng.pick(views)
  const base = {
    ...look,
    viewType,
    kind: rng.pick(['day', 'day', 'morning', 'golden', 'dusk', 'night']),
    flip: rng() < 0.5,
  }
  const window = {
    x: Math.round(rng.range(640, 740)),
    w: Math.round(rng.range(640, 760)),
    panes: rng.int(2, 4),
    frame: look.frame,
  }
  if (shot === 'living')
    return living(rng, {
      ...base,
      tall: type === 'penthouse',
      window: type === 'townhouse' ? { ...window, y: 140, h: 620 } : window,
      curtains: rng() < 0.5,
    })
  if (shot === 'bedroom')
    return bedroom(rng, {
      ...base,
      kind: rng.pick(['day', 'morning', 'golden', 'night']),
      window: rng() < 0.5 ? { x: 1000, w: 440, h: 380, panes: 2, frame: look.frame } : window,
      curtains: rng() < 0.6,
    })
  // the kitchen's cabinets take the wall left of x = 700
  if (shot === 'kitchen')
    return kitchen(rng, {
      ...base,
      window: { ...window, x: 720, w: Math.min(window.w, 720) },
      openShelves: rng() < 0.4,
    })
  if (shot === 'bathroom') return bathroom(rng, base)
  if (shot === 'studio') return studio(rng, { ...base, window })
  return office(rng, {
    ...base,
    viewType:
      area === 'business-bay' ? rng.pick(['canal', 'needle']) : rng.pick(['marina', 'city']),
    kind: rng.pick(['day', 'morning', 'golden', 'dusk']),
    carpet: rng.pick(['#8f979e', '#6f7880', '#a39a8e', '#5d6a73']),
    mullion: rng.pick([160, 200, 240]),
    plants: rng() < 0.6,
  })
}

/** The pictures of one listing, by key. */
function scenesOf(listing) {
  const [id, area, , development, shots] = listing
  const seed = random(`listing-${id}`)
  // Neighbouring listings never share a time of day or a palette; the rest is the seed's
  const kind = TIMES[(id * 2) % TIMES.length]
  const look = {
    palette: PALETTES[(id * 4) % PALETTES.length],
    frame: seed.pick(['#f5f3ef', '#f5f3ef', '#2b2b2b', '#8a7560']),
  }
  const flip = seed() < 0.5
  const draw = (shot) => {
    const rng = random(`listing-${id}-${shot}`)
    if (shot === 'cover') return cover(listing, rng, kind, flip)
    if (shot === 'exterior')
      return towerScene(
        rng,
        area,
        rng.pick(['day', 'morning', 'golden']),
        towerDesign(random(`development-${development}`)),
        !flip
      )
    if (shot === 'area') return areaShot(listing, rng, TIMES[(id * 2 + 3) % TIMES.length], !flip)
    if (shot === 'homes')
      return area === 'dubai-south'
        ? townhouseScene(rng, area, 'golden', flip)
        : villaScene(rng, area, 'day', villaDesign(rng, VILLA_STYLES[area]), flip)
    return interior(listing, shot, rng, look)
  }
  return Object.fromEntries(
    ['cover', ...shots].map((shot) => [`listing-${id}-${shot}`, () => draw(shot)])
  )
}

export const LISTING_SCENES = Object.assign({}, ...LISTINGS.map(scenesOf))
