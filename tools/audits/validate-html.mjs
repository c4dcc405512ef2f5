// `npm run validate-html`: the W3C Nu HTML Checker (vnu-jar, on the machine's Java) over every
// page type in every locale, as the local site serves them. Fails on any error, and on the
// checker's "this document appears to be written in …" warning (text in another language than
// its `lang`). Page types come from the sitemap: each static page, and one of each kind of
// detail page (a listing, a consultant, an article), in all 13 locales, plus the 404 page.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startFreshSite } from '../../tests/e2e/support.mjs'

const OUT = '.wrangler/validate-html'
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar'

/** One path per page type: of the detail pages below a list (`/de/catalog/7`), only the first. */
function pageTypes(paths) {
  const byParent = Map.groupBy(paths, (path) => path.replace(/\/[^/]+$/, ''))
  return [...byParent].flatMap(([parent, group]) =>
    /^(\/[a-z]{2})?$/.test(parent) || group.length <= 3 ? group : [group[0]]
  )
}

const site = await startFreshSite({ port: 8793, persistTo: '.wrangler/validate-html-state' })
let failed
try {
  const locs = async (path) =>
    [...(await (await fetch(site.url + path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname
    )
  // /sitemap.xml is an index of sitemap files; the pages are listed in those
  const paths = (await Promise.all((await locs('/sitemap.xml')).map(locs))).flat()
  const pages = [...pageTypes([...new Set(paths)]), '/no-such-page', '/ar/no-such-page']
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  for (const path of pages) {
    const html = await (await fetch(site.url + path)).text()
    writeFileSync(join(OUT, `${path.slice(1).replaceAll('/', '_') || 'home'}.html`), html)
  }
  const check = spawnSync('java', ['-jar', VNU, '--format', 'json', '--exit-zero-always', OUT], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (check.status !== 0) throw new Error(`vnu did not run: ${check.stderr || check.error}`)
  const report = check.stderr
  // vnu writes its JSON report to stderr
  const messages = report ? JSON.parse(report).messages : []
  const counted = messages.filter(
    (m) => m.type === 'error' || (m.type === 'info' && /appears to be written in/.test(m.message))
  )
  for (const m of counted) {
    console.log(`${m.url.replace(/^.*\//, '')}:${m.lastLine ?? ''} ${m.type}: ${m.message}`)
  }
  console.log(`${pages.length} pages checked, ${counted.length} problem(s)`)
  failed = counted.length > 0
} finally {
  await site.stop()
}
process.exit(failed ? 1 : 0)
