// The throughput and CPU tables and their bars.
import { cpus } from 'node:os'
import { mark, ms, pct } from './stats.mjs'
import { table } from './table.mjs'
import { THROUGHPUT } from './throughput.mjs'
import { CPU_SAMPLES } from './render-cpu.mjs'

export const CACHED_BAR = 0.9
export const UNCACHED_BAR = 0.3
export const RENDER_CPU_MEDIAN_MS = 3
export const RENDER_CPU_P95_MS = 6

export function reportThroughput({ pages, stream, loadAverageBefore }) {
  const { connections, rounds, seconds, warmupSeconds } = THROUGHPUT
  console.log(
    `\nThroughput (autocannon, ${connections} connections; per page the tests take turns, ` +
      `${rounds} rounds of ${seconds} s each after a ${warmupSeconds} s warm-up, one test at a ` +
      `time; worker bundled with NODE_ENV=production; ${cpus().length} ` +
      `CPUs, load average ${loadAverageBefore.toFixed(2)} before). Uncached: a unique query string per ` +
      'request, so each misses the edge cache (render plus cache store). Static string: the ' +
      'same HTML returned by the same worker after its middleware (/__bench/static). Static ' +
      'file: the same HTML as an asset of public/, served before any worker code runs: the ' +
      'physical limit. Bars are against the static file; older runs without it, the string'
  )
  const rows = []
  for (const page of pages) {
    const file = page.fileRatio ?? {}
    for (const [test, run, ratio, fileRatio] of [
      ['uncached render', page.uncached, page.ratio.uncached, file.uncached],
      ['edge cache', page.cached, page.ratio.cached, file.cached],
      ['static string', page.static, 1, file.static],
      ['static file', page.file, undefined, 1],
    ]) {
      if (!run) continue
      rows.push([page.type, test, run.edgeCache ?? '', run.requestsPerSecond.toFixed(0)])
      rows[rows.length - 1].push(...[ratio, fileRatio].map((r) => (r === undefined ? '' : pct(r))))
      rows[rows.length - 1].push(ms(run.latencyMs.p50), ms(run.latencyMs.p99))
      rows[rows.length - 1].push((run.perRound ?? []).join(' '))
    }
  }
  if (stream) {
    const row = ['home', 'uncached, stream renderer', stream.edgeCache]
    row.push(stream.requestsPerSecond.toFixed(0), pct(stream.ratio))
    rows.push([
      ...row,
      ms(stream.latencyMs.p50),
      ms(stream.latencyMs.p99),
      (stream.perRound ?? []).join(' '),
    ])
  }
  console.log(
    table(
      [
        'page',
        'test',
        'X-Edge-Cache',
        'req/s',
        '% of string',
        '% of file',
        'p50 ms',
        'p99 ms',
        'req/s by round',
      ],
      rows
    )
  )
  const checks = {
    cachedThroughput: ratioCheck(pages, 'cached', CACHED_BAR),
    uncachedThroughput: ratioCheck(pages, 'uncached', UNCACHED_BAR),
  }
  for (const [name, check] of [
    ['edge-cache throughput', checks.cachedThroughput],
    ['uncached render throughput', checks.uncachedThroughput],
  ]) {
    console.log(
      `${mark(check.pass)} ${name}: ` +
        Object.entries(check.ratios)
          .map(([type, ratio]) => `${type} ${pct(ratio)}`)
          .join(', ') +
        ` of the static ${check.baseline}, bar ${pct(check.bar)} (reported only)`
    )
  }
  return checks
}

function ratioCheck(pages, kind, bar) {
  const baseline = pages.every((page) => page.fileRatio) ? 'file' : 'string'
  const ratioOf = (page) => (baseline === 'file' ? page.fileRatio : page.ratio)[kind]
  const ratios = Object.fromEntries(pages.map((page) => [page.type, ratioOf(page)]))
  const pass = Object.values(ratios).every((r) => r >= bar)
  return { pass, kind, bar, baseline, ratios, enforced: false }
}

