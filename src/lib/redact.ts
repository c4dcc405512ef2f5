/**
 * What a log line may carry, by construction (src/lib/log.ts): every string passes `scrub`, and
 * a field whose name says it holds a person's details or a credential is dropped whatever its
 * value. Over-redacting a number in an error message is cheap; a leaked token is not.
 */

/** Words of a field name that mark its value as personal or secret (`contactEmail`, `jwt`). */
const SENSITIVE_WORDS = new Set([
  'email',
  'mail',
  'phone',
  'tel',
  'password',
  'passwd',
  'pass',
  'token',
  'secret',
  'cookie',
  'cookies',
  'authorization',
  'auth',
  'jwt',
  'session',
  'query',
  'search',
  'body',
  'ip',
  'fullname',
  'firstname',
  'lastname',
  'identifier',
  'code',
  'confirmation',
])

export const REDACTED = '[redacted]'

/** `contactEmail`, `access_token`, `X-Forwarded-For` → its words, lower-cased. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
}

export function isSensitiveName(name: string): boolean {
  const parts = words(name)
  return parts.some((part) => SENSITIVE_WORDS.has(part)) || SENSITIVE_WORDS.has(parts.join(''))
}

const SCRUBBERS: [RegExp, string][] = [
  // a query string, wherever a URL or path appears in free text: it is where tokens travel
  [/\?[^\s"'<>`]*/g, '?[query]'],
  // e-mail addresses, plain or percent-encoded
  [/[\w.!#$%&'*+/=^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi, '[email]'],
  // JSON Web Tokens and bearer credentials
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // name=value and "name": "value" pairs whose name is a credential or a person's detail
  [
    /\b([\w-]*(?:token|password|passwd|secret|jwt|session|cookie|email|phone|identifier)[\w-]*)(["']?\s*[:=]\s*["']?)[^\s&;,"'}]+/gi,
    `$1$2${REDACTED}`,
  ],
  // phone numbers: 7 to 15 digits, optionally grouped, not part of a longer word or id
  [/(?<![\w-])\+?\d(?:[\s().-]{0,2}\d){6,14}(?![\w-])/g, '[number]'],
]

/** Free text with every credential, contact detail and query string taken out. */
export function scrub(text: string, limit = 2000): string {
  let clean = text.length > limit ? `${text.slice(0, limit)}…` : text
  for (const [pattern, replacement] of SCRUBBERS) clean = clean.replace(pattern, replacement)
  return clean
}
