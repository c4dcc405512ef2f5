// `npm run bench -- --scale`: the catalogue at 50,000 listings (`npm run seed:scale`). Every
// query of the catalogue's filters, alone and combined, asked uncached through the real worker
// (a fresh address each time, so the edge cache never answers): latency p50 and p95 against
// DESIGN.md's 50 ms, plus the property page, and the rows D1 read for each (`/__bench/rows-read`,
// against DESIGN.md's 1,000; `tests/integration/scale/catalog.ts` holds the bound in CI).
// `tools/scale/cms-scale.mjs` measures the same over 50,000 listings synced from the CMS.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { startLocalServer } from '../../scripts/local-server.mjs'
import { filterCombinations } from '../scale/filter-combinations.mjs'
import { withParam } from '../../scripts/with-param.mjs'
import { median, quantile } from './stats.mjs'

const STATE = '.wrangler/bench-scale-state'
const PORT = 8798
/** Requests per query: its p95 is then the second slowest, not the slowest (one pause is not it) */
const RUNS = 40
/** Unmeasured requests first: the worker's first ones compile its code */
const WARM_UP = 10
const SEEDED_STATE = '.wrangler/bench-seeded-state'
/** Pages timed at 50,000 listings and again over the seeded 40, whose listing 3 is in both */
const PAGES = ['/catalog', '/ar/catalog?q=marina', '/catalog/3']
/** A listing deep in the table, timed at scale only (the CMS scale run names its own) */
const DEEP_LISTING = '/catalog/42000'

const SINGLE = [
  {},
  { q: 'lumen' },
  { location: 'dubai-marina' },
  { type: 'villa' },
  { status: 'ready' },
  { minPrice: 500000, maxPrice: 2000000 },
  // typed into the address, off the price filter's steps
  { minPrice: 300000, maxPrice: 2100000 },
  { bedrooms: 2 },
  { after: 30000 },
]

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`)
  return performance.now() - started
}

/**
 * `state`: another local D1 to measure (the CMS scale run's, synced from Strapi: `synced`, so no
 * demo content is loaded into it) instead of the one `seed:scale` fills here; `port`: another port.
 */
export async function measureScale({
  state = STATE,
  port = PORT,
  synced = false,
  deepListing = DEEP_LISTING,
} = {}) {
  if (!existsSync(state)) {
    console.log('filling a database with 50,000 listings (about 2 minutes)...')
    execFileSync('node', ['tools/scale/seed-scale.mjs', '--persist-to', state], {
      stdio: 'inherit',
    })
  }
  // React's production build, as `wrangler deploy` ships it and the rest of the bench measures
  // (servers.mjs): the development build renders a page several times slower
  process.env.NODE_ENV = 'production'
  const server = await startLocalServer({
    port,
    persistTo: state,
    empty: synced,
    vars: { BENCH: '1' },
  })
  const single = []
  const combined = []
  const pages = []
  let run = 0
  const measure = async (label, path, url = server.url) => {
    const times = []
    for (let i = 0; i < RUNS; i++) times.push(await timed(url + withParam(path, 'run', run++)))
    const row = { label, p50: median(times), p95: quantile(times, 0.95) }
    if (!path.startsWith('/api/properties')) return row
    const read = await fetch(url + path.replace('/api/properties', '/__bench/rows-read'))
    return { ...row, rows: (await read.json()).rows }
  }
  const warmUp = async (url) => {
    for (let i = 0; i < WARM_UP; i++) {
      for (const path of ['/api/properties', ...PAGES])
        await timed(url + withParam(path, 'warm', i))
    }
  }
  try {
    await warmUp(server.url)
    const api = (query) =>
      `/api/properties?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      for (const query of SINGLE)
        single.push(await measure(`${JSON.stringify(query)} ${sort}`, api({ ...query, sort })))
    }
    // the combinations of two filters or more; each filter alone is timed above
    for (const query of filterCombinations().filter((q) => Object.keys(q).length > 1)) {
      combined.push(await measure(JSON.stringify(query), api(query)))
    }
    for (const path of [...PAGES, deepListing]) pages.push(await measure(path, path))
  } finally {
    await server.stop()
  }
  // The same pages over the seeded 40 listings, same server settings: what 50,000 cost them
  const seeded = await startLocalServer({
    port,
    persistTo: SEEDED_STATE,
    vars: { BENCH: '1' },
  })
  try {
    await warmUp(seeded.url)
    for (const path of PAGES) pages.push(await measure(`${path} (40 listings)`, path, seeded.url))
  } finally {
    await seeded.stop()
    rmSync(SEEDED_STATE, { recursive: true, force: true })
  }
  return { single, combined, pages }
}

export function printScale({ single, combined, pages }) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9)
  const rows = (row) => (row.rows === undefined ? '' : `${String(row.rows).padStart(6)} rows`)
  console.log(
    `\nThe catalogue at 50,000 listings (uncached, p50 / p95 of ${RUNS} runs, rows D1 read; ` +
      'bars: p95 < 50 ms, 1,000 rows)'
  )
  for (const row of single) {
    console.log(`  ${row.label.padEnd(58)} ${ms(row.p50)} ${ms(row.p95)} ${rows(row)}`)
  }
  const p95s = combined.map((row) => row.p95).sort((a, b) => a - b)
  const slow = combined.filter((row) => row.p95 >= 50).length
  const mostRows = Math.max(...[...single, ...combined].map((row) => row.rows ?? 0))
  console.log(
    `  ${combined.length} combinations of 2+ filters: p95 median ${ms(median(p95s))}, ` +
      `worst ${ms(p95s.at(-1))}; ${slow} at or over 50 ms; at most ${mostRows} rows read a query`
  )
  console.log(
    `\nPages, uncached (p50 / p95 of ${RUNS} runs), at 50,000 listings and over the seeded 40`
  )
  for (const row of pages) console.log(`  ${row.label.padEnd(58)} ${ms(row.p50)} ${ms(row.p95)}`)
}
