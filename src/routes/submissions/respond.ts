import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../env'
import type { MessageKey } from '../../i18n/messages'
import { campaignOf, type UtmField } from '../../lib/utm'
import { renderErrorPage } from '../../render/render-page'
import { isFormPost } from '../../server/request-body'
import { ownOrigins } from '../../server/same-origin'

/**
 * A plain HTML form (no JavaScript) gets a page back; everything else gets JSON. A client that
 * posts a form body but asks for JSON (`Accept: application/json`) gets JSON.
 */
export function wantsPage(c: Context): boolean {
  const accept = c.req.header('Accept') ?? ''
  if (isFormPost(c)) return !/application\/json/i.test(accept)
  return /text\/html/i.test(accept) && !/application\/json/i.test(accept)
}

/**
 * The campaign of the page a form was posted from, named in its Referer: pages carry none in
 * their HTML, as they are cached for every campaign (src/lib/utm.ts). Another site's page
 * names none.
 */
export function refererCampaign(c: Context<AppEnv>): Partial<Record<UtmField, string>> {
  const referer = c.req.header('Referer')
  if (!referer) return {}
  try {
    const url = new URL(referer)
    return ownOrigins(c).has(url.origin) ? campaignOf(url) : {}
  } catch {
    return {}
  }
}

/** Refuses a request before its body is read: 403, 413, 415, 429 or 503. */
export function refuse(c: Context<AppEnv>, status: ContentfulStatusCode, message: MessageKey) {
  const t = c.get('t')
  if (wantsPage(c)) return renderErrorPage(c, status, t(message))
  return c.json({ error: t(message) }, status)
}
