import type { Bindings } from '../env'
import { log } from '../lib/log'

/**
 * The second tier behind each data centre's Cache API: rendered pages in Workers KV
 * (`RENDERED_PAGES`), which every data centre reads. A page is kept under its URL and the
 * versions of its content scopes (the key changes when the content does), fresh until the same
 * time as the copy of the data centre that rendered it (what the scopes do not name, another
 * listing's "similar" cards, lags no more than there), so the first visitor of a page in a data
 * centre that has not served it reads it instead of rendering it, and a publish renders its pages
 * once for everyone (src/render/background-render.ts). Optional: without the binding the Cache
 * API stands alone.
 */

/** KV's shortest expiry; a copy is read only while fresh, and kept this much longer. */
const KV_MIN_TTL_SECONDS = 60

// KV's key limit is 512 bytes: a longer URL (a catalogue search with every filter) is not kept
const MAX_KEY_BYTES = 512

interface Kept {
  body: ArrayBuffer
  contentType: string
  /** until when it is fresh (ms since the epoch) */
  expires: number
}

const keyable = (key: string) => new TextEncoder().encode(key).length <= MAX_KEY_BYTES

/** The page kept under `key`, or null (not kept, no binding, or KV failing: then a render). */
export async function readSecondTier(env: Bindings, key: string): Promise<Kept | null> {
  if (!env.RENDERED_PAGES || !keyable(key)) return null
  try {
    const { value, metadata } = await env.RENDERED_PAGES.getWithMetadata<{
      type: string
      expires: number
    }>(key, { type: 'arrayBuffer' })
    if (!value || !metadata?.type || !(metadata.expires > Date.now())) return null
    return { body: value, contentType: metadata.type, expires: metadata.expires }
  } catch (error) {
    log.error('second-tier.unavailable', { error })
    return null
  }
}

/** Keeps a rendered page under `key` for every data centre; a failure only costs a render. */
export async function writeSecondTier(env: Bindings, key: string, page: Kept): Promise<void> {
  if (!env.RENDERED_PAGES || !keyable(key)) return
  try {
    const freshSeconds = Math.ceil((page.expires - Date.now()) / 1000)
    // as rendered, not gzipped: gzip cost every render 0.7-1.7 ms of the isolate's CPU, where
    // KV keeps a copy only minutes and moves it on Cloudflare's network
    await env.RENDERED_PAGES.put(key, page.body, {
      expirationTtl: Math.max(freshSeconds, 0) + KV_MIN_TTL_SECONDS,
      metadata: { type: page.contentType, expires: page.expires },
    })
  } catch (error) {
    log.error('second-tier.unavailable', { error })
  }
}