export function reportCpu(pages, reference) {
  console.log(
    `\nCPU time per request (ms; ${CPU_SAMPLES} sequential requests per row after 30 unmeasured; ` +
      'read from /proc/<pid>/task/*/schedstat, all threads, before each request and 15 ms after ' +
      'its body arrived, so work after the response (the cache store) counts). workerd: both ' +
      "workerd processes of wrangler dev (wrangler's proxy worker and the site's worker, with " +
      'the local D1 and Cache API inside it); node: the wrangler CLI. Render = uncached minus the ' +
      'static-string median (the HTTP handling both pay); its p95 is the uncached p95 minus that ' +
      'median. The four requests of a page are sent in turn, round after round, so the ' +
      "machine's drifting load falls on each alike. The static string is also sent with the edge " +
      "cache's work for a miss (a lookup, then a store: Miniflare's Cache API, inside the measured " +
      'process here and outside the worker on Cloudflare), which splits the render from it'
  )
  const rows = []
  for (const page of reference ? [...pages, reference] : pages) {
    for (const [test, run] of [
      ['uncached (unique query: miss, store)', page.uncached],
      ['edge cache hit', page.cached],
      ['static string', page.static],
      ['static string + cache lookup and store', page.staticCacheMiss],
    ]) {
      rows.push([page.type, test, ms(run.workerd.medianMs), ms(run.workerd.p95Ms)])
      rows[rows.length - 1].push(ms(run.node.medianMs), ms(run.node.p95Ms))
    }
    rows.push([page.type, '= render (uncached - static)', ms(page.renderMs.median)])
    rows[rows.length - 1].push(ms(page.renderMs.p95), '', '')
    rows.push([page.type, '  of which the local Cache API', ms(page.localCacheMs), '', '', ''])
    rows.push([page.type, "  the rest, the worker's own", ms(page.renderWithoutCacheMs.median)])
    rows[rows.length - 1].push(ms(page.renderWithoutCacheMs.p95), '', '')
  }
  console.log(
    table(['page', 'request', 'workerd median', 'workerd p95', 'node median', 'node p95'], rows)
  )
  if (reference) {
    console.log(
      `(${reference.path}: for scale, what one D1 list query, its JSON and the cache store cost ` +
        'here without any rendering; an edge cache hit costs about what the static string does, ' +
        'so the throughput gap between them is waiting on the local Cache API, not CPU)'
    )
  }
  // The throughput the CPU alone allows, as a share of the static string's: unlike req/s it does
  // not move with the rest of the machine's load
  const share = (page, run) => pct(page.static.workerd.medianMs / run.workerd.medianMs)
  console.log(
    'CPU-bound share of static (static median CPU / median CPU): ' +
      pages
        .map((p) => `${p.type} uncached ${share(p, p.uncached)}, cached ${share(p, p.cached)}`)
        .join('; ')
  )
  const check = {
    pass: pages.every(
      (page) =>
        page.renderMs.median <= RENDER_CPU_MEDIAN_MS && page.renderMs.p95 <= RENDER_CPU_P95_MS
    ),
    barMs: { median: RENDER_CPU_MEDIAN_MS, p95: RENDER_CPU_P95_MS },
    medianMs: Object.fromEntries(pages.map((page) => [page.type, page.renderMs.median])),
    p95Ms: Object.fromEntries(pages.map((page) => [page.type, page.renderMs.p95])),
    withoutLocalCacheMs: Object.fromEntries(
      pages.map((page) => [page.type, page.renderWithoutCacheMs])
    ),
    enforced: false,
  }
  console.log(
    `${mark(check.pass)} CPU per uncached render, median at most ${RENDER_CPU_MEDIAN_MS} ms and ` +
      `p95 at most ${RENDER_CPU_P95_MS} ms: ` +
      pages
        .map((page) => `${page.type} ${ms(page.renderMs.median)} / ${ms(page.renderMs.p95)} ms`)
        .join(', ') +
      ' (reported only; an upper bound: here the D1 queries (SQLite) and the Cache API run ' +
      'inside the measured workerd process, in production outside the worker). Without the ' +
      'local Cache API: ' +
      pages
        .map((page) => {
          const own = page.renderWithoutCacheMs
          return `${page.type} ${ms(own.median)} / ${ms(own.p95)} ms`
        })
        .join(', ')
  )
  return { renderCpu: check }
}
