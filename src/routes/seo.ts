import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { indexingOff } from '../server/indexing'
import { siteOrigin } from '../server/origin'

export const seo = new Hono<AppEnv>()

seo.get('/robots.txt', (c) => {
  c.header('Cache-Control', 'public, max-age=3600')
  if (indexingOff(c.env)) return c.text('User-agent: *\nDisallow: /\n')
  return c.text(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /language/',
      'Disallow: /connect/',
      // tracked links record a lead event: a crawler following them is no visitor
      'Disallow: /go/',
      '',
      `Sitemap: ${siteOrigin(c)}/sitemap.xml`,
      '',
    ].join('\n')
  )
})
