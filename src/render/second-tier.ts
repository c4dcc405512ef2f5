import type { Bindings } from '../env'
import type { ReadScopes } from '../content/read-scopes'
import { scopeVersion } from '../lib/content-scopes'
import { log } from '../lib/log'

/**
 * The second tier behind each data centre's Cache API: rendered pages in Workers KV
 * (`RENDERED_PAGES`), which every data centre reads. A page is kept under its URL and the
 * versions of its declared content scopes, with the scopes its render read (the cards of other
 * listings and articles too: src/content/read-scopes.ts) and their versions then. It is good for
 * as long as all of those stay where they were, up to a day, so the first visitor of a page in a
 * data centre reads it instead of rendering it, long-tail pages included, and a publish renders
 * its pages once for everyone (src/render/background-render.ts). A data centre keeps what it
 * read for its usual 300 s, then reads KV again. Optional: without the binding the Cache API
 * stands alone.
 */

/** How long a page whose reads are known is kept, while none of them changes. */
export const SECOND_TIER_SECONDS = 24 * 60 * 60
/** KV's shortest expiry; a copy is read only while good, and kept this much longer. */
const KV_MIN_TTL_SECONDS = 60

// KV's key limit is 512 bytes: a page under a longer key (a very long path) is not kept
const MAX_KEY_BYTES = 512
// KV's metadata limit is 1,024 bytes: a page of more reads is kept only as long as its render's
// own data centre keeps it
const MAX_METADATA_BYTES = 1024

interface Kept {
  body: ArrayBuffer
  contentType: string
  /** until when it is fresh (ms since the epoch) */
  expires: number
}

interface Metadata {
  type: string
  expires: number
  /** the scopes the render read, and their versions as `scopeVersion` writes them */
  reads?: { scopes: string[]; version: string }
}

const keyable = (key: string) => new TextEncoder().encode(key).length <= MAX_KEY_BYTES

/**
 * The page kept under `key`, or null: not kept, no longer good under `versions` (the content
 * scopes' vector now), no binding, or KV failing (then a render).
 */
export async function readSecondTier(
  env: Bindings,
  key: string,
  versions: readonly number[]
): Promise<Kept | null> {
  if (!env.RENDERED_PAGES || !keyable(key)) return null
  try {
    const { value, metadata } = await env.RENDERED_PAGES.getWithMetadata<Metadata>(key, {
      type: 'arrayBuffer',
    })
    if (!value || !metadata?.type || !(metadata.expires > Date.now())) return null
    const { reads } = metadata
    if (reads && scopeVersion(reads.scopes, versions) !== reads.version) return null
    return { body: value, contentType: metadata.type, expires: metadata.expires }
  } catch (error) {
    log.error('second-tier.unavailable', { error })
    return null
  }
}

/** The metadata of a page rendered from `reads`: good for a day while they stay, else `page`'s. */
function metadataOf(page: Kept, reads: ReadScopes | undefined): Metadata {
  const short = { type: page.contentType, expires: page.expires }
  if (!reads || reads.mixed) return short
  const scopes = [...reads.versions.keys()]
  const long: Metadata = {
    type: page.contentType,
    expires: Date.now() + SECOND_TIER_SECONDS * 1000,
    reads: { scopes, version: reads.version() },
  }
  return JSON.stringify(long).length <= MAX_METADATA_BYTES ? long : short
}

/** Keeps a rendered page under `key` for every data centre; a failure only costs a render. */
export async function writeSecondTier(
  env: Bindings,
  key: string,
  page: Kept,
  reads?: ReadScopes
): Promise<void> {
  if (!env.RENDERED_PAGES || !keyable(key)) return
  try {
    const metadata = metadataOf(page, reads)
    const freshSeconds = Math.ceil((metadata.expires - Date.now()) / 1000)
    // as rendered, not gzipped: gzip cost every render 0.7-1.7 ms of the isolate's CPU, where
    // KV keeps a copy at most a day and moves it on Cloudflare's network
    await env.RENDERED_PAGES.put(key, page.body, {
      expirationTtl: Math.max(freshSeconds, 0) + KV_MIN_TTL_SECONDS,
      metadata,
    })
  } catch (error) {
    log.error('second-tier.unavailable', { error })
  }
}
