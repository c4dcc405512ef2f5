// The performance report (`npm run bench`, after the build): page weight, server throughput
// against a static baseline, and render time, in one run. DESIGN.md, "Quality bars", sets the
// bars; the figures also go to bench-results/latest.json.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { HEADERS, load } from './bench/load.mjs'
import { firstArticleUrl, pageWeight, withBrowser } from './bench/page-weight.mjs'
import { table } from './bench/table.mjs'
import { startLocalServer } from './local-server.mjs'

const JS_BUDGET = 100 * 1024 // bytes gzip on any page (hard limit)
const UNCACHED_BAR = 0.3 // uncached render throughput as a share of static (reported only)
const CACHED_BAR = 0.9 // edge-cache hits as a share of static (reported only)
const THROUGHPUT = { connections: 10, seconds: 10, warmupSeconds: 2 }
// One connection: each request's latency is then the worker's time for it plus a fixed overhead
// that the static baseline pays too, so the difference estimates the render time
const SERIAL = { connections: 1, seconds: 5, warmupSeconds: 2 }
const STATE = { string: '.wrangler/bench-state', stream: '.wrangler/bench-state-stream' }

// wrangler dev bundles the worker with NODE_ENV 'development' unless the environment says
// otherwise, which selects React's development build: several times slower, and not what
// `wrangler deploy` ships. startLocalServer passes our environment on to wrangler.
process.env.NODE_ENV = 'production'

const kb = (bytes) => (bytes / 1024).toFixed(1)
const size = (bytes) => `${kb(bytes)} KB`
const ms = (value) => value.toFixed(2)
const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`

const servers = []
const stopAll = () => Promise.all(servers.splice(0).map((server) => server.stop()))
// wrangler runs in its own process group, so Ctrl-C would leave it running: stop it first
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().then(() => process.exit(130)))
}
// The same for an error that escapes the try below (a stray rejected promise)
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.once(event, (error) => {
    console.error('\nbench failed:', error)
    stopAll().then(() => process.exit(1))
  })
}

try {
  // A server already on the port would answer our readiness check and be measured instead
  await Promise.all([8795, 8796].map(assertPortFree))
  // A fresh database every run: the same seeded content each time, and no stale schema when a
  // migration was edited in place during development
  for (const dir of Object.values(STATE)) rmSync(dir, { recursive: true, force: true })
  console.log('starting the string and stream servers...')
  const string = await start(8795, STATE.string, { BENCH: '1' })
  // Its own state directory: two workerd processes should not share one SQLite file
  const stream = await start(8796, STATE.stream, { BENCH: '1', RENDER_MODE: 'stream' })

  console.log('measuring page weight in Chromium...')
  const pages = await withBrowser(async (browser) => {
    const article = await firstArticleUrl(browser, string.url)
    const list = [
      { name: 'home /', url: `${string.url}/` },
      { name: 'catalogue /catalog', url: `${string.url}/catalog` },
      { name: article ? `article ${new URL(article).pathname}` : 'article', url: article },
    ]
    const measured = []
    for (const page of list) {
      measured.push({ name: page.name, ...(page.url ? await pageWeight(browser, page.url) : {}) })
    }
    return measured
  })

  // The baseline: this very HTML, served as a string by the same worker (src/routes/bench.ts).
  // Stored again before each static test: a worker restart (wrangler dev reloads on file
  // changes) forgets it
  const home = await fetch(`${string.url}/`, { headers: HEADERS })
  if (!home.ok) throw new Error(`GET / answered ${home.status}`)
  const html = await home.text()
  const staticUrl = async () => {
    const put = await fetch(`${string.url}/__bench/static`, { method: 'PUT', body: html })
    if (put.status !== 204) throw new Error(`PUT /__bench/static answered ${put.status}`)
    return `${string.url}/__bench/static`
  }

  // One load test at a time: the machine has few cores and they share them with the servers
  console.log('load testing (about 70 s)...')
  // Other work on the machine skews every timing: record how busy it was
  const loadBefore = loadavg()[0]
  const throughput = {
    uncached: await load(`${string.url}/`, { ...THROUGHPUT, uncached: true }),
    cached: await load(`${string.url}/`, THROUGHPUT),
    static: await load(await staticUrl(), THROUGHPUT),
    stream: await load(`${stream.url}/`, { ...THROUGHPUT, uncached: true }),
  }
  const serial = {
    render: await load(`${string.url}/`, { ...SERIAL, uncached: true }),
    static: await load(await staticUrl(), SERIAL),
    stream: await load(`${stream.url}/`, { ...SERIAL, uncached: true }),
  }

  const results = report({ pages, throughput, serial, loadBefore })
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2) + '\n')
  console.log('\nfigures written to bench-results/latest.json')
  if (!results.checks.jsBudget.pass) process.exitCode = 1
} catch (error) {
  console.error('\nbench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stopAll()
  clearScratch()
}

async function start(port, persistTo, vars) {
  const server = await startLocalServer({ port, persistTo, vars })
  servers.push(server)
  return server
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there`)))
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
}

/**
 * Empties what a run leaves in the local state besides the database: every uncached request
 * stores a page in the local edge cache and a trace in the local observability store, tens of
 * megabytes a run that would only pile up.
 */
