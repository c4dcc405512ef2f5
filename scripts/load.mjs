// The load test (`npm run load`): a bounded burst against a fresh local server mixing page
// views, list endpoints and form posts; then a check that every post the server acknowledged
// (2xx with its id and reference) is stored in D1. Exits non-zero on any error other than an
// intended 429, or on any acknowledged record that is missing.
// Flags: --seconds=N (default 20), --connections=N (default 20).
import { cpus, loadavg } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { burst } from './bench/burst.mjs'
import { overLimitClient } from './bench/over-limit.mjs'
import { queryLocalD1 } from './bench/d1.mjs'
import { resolvePages } from './bench/pages.mjs'
import { reportLoad } from './bench/report-load.mjs'
import { clearScratch, startFresh, stopAll, stopOnExit } from './bench/servers.mjs'
import { snapshotSite } from './bench/snapshot.mjs'
import { TABLES, trafficMix } from './bench/traffic.mjs'

const flag = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  return arg ? Number(arg.split('=')[1]) : fallback
}
const SECONDS = flag('seconds', 20)
const CONNECTIONS = flag('connections', 20)
const PORT = 8797
const STATE = '.wrangler/load-state'

stopOnExit('load test')
try {
  console.log(`starting a fresh server on ${PORT} (NODE_ENV=production, state in ${STATE})...`)
  // A snapshot of the built site, which others' edits and builds cannot reload mid-burst
  const server = await startFresh(PORT, STATE, {}, snapshotSite('load'))
  const pagePaths = (await resolvePages(server.url)).map((p) => p.path).filter(Boolean)
  const runId = Date.now().toString(36)
  const loadBefore = loadavg()[0]
  console.log(`burst: ${CONNECTIONS} connections for ${SECONDS} s...`)
  const mix = trafficMix({ origin: server.url, pagePaths, runId })
  const run = await burst({
    connections: CONNECTIONS,
    seconds: SECONDS,
    next: mix.next,
    alongside: () => overLimitClient(mix.post),
  })
  const samples = [...run.samples, ...run.extra.samples]
  await server.stop()

  console.log(
    `\nLoad test: ${CONNECTIONS} connections, ${run.elapsedSeconds.toFixed(1)} s, mix of page ` +
      `views (${pagePaths.length} page types in 6 locales; half the mix), list endpoints (filters ` +
      `and pages; 30 %) and JSON form posts (leads of all 5 kinds, newsletter, partners; 20 %; from addresses ` +
      `posting 4 each), plus one client posting 25 in a row from one address; ` +
      `${cpus().length} CPUs, load average ${loadBefore.toFixed(2)} before`
  )
  const { errors, summary } = reportLoad(
    { samples, elapsedSeconds: run.elapsedSeconds },
    run.extra.verdict
  )

  // Every acknowledged record, looked up in D1 after the server stopped
  const acknowledged = samples.filter((s) => s.kind === 'post' && s.status >= 200 && s.status < 300)
  const missing = []
  const stored = {}
  for (const [endpoint, tableName] of Object.entries(TABLES)) {
    const acks = acknowledged.filter((s) => s.meta.endpoint === endpoint)
    const rows = queryLocalD1(
      STATE,
      `SELECT id, reference, email FROM ${tableName} WHERE email LIKE 'load-${runId}-%'`
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const ack of acks) {
      const row = byId.get(ack.body?.id)
      if (!row || row.reference !== ack.body.reference || row.email !== ack.meta.email) {
        missing.push({ endpoint, ...ack.body, email: ack.meta.email })
      }
    }
    stored[endpoint] = { acknowledged: acks.length, rowsOfThisRun: rows.length }
  }
  console.log(
    `\nD1 after the burst (wrangler d1 execute --local --persist-to ${STATE}): ` +
      Object.entries(stored)
        .map(([e, s]) => `${e} ${s.acknowledged} acknowledged, ${s.rowsOfThisRun} rows`)
        .join('; ')
  )
  console.log(
    `${missing.length === 0 ? 'PASS' : 'FAIL'} every acknowledged submission is stored with its ` +
      `reference (${acknowledged.length} acknowledged, ${missing.length} missing)`
  )
  for (const m of missing.slice(0, 10)) console.log(`  missing: ${JSON.stringify(m)}`)
  console.log(
    `${errors.length === 0 ? 'PASS' : 'FAIL'} no errors apart from intended 429s ` +
      `(${errors.length} errors, ${summary.rateLimited} answered 429)`
  )
  for (const e of errors.slice(0, 10)) {
    console.log(`  ${e.kind} ${e.label}: ${e.error ?? e.status}`)
  }
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/load.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        loadAverageBefore: loadBefore,
        ...summary,
        stored,
        missing,
      },
      null,
      2
    ) + '\n'
  )
  console.log('figures written to bench-results/load.json')
  if (errors.length > 0 || missing.length > 0 || !run.extra.verdict.pass) process.exitCode = 1
} catch (error) {
  console.error('\nload test failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
  clearScratch()
}
