// What `npm run smoke -- ORIGIN` checks on a running site (docs/operations.md): every page in a
// left-to-right and a right-to-left locale with its security headers, the sitemap, the
// languages API, /healthz, and that a page served twice is an edge-cache hit the second time
// (the worker's `X-Edge-Cache` header: MISS when it rendered, HIT when the cache answered).

/**
 * Every page of DESIGN.md's route list, detail pages included (their `{key}` from the site's own
 * API): each layout, list, detail, form and landing page.
 */
const PAGES = [
  ['home', ''],
  ['catalogue', '/catalog'],
  ['listing', '/catalog/{property}'],
  ['high rentals', '/high-rentals'],
  ['long-term leasing', '/long-term-leasing'],
  ['team', '/our-team'],
  ['consultant', '/agent/{agent}'],
  ['blog', '/blog'],
  ['article', '/blog/{post}'],
  ['testimonials', '/client-reviews'],
  ['our story', '/our-story'],
  ['why choose', '/why-choose'],
  ['contact', '/contact'],
  ['careers', '/careers'],
  ['partners', '/partners'],
  ['vienna', '/vienna'],
  ['vienna rak', '/vienna-rak'],
  ['feedback', '/feedback'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['copyright', '/copyright'],
  ['refactor example', '/refactor-example'],
]
const LOCALES = [
  { code: 'en', prefix: '', lang: 'en-US', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', lang: 'ar-AE', dir: 'rtl' },
]
const REQUEST_TIMEOUT_MS = 20_000
const HIT_ATTEMPTS = 8

/** What DESIGN.md's quality bars ask of every page's headers; each answers a problem or null. */
const HEADER_RULES = [
  (h) => {
    const csp = h.get('content-security-policy')
    if (!csp) return 'no Content-Security-Policy'
    const scripts = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? ''
    if (!scripts) return 'CSP has no script-src'
    if (scripts.includes("'unsafe-inline'")) return "CSP allows 'unsafe-inline' scripts"
    if (!/frame-ancestors\s+'none'/.test(csp)) return "CSP lacks frame-ancestors 'none'"
    return null
  },
  (h) => {
    const age = Number(/max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '')?.[1])
    return age >= 31_536_000 ? null : 'no Strict-Transport-Security of at least a year'
  },
  (h) => (h.get('x-content-type-options') === 'nosniff' ? null : 'no X-Content-Type-Options'),
  (h) => (h.get('referrer-policy') ? null : 'no Referrer-Policy'),
  (h) => (h.get('permissions-policy') ? null : 'no Permissions-Policy'),
  (h) => (h.get('cross-origin-opener-policy') ? null : 'no Cross-Origin-Opener-Policy'),
]

export function headerProblems(headers) {
  return HEADER_RULES.map((rule) => rule(headers)).filter(Boolean)
}

async function get(origin, path, init = {}) {
  const started = Date.now()
  const response = await fetch(origin + path, {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...init,
  })
  const body = await response.text()
  return { response, body, ms: Date.now() - started }
}

/** Runs `check` and records its outcome: a thrown error or returned problems fail it. */
async function record(results, name, check) {
  try {
    const { problems = [], warnings = [], detail = '' } = (await check()) ?? {}
    results.push({ name, ok: problems.length === 0, problems, warnings, detail })
  } catch (error) {
    results.push({ name, ok: false, problems: [error.message], warnings: [], detail: '' })
  }
}

async function checkPage(origin, path, locale, expectedStatus = 200) {
  const { response, body, ms } = await get(origin, path, {
    // a visitor who chose English, so `/` answers wherever the check runs from rather than
    // redirecting to the language of its country (DESIGN.md: an `en` cookie means stay)
    headers: { Cookie: 'i18n_language=en', 'Accept-Language': 'en' },
  })
  const problems = []
  if (response.status !== expectedStatus) problems.push(`status ${response.status}`)
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) {
    problems.push(`content type ${response.headers.get('content-type')}`)
  }
  if (!body.includes(`<html lang="${locale.lang}" dir="${locale.dir}">`)) {
    problems.push(`not <html lang="${locale.lang}" dir="${locale.dir}">`)
  }
  problems.push(...headerProblems(response.headers))
  return { problems, detail: `${response.status} ${locale.lang} ${ms} ms` }
}

/** The first id or slug the site's own API lists, to name a detail page by. */
async function firstKey(origin, path, key) {
  const { response, body } = await get(origin, path)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return JSON.parse(body).items?.[0]?.[key]
}

