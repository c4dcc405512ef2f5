import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { LocaleCode } from './locales'

export const LANGUAGE_COOKIE = 'i18n_language'
const ONE_YEAR = 365 * 24 * 60 * 60

export function readLanguageCookie(c: Context): string | undefined {
  return getCookie(c, LANGUAGE_COOKIE)
}

export function saveLanguageCookie(c: Context, locale: LocaleCode): void {
  setCookie(c, LANGUAGE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax' })
}
