import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { DEFAULT_LOCALE, getLocale, isLocaleCode } from './locales'
import { translator } from './messages'

/** The locale of a path: its first segment when that is a locale code, else English. */
export function localeOfPath(pathname: string) {
  const first = pathname.split('/')[1]
  return getLocale(isLocaleCode(first) ? first : DEFAULT_LOCALE)
}

/** Sets the request's locale and translator, error pages included. */
export function localeFromPath(): MiddlewareHandler<AppEnv> {
  return async function localeFromPath(c, next) {
    const locale = localeOfPath(new URL(c.req.url).pathname)
    c.set('locale', locale)
    c.set('t', translator(locale.code))
    await next()
  }
}
