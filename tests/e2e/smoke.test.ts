// `npm run smoke` against the real site, then against the same site seen through a small proxy
// that breaks one thing at a time: a security header dropped, one page failing, a cache that
// never answers. Each must fail the check with a report naming it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inject } from 'vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReport, runSmoke, type SmokeResult } from '../../scripts/smoke/checks.mjs'

const site = inject('baseURL')

type Breakage = (path: string, response: { status: number; headers: Headers }) => void
let breakage: Breakage = () => {}
/** The country Cloudflare would name for the checker (`CF-IPCountry`), if any */
let country: string | undefined

/** The site as it is, except for what `breakage` does to each answer. */
function startProxy(): Promise<Server> {
  const server = createServer(async (request, reply) => {
    const headers = new Headers()
    for (const name of ['accept-language', 'cookie']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
    if (country) headers.set('CF-IPCountry', country)
    const upstream = await fetch(site + request.url, { headers, redirect: 'manual' })
    const body = Buffer.from(await upstream.arrayBuffer())
    const answer = { status: upstream.status, headers: new Headers(upstream.headers) }
    // fetch has decoded the body: its length and encoding are this proxy's to state
    answer.headers.delete('content-encoding')
    answer.headers.delete('content-length')
    answer.headers.delete('transfer-encoding')
    breakage(request.url!, answer)
    reply.writeHead(answer.status, Object.fromEntries(answer.headers))
    reply.end(body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const failed = (results: SmokeResult[]) => results.filter((result) => !result.ok)

describe('npm run smoke', () => {
  let proxy: Server
  let origin: string
  beforeAll(async () => {
    proxy = await startProxy()
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

  it('passes on the site as it is, every page in both directions', async () => {
    breakage = () => {}
    // run from Dubai, whose visitors `/` would send to Arabic: the check asks for English
    country = 'AE'
    const results = await runSmoke(origin)
    country = undefined
    expect(failed(results), formatReport(origin, results, '-')).toEqual([])
    const names = results.map((result) => result.name)
    for (const page of ['/ar/catalog', '/agent/', '/ar/blog/', '/feedback', '/vienna']) {
      expect(
        names.some((name) => name.includes(page)),
        page
      ).toBe(true)
    }
    expect(names).toContain('edge cache: a page twice')
  })

  it('fails when a security header is missing', async () => {
    breakage = (path, response) => {
      if (path === '/ar/privacy') response.headers.delete('strict-transport-security')
    }
    const results = await runSmoke(origin)
    expect(failed(results).map((result) => [result.name, result.problems])).toEqual([
      ['privacy ar GET /ar/privacy', ['no Strict-Transport-Security of at least a year']],
    ])
  })

  it('fails when a page answers an error', async () => {
    breakage = (path, response) => {
      if (path === '/catalog') response.status = 500
    }
    const results = await runSmoke(origin)
    expect(failed(results).map((result) => [result.name, result.problems])).toEqual([
      ['catalogue en GET /catalog', ['status 500']],
    ])
    const report = formatReport(origin, results, '1.0')
    expect(report).toContain('✗ catalogue en GET /catalog')
    expect(report).toMatch(/1 of \d+ checks FAILED/)
  })

  it('fails when a page served twice is never a cache hit', async () => {
    breakage = (_path, response) => {
      if (response.headers.get('x-edge-cache') === 'HIT')
        response.headers.set('x-edge-cache', 'MISS')
    }
    const results = await runSmoke(origin)
    expect(failed(results).map((result) => result.name)).toEqual(['edge cache: a page twice'])
    expect(failed(results)[0]!.problems[0]).toMatch(/never an edge-cache hit in \d+ requests/)
  })
})
