// The static baselines of a page's own HTML: as a string returned by the same worker after its
// middleware (src/routes/bench.ts, present when the worker runs with BENCH=1), and as a file of
// the snapshot's public/, served by the same server before any worker code runs: the physical
// limit of serving that page.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
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

/**
 * Writes each page's HTML as `public/__bench-static/<type>.html` of the snapshot that `config`
 * belongs to, and answers the URL of each once the server serves it as an asset: the address a
 * browser uses, `/__bench-static/<type>`, which answers 200 with the file (the `.html` address
 * answers a redirect to it, which is not what a visitor's request costs).
 */
export async function staticFileUrls(origin, config, pages) {
  const dir = join(dirname(config), 'public', '__bench-static')
  mkdirSync(dir, { recursive: true })
  const urls = {}
  const html = {}
  for (const { type, path } of pages) {
    html[type] = await pageHtml(origin, path)
    writeFileSync(join(dir, `${type}.html`), html[type])
    urls[type] = `${origin}/__bench-static/${type}`
  }
  // wrangler dev picks up new assets on its own: wait until each one is served, byte for byte
  for (const [type, url] of Object.entries(urls)) {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, { redirect: 'manual' }).catch(() => undefined)
      const body = response?.status === 200 ? await response.text() : ''
      if (response?.headers.get('content-type')?.startsWith('text/html') && body === html[type]) {
        break
      }
      if (attempt === 60) throw new Error(`the static file of ${type} was never served`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return urls
}
