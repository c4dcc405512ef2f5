// Hostile input at volume: every endpoint a visitor can reach, thrown generated bodies, query
// strings, headers, cookies and path segments (fuzz-arbitraries.ts) with a fixed seed. `npm test`
// runs FUZZ_RUNS per endpoint (300 by default); `npm run fuzz -- --runs N --seed S` runs more
// (CI: 10,000 per endpoint, .ci/run). What must hold: no 5xx, ever, and nothing stored from a
// refused request (the rows an endpoint adds equal the submissions it acknowledged).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { CMS_URL, useFakeCms } from './cms-worker'
import {
  formBody,
  hostileHeaders,
  jsonBody,
  ORIGIN,
  pathSegment,
  queryString,
} from './fuzz-arbitraries'

const RUNS = Number(env.FUZZ_RUNS) || 300
const SEED = Number(env.FUZZ_SEED) || 38
/** Milliseconds one input may take on a busy machine, for the test's own timeout. */
const PER_RUN_MS = 40

interface Endpoint {
  name: string
  method: 'GET' | 'POST'
  /** the path and query of one request, from generated parts */
  path: fc.Arbitrary<string>
  /** the table its acknowledged submissions go to: rows added = answers 2xx */
  table?: string
  vars?: Record<string, string>
}

const FORMS: [string, string][] = [
  ['/api/leads', 'leads'],
  ['/api/newsletter', 'newsletter_subscriptions'],
  ['/api/careers', 'career_applications'],
  ['/api/partners', 'partner_applications'],
  ['/api/feedback', 'feedback'],
]
const withQuery = (path: string) => queryString.map((query) => (query ? `${path}?${query}` : path))
const LOCALE = fc.constantFrom('', '/ar', '/fr', '/he', '/xx', '/en')

const ENDPOINTS: Endpoint[] = [
  ...FORMS.map(([path, table]) => ({
    name: `POST ${path}`,
    method: 'POST' as const,
    path: withQuery(path),
    table,
  })),
  { name: 'POST /api/affiliate/clicks', method: 'POST', path: withQuery('/api/affiliate/clicks') },
  { name: 'GET /go/whatsapp', method: 'GET', path: withQuery('/go/whatsapp') },
  ...['/api/auth/local', '/api/auth/local/register', '/api/auth/forgot-password'].map((path) => ({
    name: `POST ${path}`,
    method: 'POST' as const,
    path: withQuery(path),
    vars: { CMS_URL },
  })),
  {
    name: 'POST /partners/sign-in',
    method: 'POST',
    path: fc
      .tuple(LOCALE, queryString)
      .map(([locale, query]) => `${locale}/partners/sign-in?${query}`),
    vars: { CMS_URL },
  },
  ...['/api/properties', '/api/agents', '/api/blog', '/api/testimonials'].map((path) => ({
    name: `GET ${path}`,
    method: 'GET' as const,
    path: withQuery(path),
  })),
  {
    name: 'GET pages by id or slug',
    method: 'GET',
    path: fc
      .tuple(
        LOCALE,
        fc.constantFrom('/catalog/', '/agent/', '/blog/', '/'),
        pathSegment,
        queryString
      )
      .map(([locale, page, segment, query]) => `${locale}${page}${segment}?${query}`),
  },
  { name: 'GET / (locale detection)', method: 'GET', path: withQuery('/') },
]

const count = (table: string) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`)
    .first<{ n: number }>()
    .then((row) => row!.n)

let visitor = 0
async function send(
  endpoint: Endpoint,
  path: string,
  headers: Record<string, string>,
  body: string
) {
  visitor += 1
  const request = new Headers()
  for (const [name, value] of Object.entries(headers)) request.set(name, value)
  // a client of its own unless the input names one, so the rate limit does not answer for all
  if (!request.has('CF-Connecting-IP')) {
    request.set(
      'CF-Connecting-IP',
      `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
    )
  }
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: endpoint.method,
      headers: request,
      body: endpoint.method === 'POST' ? body : undefined,
      redirect: 'manual',
    }),
    { ...env, ...endpoint.vars },
    ctx
  )
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return response.status
}

describe(`hostile input at volume: ${RUNS} inputs per endpoint, seed ${SEED}`, () => {
  useFakeCms()
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: never a 5xx, nothing stored from a refused request',
    async (name, endpoint) => {
      // the worker's request and warning lines, thousands of them, say nothing the statuses do
      // not (its errors still print)
      vi.spyOn(console, 'log').mockImplementation(() => {})
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const statuses: Record<number, number> = {}
      const before = endpoint.table ? await count(endpoint.table) : 0
      await fc.assert(
        fc.asyncProperty(
          endpoint.path,
          hostileHeaders,
          fc.oneof(jsonBody, formBody),
          async (path, headers, body) => {
            const status = await send(endpoint, path, headers, body)
            statuses[status] = (statuses[status] ?? 0) + 1
            expect(status, `${endpoint.method} ${path}`).toBeLessThan(500)
          }
        ),
        { numRuns: RUNS, seed: SEED }
      )
      if (endpoint.table) {
        const acknowledged = Object.entries(statuses)
          .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
          .reduce((sum, [, n]) => sum + n, 0)
        expect(await count(endpoint.table)).toBe(before + acknowledged)
      }
      // one line per endpoint for `npm run fuzz`'s summary
      console.info(`FUZZ ${JSON.stringify({ endpoint: name, runs: RUNS, seed: SEED, statuses })}`)
    },
    30_000 + RUNS * PER_RUN_MS
  )
})
