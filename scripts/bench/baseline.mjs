// The static baseline: a page's own HTML, served as a string by the same worker
// (src/routes/bench.ts, present when the worker runs with BENCH=1).
import { HEADERS } from './load.mjs'

/** The HTML of `path` as a visitor gets it. */
export async function pageHtml(origin, path) {
  const response = await fetch(`${origin}${path}`, { headers: HEADERS })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.text()
}

/**
 * Stores `html` as the worker's static string and answers the URL that serves it. Store it again
 * before each test: a worker restart (wrangler dev reloads on file changes) forgets it.
 */
export async function staticUrl(origin, html) {
  const put = await fetch(`${origin}/__bench/static`, { method: 'PUT', body: html })
  if (put.status !== 204) throw new Error(`PUT /__bench/static answered ${put.status}`)
  return `${origin}/__bench/static`
}