function clearScratch() {
  for (const dir of Object.values(STATE)) {
    for (const scratch of ['cache', 'observability']) {
      rmSync(`${dir}/v3/${scratch}`, { recursive: true, force: true })
    }
  }
}

/** Prints the tables and the bar checks; returns everything for the JSON file. */
function report({ pages, throughput, serial, loadBefore }) {
  console.log(
    '\nPage weight (KB = 1024 B; gzip level 9; JS and CSS: same-origin files Chromium fetched)'
  )
  console.log(
    table(
      ['page', 'HTML bytes', 'HTML gzip', 'JS gzip', 'CSS gzip'],
      pages.map((page) =>
        page.url
          ? [page.name, ...[page.htmlBytes, page.htmlGzip, page.jsGzip, page.cssGzip].map(size)]
          : [page.name, 'n/a (no articles yet)', '', '', '']
      )
    )
  )

  const base = throughput.static.requestsPerSecond
  const share = (run) => run.requestsPerSecond / base
  const rows = [
    ['(a) / rendered, string renderer', throughput.uncached],
    ["(a') / from the edge cache", throughput.cached],
    ['(b) same HTML as a static string', throughput.static],
    ['(c) / rendered, stream renderer', throughput.stream],
  ]
  const { connections, seconds, warmupSeconds } = THROUGHPUT
  console.log(
    `\nThroughput (${connections} connections, ${seconds} s after a ${warmupSeconds} s warm-up, ` +
      `one test at a time; worker built with NODE_ENV=${process.env.NODE_ENV}; ` +
      `${cpus().length} CPUs, load average ${loadBefore.toFixed(2)} before the tests)`
  )
  console.log(
    table(
      ['test', 'X-Edge-Cache', 'req/s', '% of static', 'p50 ms', 'p99 ms'],
      rows.map(([name, run]) => [
        name,
        run.edgeCache,
        run.requestsPerSecond.toFixed(0),
        pct(share(run)),
        ms(run.latencyMs.p50),
        ms(run.latencyMs.p99),
      ])
    )
  )
  console.log(
    '(a) and (c) give each request its own query string, so each misses the edge cache: ' +
      'the cost of a miss, render plus cache store'
  )

  const renderMs = {
    string: serial.render.latencyMs.mean - serial.static.latencyMs.mean,
    stream: serial.stream.latencyMs.mean - serial.static.latencyMs.mean,
  }
  console.log(
    `\nServer render time per request, latency-derived (${SERIAL.connections} connection, ` +
      `${SERIAL.seconds} s, uncached): mean latency of / minus that of the static string. ` +
      'An estimate, not a CPU counter.'
  )
  console.log(
    table(
      ['mode', '/ mean ms', 'static mean ms', 'render time per request (ms)'],
      ['string', 'stream'].map((mode) => [
        mode,
        ms(serial[mode === 'string' ? 'render' : 'stream'].latencyMs.mean),
        ms(serial.static.latencyMs.mean),
        ms(renderMs[mode]),
      ])
    )
  )

  const measured = pages.filter((page) => page.url)
  const heaviest = measured.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a))
  const checks = {
    jsBudget: {
      pass: measured.every((page) => page.jsGzip <= JS_BUDGET),
      limitBytes: JS_BUDGET,
      heaviest: { page: heaviest.name, jsGzip: heaviest.jsGzip },
    },
    uncachedThroughput: {
      pass: share(throughput.uncached) >= UNCACHED_BAR,
      ratio: share(throughput.uncached),
      bar: UNCACHED_BAR,
      enforced: false,
    },
    cachedThroughput: {
      pass: share(throughput.cached) >= CACHED_BAR,
      ratio: share(throughput.cached),
      bar: CACHED_BAR,
      enforced: false,
    },
  }
  console.log('')
  for (const page of measured.filter((page) => page.jsGzip > JS_BUDGET)) {
    console.error(
      `FAIL JavaScript budget: ${page.name} ships ${kb(page.jsGzip)} KB gzip of JavaScript, ` +
        `over the ${kb(JS_BUDGET)} KB limit (DESIGN.md, Quality bars)`
    )
  }
  if (checks.jsBudget.pass) {
    console.log(
      `PASS JavaScript budget: at most ${kb(JS_BUDGET)} KB gzip on every page ` +
        `(heaviest: ${heaviest.name}, ${kb(heaviest.jsGzip)} KB)`
    )
  }
  for (const [name, check] of [
    ['uncached render throughput', checks.uncachedThroughput],
    ['edge-cache throughput', checks.cachedThroughput],
  ]) {
    console.log(
      `${check.pass ? 'PASS' : 'FAIL'} ${name}: ${pct(check.ratio)} of static, ` +
        `bar ${pct(check.bar)} (reported only)`
    )
  }

  return {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: { cpus: cpus().length, node: process.version, loadAverageBefore: loadBefore },
    workerNodeEnv: process.env.NODE_ENV,
    pages,
    throughput: {
      ...throughput,
      percentOfStatic: {
        uncached: 100 * share(throughput.uncached),
        cached: 100 * share(throughput.cached),
        stream: 100 * share(throughput.stream),
      },
    },
    renderTime: { method: 'latency-derived, 1 connection, uncached', ...serial, renderMs },
    checks,
  }
}
