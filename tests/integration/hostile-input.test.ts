import { env, SELF } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const ORIGIN = 'https://brokerage.example'
const FORM_ENDPOINTS = [
  '/api/leads',
  '/api/newsletter',
  '/api/careers',
  '/api/partners',
  '/api/feedback',
]
const TABLES = [
  'leads',
  'newsletter_subscriptions',
  'career_applications',
  'partner_applications',
  'feedback',
  'webhook_outbox',
]

let visitor = 0
/** A new client address per request, so the rate limit never answers for the validation. */
function nextIp() {
  visitor += 1
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
}

async function rowCounts() {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()
    counts[table] = row!.n
  }
  return counts
}

function send(path: string, body: BodyInit, contentType: string, extra: HeadersInit = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      Origin: ORIGIN,
      'CF-Connecting-IP': nextIp(),
      ...extra,
    },
    body,
  })
}

const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  "Robert'); DELETE FROM leads WHERE ('1'='1",
  '\u0000\u0001\u0002',
  '\u202e\u202dreversed',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  'A'.repeat(5000),
  '😀'.repeat(300),
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '__proto__',
]

const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  0,
  -1,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { toString: 'x' },
]

// Every required field is made invalid at least by `email` (or `message` for feedback), so no
// generated submission can be a valid one: whatever else it holds, nothing may be stored
const invalidEmail = fc.oneof(
  fc.string({ maxLength: 60 }).filter((s) => !s.includes('@')),
  fc.constantFrom(...HOSTILE_VALUES)
)
const anyValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(...HOSTILE_VALUES),
  fc.jsonValue({ maxDepth: 3 })
)
const hostileSubmission = fc.record(
  {
    kind: fc.oneof(fc.constantFrom('call', 'landing', 'consultation'), anyValue),
    fullName: anyValue,
    email: invalidEmail,
    phone: anyValue,
    phoneCountry: anyValue,
    // under feedback's 10 characters, so that no generated feedback is a valid one either
    message: fc.oneof(
      fc.string({ maxLength: 9 }),
      fc.constantFrom(
        ...HOSTILE_VALUES.filter((value) => typeof value !== 'string' || value.trim().length < 10)
      )
    ),
    rating: anyValue,
    languages: anyValue,
    locale: anyValue,
    page: anyValue,
    propertyId: anyValue,
    utmSource: anyValue,
    __proto__: anyValue,
    constructor: anyValue,
    isAdmin: anyValue,
  },
  { requiredKeys: ['email', 'message'] }
)

describe('hostile and malformed input at every form endpoint', () => {
  it.each(FORM_ENDPOINTS)(
    '%s never answers 5xx and stores nothing for generated JSON',
    async (path) => {
      const before = await rowCounts()
      await fc.assert(
        fc.asyncProperty(hostileSubmission, async (submission) => {
          const response = await send(path, JSON.stringify(submission), 'application/json')
          await response.arrayBuffer()
          expect(response.status).toBeLessThan(500)
          expect([400, 409]).toContain(response.status)
        }),
        { numRuns: 40 }
      )
      expect(await rowCounts()).toEqual(before)
    },
    60_000
  )

  it.each(FORM_ENDPOINTS)('%s survives bodies that are not submissions at all', async (path) => {
    const before = await rowCounts()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => new TextDecoder().decode(bytes))
        ),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'application/json; charset=utf-16',
          'text/plain',
          'application/xml',
          ''
        ),
        async (body, contentType) => {
          const response = await send(path, body, contentType)
          await response.arrayBuffer()
          expect(response.status).toBeLessThan(500)
        }
      ),
      { numRuns: 40 }
    )
    expect(await rowCounts()).toEqual(before)
  })

  it.each(FORM_ENDPOINTS)(
    '%s refuses each hostile value in each field of a form post',
    async (path) => {
      const before = await rowCounts()
      for (const field of ['fullName', 'email', 'phone', 'message', 'rating', 'kind']) {
        for (const value of HOSTILE_STRINGS) {
          const form = new URLSearchParams({
            email: 'not-an-email',
            message: 'short',
            [field]: value,
          })
          form.append(field, value)
          const response = await send(path, form.toString(), 'application/x-www-form-urlencoded')
          const html = await response.text()
          expect(response.status).toBeLessThan(500)
          // What the visitor typed comes back escaped, never as markup
          expect(html).not.toContain('<script>alert(1)</script>')
          expect(html).not.toContain('<img src=x onerror')
        }
      }
      expect(await rowCounts()).toEqual(before)
    },
    // dozens of rendered answer pages: a busy 2-core machine needs more than the default 5 s
    30_000
  )

  it('answers the affiliate click endpoint without 5xx whatever it is sent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await send(
          '/api/affiliate/clicks',
          JSON.stringify(value),
          'application/json'
        )
        expect(response.status).toBe(201)
        const { transactionId } = (await response.json()) as { transactionId: string }
        expect(transactionId).toMatch(/^[0-9a-f]{32}$/)
      }),
      { numRuns: 30 }
    )
  })

  it('never answers 5xx to hostile WhatsApp link parameters', async () => {
    for (const value of HOSTILE_STRINGS) {
      const query = new URLSearchParams({
        source: value,
        propertyId: value,
        agentId: value,
        locale: value,
        page: value,
      })
      const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?${query}`, { redirect: 'manual' })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    }
  })
})

describe('valid submissions with hostile text', () => {
  it('stores the text as typed and shows it escaped on the no-JavaScript page', async () => {
    const message = '<script>alert(1)</script> & "quotes" \'single\''
    const form = new URLSearchParams({
      kind: 'consultation',
      fullName: "Seán O'Brien",
      email: 'sean@example.com',
      phone: '+353 85 123 4567',
      message,
      page: '/contact',
      locale: 'en',
    })
    const response = await send('/api/leads', form.toString(), 'application/x-www-form-urlencoded')
    expect(response.status).toBe(201)
    const html = await response.text()
    expect(html).toContain('Thank You!')
    const row = await env.DB.prepare('SELECT message, full_name FROM leads WHERE email = ?')
      .bind('sean@example.com')
      .first()
    expect(row).toEqual({ message, full_name: "Seán O'Brien" })
  })

  it('keeps an invalid submission’s hostile text escaped beside the errors', async () => {
    const form = new URLSearchParams({
      kind: 'call',
      fullName: '<b onmouseover=alert(1)>Bob</b>',
      email: 'bob@',
      phone: '12',
    })
    const response = await send('/api/leads', form.toString(), 'application/x-www-form-urlencoded')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).not.toContain('<b onmouseover')
    expect(html).toContain('value="&lt;b onmouseover=alert(1)&gt;Bob&lt;/b&gt;"')
  })
})
