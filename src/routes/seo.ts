import { Hono } from 'hono'
import { listDetailPages } from '../content'
import type { AppEnv } from '../env'
import { LOCALE_CODES } from '../i18n/locales'
import { escapeHtml } from '../lib/html'
import { siteOrigin } from '../lib/origin'
import { hreflangAlternates } from '../render/alternates'
import { localePath, STATIC_PAGES, type PageName } from '../route-table'

export const seo = new Hono<AppEnv>()

/** Every page in every locale, each with its 13 hreflang alternates and `x-default`. */
seo.get('/sitemap.xml', async (c) => {
  const origin = siteOrigin(c)
  const entries = (page: PageName, params: Record<string, string> = {}) => {
    const alternates = hreflangAlternates(origin, page, params)
      .map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`
      )
      .join('')
    return LOCALE_CODES.map((locale) => {
      const loc =
        origin + (localePath as (p: PageName, l: string, q: object) => string)(page, locale, params)
      return `<url><loc>${escapeHtml(loc)}</loc>${alternates}</url>`
    })
  }
  // Listings, consultants and articles too; the static pages alone if content cannot be read
  const details = await listDetailPages(c.env).catch((error: unknown) => {
    console.error('sitemap: content unavailable', error)
    return []
  })
  const urls = [
    ...STATIC_PAGES.flatMap((page) => entries(page)),
    ...details.flatMap((detail) => entries(detail.page, detail.params)),
  ]
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    urls.join('') +
    '</urlset>'
  c.header('Cache-Control', 'public, max-age=3600')
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
})

seo.get('/robots.txt', (c) => {
  c.header('Cache-Control', 'public, max-age=3600')
  return c.text(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /language/',
      'Disallow: /connect/',
      '',
      `Sitemap: ${siteOrigin(c)}/sitemap.xml`,
      '',
    ].join('\n')
  )
})