async function checkCacheHit(origin) {
  // a URL no one has asked for, so the first request renders it and stores it
  const path = `/our-story?smoke=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
  const seen = []
  for (let attempt = 1; attempt <= HIT_ATTEMPTS; attempt++) {
    const { response } = await get(origin, path)
    const verdict = response.headers.get('x-edge-cache') ?? 'none'
    seen.push(verdict)
    if (attempt > 1 && verdict === 'HIT') {
      return { detail: `HIT on request ${attempt} (${seen.join(', ')})` }
    }
    // the copy is stored after the first answer is complete: give it a moment
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
  }
  return { problems: [`never an edge-cache hit in ${HIT_ATTEMPTS} requests (${seen.join(', ')})`] }
}

async function checkHealth(origin) {
  const { response, body } = await get(origin, '/healthz')
  const problems = []
  const warnings = []
  if (response.status !== 200) problems.push(`status ${response.status}`)
  if (!/no-store/.test(response.headers.get('cache-control') ?? '')) {
    problems.push('cacheable (no Cache-Control: no-store)')
  }
  const health = JSON.parse(body)
  const failing = Object.entries(health.checks ?? {})
    .filter(([, check]) => check.status === 'degraded' || check.status === 'down')
    .map(([name, check]) => `${name} ${check.status}${check.error ? ` (${check.error})` : ''}`)
  if (health.status === 'down') problems.push(`down: ${failing.join(', ')}`)
  else if (health.status === 'degraded') warnings.push(`degraded: ${failing.join(', ')}`)
  else if (health.status !== 'ok') problems.push(`status "${health.status}"`)
  return { problems, warnings, detail: `${health.status}, version ${health.version}` }
}

async function checkLanguages(origin) {
  const { response, body } = await get(origin, '/api/languages')
  const languages = JSON.parse(body)
  const codes = Array.isArray(languages) ? languages.map((language) => language.code) : []
  const problems = []
  if (response.status !== 200) problems.push(`status ${response.status}`)
  if (codes.length !== 13 || !codes.includes('en') || !codes.includes('ar')) {
    problems.push(`${codes.length} languages: ${codes.join(' ')}`)
  }
  return { problems, detail: `${codes.length} languages` }
}

async function checkSitemap(origin) {
  const { response, body } = await get(origin, '/sitemap.xml')
  const problems = []
  if (response.status !== 200) problems.push(`status ${response.status}`)
  if (!/xml/.test(response.headers.get('content-type') ?? '')) problems.push('not XML')
  const files = (body.match(/<loc>/g) ?? []).length
  if (!/<sitemapindex|<urlset/.test(body) || files === 0) problems.push('no sitemap entries')
  return { problems, detail: `${files} entries` }
}

/** On an https origin, plain http is sent to it permanently. */
async function checkHttpsRedirect(origin) {
  const plain = origin.replace(/^https:/, 'http:')
  const { response } = await get(plain, '/catalog')
  const location = response.headers.get('location') ?? ''
  const ok = [301, 308].includes(response.status) && location.startsWith(`${origin}/catalog`)
  return {
    problems: ok ? [] : [`http answered ${response.status} ${location}`],
    detail: `${response.status} → ${location}`,
  }
}

/**
 * Checks the site at `origin`, a few requests at a time; answers every check's outcome, each
 * `{ name, ok, problems, warnings, detail }`, in a stable order.
 */
export async function runSmoke(origin, { concurrency = 4 } = {}) {
  origin = origin.replace(/\/+$/, '')
  const results = []
  await record(results, 'GET /healthz', () => checkHealth(origin))
  await record(results, 'GET /api/languages', () => checkLanguages(origin))
  await record(results, 'GET /sitemap.xml', () => checkSitemap(origin))
  if (origin.startsWith('https://')) {
    await record(results, 'http → https', () => checkHttpsRedirect(origin))
  }

  const keys = {}
  for (const [name, path, key] of [
    ['property', '/api/properties?pageSize=1', 'id'],
    ['agent', '/api/agents', 'id'],
    ['post', '/api/blog', 'slug'],
  ]) {
    await record(results, `GET ${path}`, async () => {
      keys[name] = await firstKey(origin, path, key)
      return keys[name] === undefined
        ? { warnings: [`nothing listed: the ${name} pages are not checked`] }
        : { detail: `${key} ${keys[name]}` }
    })
  }

  const pages = []
  for (const locale of LOCALES) {
    for (const [kind, template] of PAGES) {
      const missing = [...template.matchAll(/\{(\w+)\}/g)].find(
        ([, key]) => keys[key] === undefined
      )
      if (missing) continue
      const path = locale.prefix + template.replace(/\{(\w+)\}/g, (_, key) => keys[key]) || '/'
      pages.push({
        name: `${kind} ${locale.code} GET ${path}`,
        run: () => checkPage(origin, path, locale),
      })
    }
    const missing = `${locale.prefix}/smoke-check-no-such-page`
    pages.push({
      name: `not found ${locale.code} GET ${missing}`,
      run: () => checkPage(origin, missing, locale, 404),
    })
  }
  const pageResults = new Array(pages.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pages.length) {
        const index = next++
        const own = []
        await record(own, pages[index].name, pages[index].run)
        pageResults[index] = own[0]
      }
    })
  )
  results.push(...pageResults)
  await record(results, 'edge cache: a page twice', () => checkCacheHit(origin))
  return results
}

/** The report: a line per check, then a one-line summary. */
export function formatReport(origin, results, seconds) {
  const lines = [`smoke check of ${origin}`, '']
  for (const result of results) {
    const mark = !result.ok ? '✗' : result.warnings.length ? '!' : '✓'
    lines.push(`${mark} ${result.name}${result.detail ? `  (${result.detail})` : ''}`)
    for (const problem of result.problems) lines.push(`    ✗ ${problem}`)
    for (const warning of result.warnings) lines.push(`    ! ${warning}`)
  }
  const failed = results.filter((result) => !result.ok).length
  const warned = results.filter((result) => result.ok && result.warnings.length).length
  const outcome = failed
    ? `${failed} of ${results.length} checks FAILED`
    : `all ${results.length} checks passed`
  lines.push('', `${outcome}${warned ? `, ${warned} with warnings` : ''}, in ${seconds} s`)
  return lines.join('\n')
}
