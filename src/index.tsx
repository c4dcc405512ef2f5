import { Hono } from 'hono'
import { d1Sessions } from './db/d1-session'
import type { AppEnv } from './env'
import { requestLocale } from './server/locale'
import { securityHeaders } from './render/security-headers'
import { keepPageHeaders } from './render/edge-cache'
import { earlyPageHit } from './routes/home-visit'
import { revalidateHtml } from './render/revalidate-html'
import { auth } from './routes/auth'
import { canonicalOrigin, canonicalPath } from './routes/canonical-request'
import { notFound, onError } from './routes/errors'
import { language } from './routes/language'
import { formEndpoints } from './routes/submissions/endpoints'
import { attribution } from './routes/attribution'
import { scheduled } from './scheduled'
import { pages } from './routes/pages'
import { partnerEmails } from './routes/partner-emails'
import { newsletter } from './routes/newsletter'
import { partnerPortal } from './routes/partner-portal'
import { seo } from './routes/seo'
import { sitemap } from './routes/sitemap'
import { benchRoutes } from './routes/bench'
import { contentApi } from './routes/content-api'
import { cmsWebhook } from './routes/cms-webhook'
import { preview } from './routes/preview'
import { health } from './routes/health'
import { withBudget } from './lib/budget'
import { loggedRequest } from './server/request-log'
import { searchIndexing } from './server/indexing'

const app = new Hono<AppEnv>()

app.use(keepPageHeaders())
app.use(canonicalOrigin())
// reads from a replica near the visitor, writes on the primary (src/db/d1-session.ts)
app.use(d1Sessions())
app.use(securityHeaders())
app.use(searchIndexing())
app.use(revalidateHtml())
app.use(requestLocale())
app.use(canonicalPath())

// a publish renders its pages again through this router once the webhook has answered
app.use('/api/cms/webhook', async (c, next) => {
  c.set('fetchPage', async (request) => app.fetch(request, c.env, c.executionCtx))
  await next()
})

app.route('/', auth)
app.route('/', partnerPortal)
app.route('/', partnerEmails)
app.route('/', newsletter)
app.route('/', language)
app.route('/', formEndpoints)
app.route('/', attribution)
app.route('/', seo)
app.route('/', sitemap)
app.route('/', benchRoutes)
app.route('/', contentApi)
app.route('/', cmsWebhook)
app.route('/', preview)
app.route('/', health)
app.route('/', pages)

app.notFound(notFound)
app.onError(onError)

// Every request is logged with its id (src/server/request-log.ts). A page this isolate already
// served from the cache is answered before the middleware chain, `/` once its locale is decided
// (src/routes/home-visit.ts); the cron trigger forwards the lead outbox to the CRM
export default {
  fetch: (request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) =>
    loggedRequest(request, () =>
      // a page's budget, until a route says it is a form post or a sign-in (src/lib/budget.ts)
      withBudget('render', () => earlyPageHit(request, env) ?? app.fetch(request, env, ctx))
    ),
  scheduled,
} satisfies ExportedHandler<AppEnv['Bindings']>
