import { sha256Hex } from '../lib/hash'
import { cmsRequest, type CmsClient, type CmsResult } from './cms'
import { usable } from './token-time'

export interface Renewal {
  jwt?: unknown
  refreshToken?: unknown
}

/**
 * How long the answer to one renewal is kept for the other requests that arrive with the same
 * refresh token: a page and its islands, or two tabs, renew at the same moment, and Strapi
 * rotates the refresh token on the first renewal, so the second would be refused and sign the
 * visitor out.
 */
const SHARED_SECONDS = 60

/** Renewals under way in this isolate, by refresh token. */
const inFlight = new Map<string, Promise<CmsResult<Renewal>>>()

const cacheKey = async (refreshToken: string) =>
  new Request(`https://session-renewal.internal/${await sha256Hex(refreshToken)}`)

/**
 * `POST /auth/refresh`, once per refresh token: concurrent requests in this isolate share one
 * call, and requests in other isolates of the data centre find its answer in the Cache API
 * (keyed by the token's hash, kept for a minute, never served to a visitor).
 */
export async function renewSession(
  base: string,
  refreshToken: string,
  client?: CmsClient
): Promise<CmsResult<Renewal>> {
  const running = inFlight.get(refreshToken)
  if (running) return running
  const renewal = (async () => {
    const key = await cacheKey(refreshToken)
    const cache = await caches.open('session-renewals')
    const shared = await cache.match(key)
    if (shared) {
      const data = (await shared.json()) as Renewal
      if (typeof data.jwt === 'string' && usable(data.jwt))
        return { ok: true, status: 200, data } as const
      // that access token has run out too: renew with the refresh token it came with
      if (typeof data.refreshToken === 'string' && data.refreshToken !== refreshToken) {
        return renewSession(base, data.refreshToken, client)
      }
    }
    const result = await cmsRequest<Renewal>(base, '/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      client,
    })
    if (result.ok && typeof result.data.jwt === 'string') {
      await cache.put(
        key,
        Response.json(
          { jwt: result.data.jwt, refreshToken: result.data.refreshToken },
          { headers: { 'Cache-Control': `max-age=${SHARED_SECONDS}` } }
        )
      )
    }
    return result
  })()
  inFlight.set(refreshToken, renewal)
  try {
    return await renewal
  } finally {
    inFlight.delete(refreshToken)
  }
}
