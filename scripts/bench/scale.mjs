// `npm run bench -- --scale`: the catalogue at 50,000 listings (`npm run seed:scale`). Every
// query of the catalogue's filters, alone and combined, asked uncached through the real worker
// (a fresh address each time, so the edge cache never answers): latency p50 and p95 against
// DESIGN.md's 50 ms, plus the property page. Rows read per query come from the worker test
// `tests/integration/catalog-scale.test.ts`, which sees D1's meta.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startLocalServer } from '../local-server.mjs'
import { filterCombinations } from '../scale/filter-combinations.mjs'

const STATE = '.wrangler/bench-scale-state'
const PORT = 8798
const RUNS = 15

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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`)
  return performance.now() - started
}

export async function measureScale() {
  if (!existsSync(STATE)) {
    console.log('filling a database with 50,000 listings (about 2 minutes)...')
    execFileSync('node', ['scripts/seed-scale.mjs', '--persist-to', STATE], { stdio: 'inherit' })
  }
  const server = await startLocalServer({ port: PORT, persistTo: STATE, vars: { BENCH: '1' } })
  try {
    const rows = []
    let run = 0
    const measure = async (label, path) => {
      const times = []
      for (let i = 0; i < RUNS; i++) {
        const separator = path.includes('?') ? '&' : '?'
        times.push(await timed(`${server.url}${path}${separator}run=${run++}`))
      }
      times.sort((a, b) => a - b)
      rows.push({ label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) })
    }
    const api = (query) =>
      `/api/properties?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      for (const query of SINGLE)
        await measure(`${JSON.stringify(query)} ${sort}`, api({ ...query, sort }))
    }
    const combined = []
    // the combinations of two filters or more; each filter alone is timed above
    for (const query of filterCombinations().filter((q) => Object.keys(q).length > 1)) {
      const before = rows.length
      await measure(JSON.stringify(query), api(query))
      combined.push(...rows.splice(before))
    }
    await measure('catalogue page /catalog', '/catalog')
    await measure('catalogue page /ar/catalog?q=marina', '/ar/catalog?q=marina')
    await measure('property page /catalog/42000', '/catalog/42000')
    await measure('property page /catalog/3', '/catalog/3')
    return { single: rows, combined }
  } finally {
    await server.stop()
  }
}

export function printScale({ single, combined }) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9)
  console.log(
    '\nThe catalogue at 50,000 listings (uncached, p50 / p95 of 15 runs; bar: p95 < 50 ms)'
  )
  for (const row of single) console.log(`  ${row.label.padEnd(58)} ${ms(row.p50)} ${ms(row.p95)}`)
  const p95s = combined.map((row) => row.p95).sort((a, b) => a - b)
  const slow = combined.filter((row) => row.p95 >= 50).length
  console.log(
    `  ${combined.length} combinations of 2+ filters: p95 median ${ms(percentile(p95s, 0.5))}, ` +
      `worst ${ms(p95s.at(-1))}; ${slow} at or over 50 ms`
  )
}
