import { type ContentKind, CONTENT_KINDS } from './kinds'

/**
 * The draft preview's link, signed: the CMS builds it for an editor's "Open preview" (its
 * `admin.preview` handler), the site checks it before it fetches the draft. HMAC-SHA-256 with a
 * secret both know (`PREVIEW_SECRET`), over what to show and until when, so a link cannot be
 * altered, guessed or used after it expires. Web Crypto only: Node and workerd both have it.
 */
export const PREVIEW_PATH = '/api/preview'
/** How long a preview link works: long enough to look, too short to pass around. */
export const PREVIEW_MINUTES = 20

export interface PreviewTarget {
  kind: ContentKind
  documentId: string
  locale: string
  status: 'draft' | 'published'
}

const encoder = new TextEncoder()

const canonical = (target: PreviewTarget, expires: number) =>
  [target.kind, target.documentId, target.locale, target.status, expires].join('\n')

function key(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage]
  )
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=')
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** The query of a preview link valid until `now` plus PREVIEW_MINUTES. */
export async function signPreview(
  secret: string,
  target: PreviewTarget,
  now = Date.now()
): Promise<URLSearchParams> {
  const expires = Math.floor(now / 1000) + PREVIEW_MINUTES * 60
  const signature = await crypto.subtle.sign(
    'HMAC',
    await key(secret, 'sign'),
    encoder.encode(canonical(target, expires))
  )
  return new URLSearchParams({
    kind: target.kind,
    documentId: target.documentId,
    locale: target.locale,
    status: target.status,
    expires: String(expires),
    signature: toBase64Url(signature),
  })
}

export type PreviewCheck =
  { ok: true; target: PreviewTarget } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** Checks a preview link's query: its signature first, then its expiry. */
export async function verifyPreview(
  secret: string,
  query: URLSearchParams,
  now = Date.now()
): Promise<PreviewCheck> {
  const kind = query.get('kind') as ContentKind
  const documentId = query.get('documentId') ?? ''
  const locale = query.get('locale') ?? ''
  const status = query.get('status')
  const expires = Number(query.get('expires'))
  const signature = fromBase64Url(query.get('signature') ?? '')
  const wellFormed =
    CONTENT_KINDS.includes(kind) &&
    /^[a-z0-9]{1,64}$/.test(documentId) &&
    /^[a-z]{2}(-[A-Za-z0-9]{2,8})?$/.test(locale) &&
    (status === 'draft' || status === 'published') &&
    Number.isSafeInteger(expires)
  if (!wellFormed || !signature) return { ok: false, reason: 'malformed' }
  const target: PreviewTarget = { kind, documentId, locale, status }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key(secret, 'verify'),
    signature,
    encoder.encode(canonical(target, expires))
  )
  if (!valid) return { ok: false, reason: 'signature' }
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, target }
}
