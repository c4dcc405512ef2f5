import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { translator } from '../i18n/messages'
import { resolveLocale } from '../i18n/request-locale'

/** Sets the request's locale and translator (src/i18n/request-locale.ts), error pages included. */
export function requestLocale(): MiddlewareHandler<AppEnv> {
  return async function requestLocale(c, next) {
    const { locale } = resolveLocale(c.req.raw)
    c.set('locale', locale)
    c.set('t', translator(locale.code))
    await next()
  }
}
