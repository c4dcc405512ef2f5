// Throughput of a page against its static baseline, with autocannon, one test at a time.
// The three tests take turns in short rounds, so that a change in the machine's other load
// (it is shared) weighs on all three alike rather than on whichever ran at that moment.
import { pageHtml, staticUrl } from './baseline.mjs'
import { load } from './load.mjs'
import { onceMore } from './retry.mjs'
import { quantile } from './stats.mjs'

export const THROUGHPUT = { connections: 10, rounds: 4, seconds: 3, warmupSeconds: 1 }
/** How DESIGN.md's outside checks load a page: 8 connections, no special headers. */
export const OUTSIDE_CONNECTIONS = 8

/** One test's rounds as one figure: requests over time, latency percentiles over all. */
function combine(runs) {
  const latencies = runs.flatMap((run) => run.latencies)
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  const duration = runs.reduce((sum, run) => sum + run.duration, 0)
  return {
    url: runs[0].url,
    edgeCache: runs.at(-1).edgeCache,
    requests,
    seconds: duration,
    requestsPerSecond: requests / duration,
    perRound: runs.map((run) => Math.round(run.requestsPerSecond)),
    latencyMs: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) },
  }
}

async function rounds(tests) {
  const runs = Object.fromEntries(Object.keys(tests).map((name) => [name, []]))
  const { connections, seconds, warmupSeconds } = THROUGHPUT
  for (let round = 0; round < THROUGHPUT.rounds; round++) {
    for (const [name, test] of Object.entries(tests)) {
      runs[name].push(
        await onceMore(name, async () => {
          const [url, options] = await test()
          return load(url, { connections, seconds, warmupSeconds, ...options })
        })
      )
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, combine(list)]))
}

/**
 * Four tests of one page on one server: rendered for every request (a unique query string
 * misses the edge cache), served from the edge cache, the same HTML as a static string from the
 * worker, and the same HTML as a static file (`fileUrl`, see baseline.mjs). Beside them, the
 * outside checks' view: the page uncached, cached and as the file, with their 8 connections.
 * No test sends a special header (load.mjs): `/` is asked for as a first visitor asks.
 */
export async function pageThroughput(origin, path, fileUrl) {
  const url = `${origin}${path}`
  const html = await pageHtml(origin, path)
  const outside = { connections: OUTSIDE_CONNECTIONS }
  const runs = await rounds({
    uncached: async () => [url, { uncached: true }],
    cached: async () => [url, {}],
    // Stored again each time: a restarted worker forgets it
    static: async () => [await staticUrl(origin, html), {}],
    file: async () => [fileUrl, {}],
    outsideUncached: async () => [url, { ...outside, uncached: true }],
    outsideCached: async () => [url, outside],
    outsideFile: async () => [fileUrl, outside],
  })
  const share = (run, base) => run.requestsPerSecond / base.requestsPerSecond
  return {
    path,
    ...runs,
    ratio: { uncached: share(runs.uncached, runs.static), cached: share(runs.cached, runs.static) },
    fileRatio: {
      uncached: share(runs.uncached, runs.file),
      cached: share(runs.cached, runs.file),
      static: share(runs.static, runs.file),
    },
    outsideRatio: {
      uncached: share(runs.outsideUncached, runs.outsideFile),
      cached: share(runs.outsideCached, runs.outsideFile),
    },
  }
}

/** The stream renderer's uncached throughput, taking turns with the string server's baseline. */
export async function streamThroughput(streamOrigin, origin, path) {
  const html = await pageHtml(origin, path)
  const runs = await rounds({
    stream: async () => [`${streamOrigin}${path}`, { uncached: true }],
    static: async () => [await staticUrl(origin, html), {}],
  })
  return { ...runs.stream, ratio: runs.stream.requestsPerSecond / runs.static.requestsPerSecond }
}
