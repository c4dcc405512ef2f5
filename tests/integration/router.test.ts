import { describe, expect, it } from 'vitest'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { attribution } from '../../src/routes/attribution'
import { auth } from '../../src/routes/auth'
import { benchRoutes } from '../../src/routes/bench'
import { cmsWebhook } from '../../src/routes/cms-webhook'
import { contentApi } from '../../src/routes/content-api'
import { formEndpoints } from '../../src/routes/submissions/endpoints'
import { language } from '../../src/routes/language'
import { pages } from '../../src/routes/pages'
import { partnerPortal } from '../../src/routes/partner-portal'
import { seo } from '../../src/routes/seo'
import { sitemap } from '../../src/routes/sitemap'

// Hono's SmartRouter keeps RegExpRouter (one regular expression per method) unless a route
// cannot be written into it; then every request walks the trie router instead, which a profile of
// uncached renders found among the hottest frames (a capturing group in one sitemap route did it)
describe('the route table', () => {
  const apps = [
    ...[attribution, auth, benchRoutes, cmsWebhook, contentApi, formEndpoints, language],
    ...[pages, partnerPortal, seo, sitemap],
  ]

  it('fits the regular-expression router, every route of every method', () => {
    const router = new RegExpRouter<string>()
    for (const route of apps.flatMap((app) => app.routes)) {
      router.add(route.method, route.path, route.path)
    }
    // RegExpRouter answers the parameters as indexes into the matched values
    const [handlers, values = []] = router.match('GET', '/sitemaps/properties-ar-2.xml')
    const found = handlers.map(([path, params]) => [path, values[Number(params.file)]])
    expect(found).toContainEqual([
      '/sitemaps/:file{[a-z]+-[a-z]{2}(?:-[0-9]{1,6})?\\.xml}',
      'properties-ar-2.xml',
    ])
  })
})
