import { SELF } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const KEYS = [
  'q',
  'location',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'sort',
  'ids',
  'page',
  'pageSize',
  'expertise',
  'language',
  'topic',
  'agent',
  'view',
]
const HOSTILE = [
  '',
  ' ',
  '-1',
  '0',
  '1e9',
  'NaN',
  '%',
  '_',
  "'; DROP TABLE properties;--",
  '<script>',
  '../..',
  '9'.repeat(40),
  'é',
  '💥',
  '1,2,3',
  ',,',
  'any',
]

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE),
  fc.integer().map(String)
)
const query = fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 6 })

const search = (pairs: [string, string][]) => new URLSearchParams(pairs).toString()

describe('content endpoints and pages under hostile input', () => {
  it('list endpoints answer 200 or 400 with the error shape, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/properties', '/api/agents', '/api/blog', '/api/testimonials'),
        query,
        async (path, pairs) => {
          const response = await SELF.fetch(`http://example.com${path}?${search(pairs)}`)
          expect([200, 400], `${path}?${search(pairs)}`).toContain(response.status)
          const body = (await response.json()) as { items?: unknown[]; error?: string }
          if (response.status === 400) expect(typeof body.error).toBe('string')
          else expect(Array.isArray(body.items)).toBe(true)
        }
      ),
      { numRuns: 60 }
    )
  })

  it('list pages ignore what they cannot read and answer 200', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/catalog', '/our-team', '/blog', '/client-reviews', '/ar/catalog'),
        query,
        async (path, pairs) => {
          const response = await SELF.fetch(`http://example.com${path}?${search(pairs)}`)
          expect(response.status, `${path}?${search(pairs)}`).toBe(200)
          const html = await response.text()
          expect(html).not.toContain('Internal Server Error')
        }
      ),
      { numRuns: 40 }
    )
  })

  it('detail pages answer 200 or 404 for any id or slug', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/catalog/', '/agent/', '/blog/'),
        fc.oneof(fc.string({ maxLength: 30 }), fc.nat().map(String), fc.constantFrom(...HOSTILE)),
        async (base, id) => {
          const response = await SELF.fetch(`http://example.com${base}${encodeURIComponent(id)}`)
          expect([200, 404], `${base}${id}`).toContain(response.status)
          await response.arrayBuffer()
        }
      ),
      { numRuns: 60 }
    )
  })
})
