import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { redirectOnSite } from '../server/redirect'
import { LOCALE_CODES } from '../i18n/locales'
import { PAGE_LIST } from '../generated/pages'
import { serveWithEdgeCache } from '../render/edge-cache'
import { PageNotFound, renderPage } from '../render/render-page'
import { localizedPattern, pageScopes, validParams } from '../route-table'
import { answerHomeVisit } from './home-visit'

export const pages = new Hono<AppEnv>()

// Locale detection happens at `/` only: any other path names its locale.
pages.get('/', (c, next) => answerHomeVisit(c) ?? next())

// `/en/...` is the unprefixed English page
pages.get('/en', (c) => redirectOnSite(c, '/' + new URL(c.req.url).search, '/', 301))
pages.get('/en/*', (c) => {
  const url = new URL(c.req.url)
  return redirectOnSite(c, url.pathname.slice(3) + url.search, '/', 301)
})

for (const page of PAGE_LIST) {
  for (const locale of LOCALE_CODES) {
    pages.get(localizedPattern(page.route.name, locale), async (c, next) => {
      const params: Record<string, string> = c.req.param()
      if (!validParams(page.route.name, params)) return next()
      const content = pageScopes(page.route.name, params, new URL(c.req.url).searchParams)
      const response = await serveWithEdgeCache(c, content, async () => {
        try {
          return await renderPage(c, page, params)
        } catch (error) {
          if (error instanceof PageNotFound) return null
          throw error
        }
      })
      return response ?? next()
    })
  }
}
