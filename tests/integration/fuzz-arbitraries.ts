// What the volume fuzz throws at the site (hostile-input-volume.test.ts): hostile text, header
// values a client may send, cookies, query strings, bodies and path segments.
import fc from 'fast-check'

export const ORIGIN = 'https://brokerage.example'

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '\u0000\u0001\u0002',
  '\u202e\u202dreversed',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '%',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '1e309',
  '-1',
  '9007199254740993',
  'A'.repeat(5000),
  '😀'.repeat(300),
  ' ',
  '',
]

/** Text a visitor, a script or an attacker may type: the known-bad strings often. */
export const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 3 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 100 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 }
)

/** Any JSON value a field may hold. */
export const hostileValue = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, false, 0, -1, [], {}, { $gt: '' }, ['a', 'b'])
)

// A header value must be a byte string without CR, LF or NUL, or Request refuses to exist
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 120,
  }),
  fc.constantFrom(
    ...HOSTILE.filter((text) => /^[\x20-\x7e]*$/.test(text)).map((t) => t.slice(0, 500))
  )
)

const FIELD_NAMES = [
  'kind',
  'fullName',
  'email',
  'phone',
  'phoneCountry',
  'message',
  'rating',
  'languages',
  'locale',
  'page',
  'propertyId',
  'agentId',
  'utmSource',
  'utmCampaign',
  'affiliateTransactionId',
  'consentVersion',
  'marketingOptIn',
  'formToken',
  'turnstileToken',
  'website_url',
  'identifier',
  'password',
  'username',
  'code',
  'offerId',
  'sub1',
  '__proto__',
  'constructor',
]
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 }))

/** A submission: the fields the site reads, each present or not, hostile, and strangers. */
const submission = fc
  .tuple(
    fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, hostileValue])), {
      requiredKeys: [],
    }),
    fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 4 })
  )
  .map(([known, strangers]) => ({ ...strangers, ...known }))

/** A submission-shaped object with hostile values, or anything else JSON can be. */
export const jsonBody = fc.oneof(
  { arbitrary: submission.map((o) => JSON.stringify(o)), weight: 6 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 2 },
  { arbitrary: hostileText, weight: 1 }
)

/** A url-encoded form body, repeated names and stray percent signs included. */
export const formBody = fc.oneof(
  {
    arbitrary: submission.map((o) => {
      const form = new URLSearchParams()
      for (const [name, value] of Object.entries(o)) {
        for (const item of Array.isArray(value) ? value : [value])
          form.append(name, typeof item === 'object' && item ? JSON.stringify(item) : String(item))
      }
      return form.toString()
    }),
    weight: 6,
  },
  {
    arbitrary: fc
      .array(fc.tuple(fieldName, hostileText), { maxLength: 12 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
    weight: 2,
  },
  { arbitrary: hostileText, weight: 1 }
)

const QUERY_NAMES = [
  'q',
  'location',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'sort',
  'page',
  'pageSize',
  'expertise',
  'language',
  'topic',
  'source',
  'propertyId',
  'agentId',
  'locale',
  'utm_source',
  'tid',
  'next',
  'error',
]

/** A query string: known names with hostile values, unknown names, or raw garbage. */
export const queryString = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 12 })),
        hostileText
      ),
      {
        maxLength: 8,
      }
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  headerValue.map((raw) => raw.replace(/[#\s]/g, ''))
)

/** A path segment as a browser would send it (encoded), or a raw one. */
export const pathSegment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text)),
  fc.integer().map(String),
  fc.constantFrom('..', '.', '%2e%2e', '%2F', '0', '-1', '1e3', '00001', '999999999999999999')
)

const COOKIE_NAMES = [
  'i18n_language',
  'country',
  '__Host-session',
  '__Host-refresh',
  '__Host-d1-bookmark',
  'x',
]
/** A Cookie header: the site's own cookies with hostile values, and strangers. */
export const cookieHeader = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...COOKIE_NAMES), fc.string({ maxLength: 10 })), headerValue),
    {
      maxLength: 5,
    }
  )
  .map((pairs) =>
    pairs.map(([name, value]) => `${name.replace(/[=;\s]/g, '')}=${value}`).join('; ')
  )
  .filter((value) => /^[\x20-\x7e]*$/.test(value))

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 10 - weight }, { arbitrary, weight })

/**
 * The headers a request may carry: mostly a visitor's (so most inputs reach the validation),
 * every one of them sometimes hostile, absent or from another site.
 */
export const hostileHeaders = fc
  .record({
    Origin: fc.oneof(
      { arbitrary: fc.constant(ORIGIN), weight: 8 },
      { arbitrary: fc.constantFrom('null', 'https://evil.example', undefined), weight: 1 },
      { arbitrary: headerValue, weight: 1 }
    ),
    'Content-Type': fc.oneof(
      {
        arbitrary: fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/x-www-form-urlencoded'
        ),
        weight: 8,
      },
      {
        arbitrary: fc.constantFrom(
          'multipart/form-data; boundary=xyz',
          'text/plain',
          'application/xml',
          ''
        ),
        weight: 1,
      },
      { arbitrary: headerValue, weight: 1 }
    ),
    Accept: sometimes(
      fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*'), headerValue),
      5
    ),
    Cookie: sometimes(cookieHeader, 5),
    Referer: sometimes(
      fc.oneof(fc.constant(`${ORIGIN}/contact`), fc.constant('https://evil.example/'), headerValue),
      3
    ),
    'Idempotency-Key': sometimes(headerValue, 3),
    'User-Agent': sometimes(headerValue, 5),
    'Accept-Language': sometimes(headerValue, 3),
    'CF-IPCountry': sometimes(headerValue, 3),
    'CF-Connecting-IP': sometimes(headerValue, 1),
  })
  .map(
    (headers) =>
      Object.fromEntries(
        Object.entries(headers).filter(([, value]) => value !== undefined)
      ) as Record<string, string>
  )
