// Load tests with autocannon's programmatic API.
import autocannon from 'autocannon'

// Every request is a first visitor's, as the outside checks send it: no cookie and no special
// header, so `/` decides its locale (English, with the "country not detected" warning) each time
export const HEADERS = {}

// Makes every uncached request's query string unique, across runs and within one
let sequence = 0
const RUN_ID = Date.now().toString(36)

/**
 * Load-tests one URL for `seconds` after a warm-up whose figures are dropped (workerd compiles
 * hot code lazily, so the first requests are slower than the rest). With `uncached`, each request
 * gets its own `?bench=` query: the edge cache keys on the query, so every request misses it
 * and costs what a miss costs (render, then store in the cache).
 *
 * Latencies are taken from autocannon's per-response event rather than its result: the result's
 * histogram stores whole milliseconds, too coarse for a page that takes 2-3 ms.
 */
export async function load(url, { connections, seconds, warmupSeconds = 2, uncached = false }) {
  const { pathname } = new URL(url)
  const fresh = (request) => ({ ...request, path: `${pathname}?bench=${RUN_ID}-${sequence++}` })
  const latencies = []
  const run = autocannon({
    url,
    headers: HEADERS,
    connections,
    duration: seconds,
    warmup: { connections, duration: warmupSeconds },
    requests: uncached ? [{ setupRequest: fresh }] : undefined,
  })
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await run

  // A figure built on failed responses would be meaningless: stop rather than report it. (wrangler
  // dev restarts the worker when a file under src/ or public/ changes, which drops the snapshot)
  const failures = result.non2xx + result.errors + result.timeouts
  if (failures > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ')
    throw new Error(
      `${url}: ${result.non2xx} non-2xx responses (status ${codes}), ${result.errors} errors, ` +
        `${result.timeouts} timeouts` +
        (result.statusCodeStats[409] || result.errors
          ? '. The worker restarted? (a build or an edit under src/ or public/ reloads it)'
          : '')
    )
  }

  // What the edge cache did for requests like these, from one more request made the same way
  const probe = await fetch(uncached ? `${url}?bench=${RUN_ID}-${sequence++}` : url, {
    headers: HEADERS,
  })
  await probe.arrayBuffer()

  latencies.sort((a, b) => a - b)
  const percentile = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]
  return {
    url,
    uncached,
    connections,
    seconds,
    // HIT, early: answered before the middleware chain (src/render/edge-cache.ts)
    edgeCache:
      (probe.headers.get('X-Edge-Cache') ?? '-') +
      (probe.headers.get('X-Edge-Early') ? ', early' : ''),
    requests: result.requests.total,
    // Not result.requests.average: that averages per-second samples, and a run sometimes gets an
    // extra, partial one, which would lower its figure by a tenth
    requestsPerSecond: result.requests.total / result.duration,
    duration: result.duration,
    latencies,
    latencyMs: {
      mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
      p50: percentile(0.5),
      p99: percentile(0.99),
    },
  }
}
