import type { MiddlewareHandler } from 'hono'
import type { AppEnv, Bindings } from '../env'

/**
 * `NOINDEX=true` (staging's wrangler vars): a deployment search engines must not list, whose
 * forms reach no salesperson. Every answer says `X-Robots-Tag: noindex` and robots.txt turns
 * crawlers away (src/routes/seo.ts).
 */
export function indexingOff(env: Pick<Bindings, 'NOINDEX'>): boolean {
  return env.NOINDEX?.trim().toLowerCase() === 'true'
}

export function searchIndexing(): MiddlewareHandler<AppEnv> {
  return async function searchIndexing(c, next) {
    await next()
    if (indexingOff(c.env)) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
  }
}
