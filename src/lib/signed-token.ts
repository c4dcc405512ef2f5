/**
 * Signed tokens for links in e-mails (the newsletter's confirmation and unsubscribe): what the
 * link may do (`purpose`), to which record (`id`), since when, and an HMAC-SHA256 of the three
 * under a secret only the worker holds. Readable by anyone, forgeable by no one without the
 * secret; Web Crypto, so the same in the worker and in tests.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe'

const PURPOSES: Record<string, TokenPurpose> = { c: 'confirm', u: 'unsubscribe' }
const LETTER: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' }
const TOKEN = /^([cu])\.([\w-]{8,64})\.([0-9a-z]{1,11})\.([\w-]{43})$/
const encoder = new TextEncoder()

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

function key(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage]
  )
}

/** A token for `purpose` on record `id`, issued at `issuedAt` (epoch ms). */
export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  id: string,
  issuedAt: number
): Promise<string> {
  const body = `${LETTER[purpose]}.${id}.${Math.floor(issuedAt / 1000).toString(36)}`
  const signature = await crypto.subtle.sign(
    'HMAC',
    await key(secret, 'sign'),
    encoder.encode(body)
  )
  return `${body}.${base64url(signature)}`
}

/**
 * The record a token names, when it is well formed, signed with `secret`, for `purpose`, and not
 * older than `maxAgeMs` at `now` (no limit when absent); null otherwise, whatever was wrong.
 */
export async function readToken(
  secret: string,
  token: string | undefined,
  purpose: TokenPurpose,
  { now = Date.now(), maxAgeMs }: { now?: number; maxAgeMs?: number } = {}
): Promise<{ id: string; issuedAt: number } | null> {
  const match = TOKEN.exec(token ?? '')
  if (!match || PURPOSES[match[1]!] !== purpose) return null
  const [, letter, id, issued, signature] = match
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key(secret, 'verify'),
    fromBase64url(signature!),
    encoder.encode(`${letter}.${id}.${issued}`)
  )
  if (!valid) return null
  const issuedAt = parseInt(issued!, 36) * 1000
  if (maxAgeMs !== undefined && now - issuedAt > maxAgeMs) return null
  return { id: id!, issuedAt }
}
