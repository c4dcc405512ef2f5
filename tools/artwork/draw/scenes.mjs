// Every generated image, by key. Content refers to these keys (photos, floor plans, portraits).
import { random } from './svg.mjs'
import { W } from './outdoors.mjs'
import { beach, cityscape, lowRise, penthouseTerrace, waterfront } from './exteriors.mjs'
import { officeTower } from './commercial.mjs'
import { townhouses, villa } from './homes.mjs'
import { kitchen, living, office, PALETTES } from './interiors.mjs'
import { LISTING_SCENES } from './listings.mjs'
import { PLANS } from './plans.mjs'
import { PORTRAITS } from './portraits.mjs'

const MODERN = { style: 'modern', wall: '#f3efe8', cladding: '#d9c6a5' }
const FIRST = { palette: PALETTES[0] }

// The site's own pictures: heroes, the home page's areas, share images and article covers
const NAMED = {
  'marina-towers': (rng) => waterfront(rng, { kind: 'day' }),
  'marina-night': (rng) => waterfront(rng, { kind: 'night', wheelAt: 1260 }),
  'downtown-skyline': (rng) => cityscape(rng, { kind: 'dusk', needleAt: W * 0.42 }),
  'downtown-night': (rng) => cityscape(rng, { kind: 'night', needleAt: W * 0.42 }),
  'business-bay-canal': (rng) => waterfront(rng, { kind: 'morning', boatCount: 0 }),
  'tower-dusk': (rng) => cityscape(rng, { kind: 'dusk' }),
  'creek-towers': (rng) => waterfront(rng, { kind: 'dusk' }),
  'palm-beach': (rng) =>
    beach(rng, {
      blocks: [
        [60, 260, 300],
        [340, 200, 380],
        [560, 240, 260],
        [1040, 220, 340],
        [1280, 240, 280],
      ],
    }),
  'palm-villa': (rng) => villa(rng, { kind: 'morning', backdrop: 'sea', design: MODERN }),
  'hills-villa': (rng) => villa(rng, { design: MODERN }),
  'low-rise-residence': (rng) => lowRise(rng),
  'townhouse-row': (rng) => townhouses(rng),
  'office-tower': (rng) => officeTower(rng),
  'penthouse-terrace': (rng) => penthouseTerrace(rng),
  'interior-living': (rng) => living(rng, { ...FIRST, viewType: 'city', chaise: false }),
  'interior-living-sea': (rng) => living(rng, { ...FIRST, viewType: 'sea', chaise: false }),
  'interior-kitchen': (rng) => kitchen(rng, { ...FIRST, viewType: 'city' }),
  'interior-office': (rng) => office(rng, FIRST),
}

export const SCENES = {
  ...Object.fromEntries(Object.entries(NAMED).map(([key, draw]) => [key, () => draw(random(key))])),
  ...LISTING_SCENES,
  ...PLANS,
  ...PORTRAITS,
}
