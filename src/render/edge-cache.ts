import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import manifest from '../generated/client-manifest.json'

/** How long a rendered page is served from a data centre's cache: the bound on stale content. */
export const EDGE_TTL_SECONDS = 300

// A new build has new asset names, so its pages get new keys and never serve old HTML
const BUILD_ID = Object.values(manifest)
  .join('|')
  .replace(/[^\w]+/g, '')

/** The cache key of a request: its URL and query under this deployment and build. */
export function edgeCacheKey(c: Context<AppEnv>): Request {
  const url = new URL(c.req.url)
  const version = c.env.CF_VERSION_METADATA?.id ?? 'local'
  return new Request(
    `${url.origin}/__edge-cache/${version}/${BUILD_ID}${url.pathname}${url.search}`
  )
}

/** Rewrites what must be fresh in every response: the CSP nonce of each script. */
function withFreshNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('script[nonce]', {
      element(script) {
        script.setAttribute('nonce', nonce)
      },
    })
    .transform(response)
}

function storable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(cacheControl)
  )
}

/**
 * Serves a page that is the same for every visitor of its URL from the Workers Cache API,
 * rendering it once per page, locale and deployment in a data centre. `render` answers null
 * for a page that does not exist (the caller then answers 404, which is never stored).
 */
export async function serveWithEdgeCache(
  c: Context<AppEnv>,
  render: () => Promise<Response | null>
): Promise<Response | null> {
  const nonce = c.get('secureHeadersNonce') ?? ''
  const key = edgeCacheKey(c)
  const cache = await caches.open('rendered-pages')

  const hit = await cache.match(key)
  if (hit) {
    const fresh = withFreshNonce(hit, nonce)
    c.header('X-Edge-Cache', 'HIT')
    // c.body keeps the headers set earlier in this request (Vary at /)
    return c.body(fresh.body!, hit.status as ContentfulStatusCode, {
      'Content-Type': hit.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    })
  }

  const response = await render()
  if (!response || !response.body || !storable(response)) return response

  const [toVisitor, toCache] = response.body.tee()
  const stored = new Response(toCache, {
    status: 200,
    headers: {
      'Content-Type': response.headers.get('Content-Type')!,
      'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}`,
    },
  })
  c.executionCtx.waitUntil(cache.put(key, stored))
  response.headers.set('X-Edge-Cache', 'MISS')
  return new Response(toVisitor, response)
}
