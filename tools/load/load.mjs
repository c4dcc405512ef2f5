// The load test (`npm run load`): the production bundle (`npm run preview`'s, scripts/
// preview-server.mjs) on a fresh local D1, under a mix of page views, catalogue searches, Load
// More, form posts and partner sign-ins (against the fake CMS behind the fault harness, which
// also stands in for the CRM that every lead is forwarded to), for a bounded time. It reports
// latency per kind and per route, per minute of the run, the workerd processes' memory (RSS)
// from start to end, and then reads D1 to find every submission the server acknowledged,
// exactly once. Exits non-zero on any error other than an intended 429, or on any acknowledged
// record missing or stored twice.
// Flags: --duration N (seconds; default 20; --seconds=N too), --connections N (default 20).
// LOAD_PORT overrides the port (8797).
import { cpus, loadavg } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { burst } from './burst.mjs'
import { overLimitClient } from './over-limit.mjs'
import { sampleMemory } from './memory.mjs'
import { stopOnSignals } from './stop.mjs'
import { resolvePages } from '../bench/pages.mjs'
import { reportLoad, reportMinutes } from './report-load.mjs'
import { assertPortFree } from '../bench/servers.mjs'
import { TABLES, trafficMix } from './traffic.mjs'
import { startFaultServer } from '../faults/fault-server.mjs'
import { d1Rows } from '../../scripts/d1.mjs'
import { PREVIEW_ENV, startPreviewServer } from '../../scripts/preview-server.mjs'
import { createFakeCms, PARTNER } from '../../tests/fixtures/fake-cms.ts'

const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`))
  const value = inline ? inline.split('=')[1] : index > 0 ? process.argv[index + 1] : undefined
  return value === undefined ? fallback : Number(value)
}
const SECONDS = flag('duration', flag('seconds', 20))
const CONNECTIONS = flag('connections', 20)
const PORT = Number(process.env.LOAD_PORT || 8797)
const STATE = '.wrangler/load-state'

let server
let harness
const stop = stopOnSignals(STATE, () => ({ server, harness }))

try {
  await assertPortFree(PORT)
  const cms = createFakeCms()
  harness = await startFaultServer({ cmsHandler: (request) => cms.handle(request) })
  console.log(`starting the production bundle on ${PORT} (state in ${STATE})...`)
  server = await startPreviewServer({
    port: PORT,
    persistTo: STATE,
    vars: {
      CMS_URL: `${harness.url}/load/cms/api`,
      LEAD_WEBHOOK_URL: `${harness.url}/load/crm/leads`,
    },
  })
  const pagePaths = (await resolvePages(server.url)).map((p) => p.path).filter(Boolean)
  const runId = Date.now().toString(36)
  const loadBefore = loadavg()
  console.log(`burst: ${CONNECTIONS} connections for ${SECONDS} s (progress every minute)...`)
  const memory = sampleMemory(server.pid)
  const progress = setInterval(() => {
    const last = memory.latest()
    console.log(`  ${last.seconds} s: workerd ${last.mb.toFixed(1)} MB`)
  }, 60_000)
  const mix = trafficMix({
    origin: server.url,
    pagePaths,
    runId,
    signIn: { identifier: PARTNER.email, password: PARTNER.password },
  })
  const run = await burst({
    connections: CONNECTIONS,
    seconds: SECONDS,
    next: mix.next,
    alongside: () => overLimitClient(mix.post),
  })
  clearInterval(progress)
  const rss = memory.stop()
  const loadAfter = loadavg()
  const samples = [...run.samples, ...run.extra.samples]
  await server.stop()
  const delivered = (await (await fetch(`${harness.url}/load/__requests?target=crm`)).json()).length
  await harness.close()

  console.log(
    `\nLoad test: the production bundle, ${CONNECTIONS} connections, ` +
      `${run.elapsedSeconds.toFixed(1)} s: page views (${pagePaths.length} page types in 6 ` +
      `locales; 40 %), catalogue searches (15 %), Load More (lists with filters and pages; 20 %), ` +
      `JSON form posts (leads of all 5 kinds, newsletter, partners; 15 %; addresses posting 4 ` +
      `each) and partner sign-ins (10 %; one in ten a wrong password), plus one client posting ` +
      `25 in a row from one address; ${cpus().length} CPUs, load average ` +
      `${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ` +
      `${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`
  )
  const { errors, summary } = reportLoad(
    { samples, elapsedSeconds: run.elapsedSeconds },
    run.extra.verdict
  )
  const perMinute = reportMinutes(samples, run.start)
  const mb = rss.map((s) => s.mb)
  console.log(
    `\nworkerd memory (RSS, all its processes): ${mb[0].toFixed(1)} MB at the start, ` +
      `${Math.min(...mb).toFixed(1)}-${Math.max(...mb).toFixed(1)} MB during, ` +
      `${mb.at(-1).toFixed(1)} MB at the end (${rss.length} samples, every 5 s)`
  )

  // Every acknowledged record, looked up in D1 after the server stopped: once each
  const acknowledged = samples.filter((s) => s.kind === 'post' && s.status >= 200 && s.status < 300)
  const missing = []
  const twice = []
  const stored = {}
  for (const [endpoint, tableName] of Object.entries(TABLES)) {
    const acks = acknowledged.filter((s) => s.meta.endpoint === endpoint)
    const rows = d1Rows(
      `SELECT id, reference, email FROM ${tableName} WHERE email LIKE 'load-${runId}-%'`,
      { env: PREVIEW_ENV, local: true, persistTo: STATE }
    )
    const byEmail = new Map()
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row])
    for (const ack of acks) {
      const found = byEmail.get(ack.meta.email) ?? []
      if (found.length > 1) twice.push({ endpoint, email: ack.meta.email, rows: found.length })
      const row = found[0]
      if (!row || row.id !== ack.body?.id || row.reference !== ack.body.reference) {
        missing.push({ endpoint, ...ack.body, email: ack.meta.email })
      }
    }
    stored[endpoint] = { acknowledged: acks.length, rowsOfThisRun: rows.length }
  }
  console.log(
    `\nD1 after the run: ` +
      Object.entries(stored)
        .map(([e, s]) => `${e} ${s.acknowledged} acknowledged, ${s.rowsOfThisRun} rows`)
        .join('; ') +
      `; the CRM received ${delivered} deliveries`
  )
  const once = missing.length === 0 && twice.length === 0
  console.log(
    `${once ? 'PASS' : 'FAIL'} every acknowledged submission is stored once with its reference ` +
      `(${acknowledged.length} acknowledged, ${missing.length} missing, ${twice.length} twice)`
  )
  for (const m of [...missing, ...twice].slice(0, 10)) console.log(`  ${JSON.stringify(m)}`)
  console.log(
    `${errors.length === 0 ? 'PASS' : 'FAIL'} no errors apart from intended 429s ` +
      `(${errors.length} errors, ${summary.rateLimited} answered 429)`
  )
  for (const e of errors.slice(0, 10)) console.log(`  ${e.kind} ${e.label}: ${e.error ?? e.status}`)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/load.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        ...summary,
        perMinute,
        rssMb: rss,
        crmDeliveries: delivered,
        stored,
        missing,
        twice,
      },
      null,
      2
    ) + '\n'
  )
  console.log('figures written to bench-results/load.json')
  if (errors.length > 0 || !once || !run.extra.verdict.pass) process.exitCode = 1
} catch (error) {
  console.error('\nload test failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stop()
}
