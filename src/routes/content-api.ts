import { zValidator } from '@hono/zod-validator'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import { listAgents, listPosts, listProperties, listTestimonials } from '../content'
import { ContentUnavailable } from '../content/source'
import type { AppEnv } from '../env'
import { isLocaleCode } from '../i18n/locales'
import { edgeCache } from './api-cache'
import type { ListScope } from '../lib/content-scopes'
import {
  AgentQuerySchema,
  BlogQuerySchema,
  PropertyQuerySchema,
  TestimonialQuerySchema,
} from '../schemas/content-query'
import { log } from '../lib/log'

export const contentApi = new Hono<AppEnv>()

// Content changes rarely: browsers keep a list a minute, the edge five (or until the CMS sync
// changes the list). Set per route, not on `/api/*`, which would also catch other groups'
// endpoints (`/api/users/me` must never be cached).
const cached = (list: ListScope) => edgeCache('public, max-age=60, s-maxage=300', list)

type Failure = { success: false; error: z.core.$ZodError } | { success: true }

/** 400 with a message per query parameter, in the API's error shape. */
function invalidQuery(result: Failure, c: Context) {
  if (result.success) return
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'query')
    fields[field] ??= `Invalid value for ${field}`
  }
  return c.json({ error: 'Invalid query parameters', fields }, 400)
}

/**
 * The language of the answer is the request's (`?locale=`, else English: src/i18n/request-locale.ts).
 * An unknown code is a 400 like any other bad parameter, not a silent English answer.
 */
const withLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requested = c.req.query('locale')
  if (requested === undefined || requested === '') return next()
  if (!isLocaleCode(requested)) {
    return c.json(
      { error: 'Invalid query parameters', fields: { locale: 'Invalid value for locale' } },
      400
    )
  }
  return next()
}

const localeOf = (c: Context<AppEnv>) => c.get('locale').code

contentApi.get(
  '/api/properties',
  cached('list:properties'),
  withLocale,
  zValidator('query', PropertyQuerySchema, invalidQuery),
  (c) => answer(c, () => listProperties(c.env, localeOf(c), c.req.valid('query')))
)

contentApi.get(
  '/api/agents',
  cached('list:agents'),
  withLocale,
  zValidator('query', AgentQuerySchema, invalidQuery),
  (c) => answer(c, () => listAgents(c.env, localeOf(c), c.req.valid('query')))
)

contentApi.get(
  '/api/blog',
  cached('list:posts'),
  withLocale,
  zValidator('query', BlogQuerySchema, invalidQuery),
  (c) => answer(c, () => listPosts(c.env, localeOf(c), c.req.valid('query')))
)

contentApi.get(
  '/api/testimonials',
  cached('list:testimonials'),
  withLocale,
  zValidator('query', TestimonialQuerySchema, invalidQuery),
  (c) => answer(c, () => listTestimonials(c.env, localeOf(c), c.req.valid('query')))
)

/** A source that cannot answer is a dependency down: 503, never a 500. */
async function answer(c: Context<AppEnv>, load: () => Promise<unknown>) {
  try {
    return c.json(await load())
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error
    log.error('content.unavailable', { error })
    c.header('Retry-After', '30')
    return c.json({ error: 'Content is temporarily unavailable' }, 503)
  }
}
