import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { siteOrigin } from '../server/origin'

export const seo = new Hono<AppEnv>()

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
