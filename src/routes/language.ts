import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { saveLanguageCookie } from '../i18n/cookie'
import { LOCALES } from '../i18n/locales'
import { localePath } from '../route-table'
import { redirectOnSite } from '../server/redirect'

export const language = new Hono<AppEnv>()

language.get('/api/languages', (c) => {
  c.header('Cache-Control', 'public, max-age=3600')
  return c.json(LOCALES.map(({ code, name, iso, dir }) => ({ code, name, iso, dir })))
})

/** The language switcher's links: save the choice, then go to the page in that language. */
language.get('/language/:code', (c) => {
  // the request's locale is the one chosen (src/i18n/request-locale.ts); another code is no page
  const code = c.get('locale').code
  if (c.req.param('code') !== code) return c.notFound()
  saveLanguageCookie(c, code)
  c.header('Cache-Control', 'private, no-store')
  return redirectOnSite(c, c.req.query('next'), localePath('index', code), 302)
})
