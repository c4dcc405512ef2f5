import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getAgent, getProperty } from '../content'
import { insertAffiliateClick } from '../db/affiliate-clicks'
import { insertLeadEvent, type LeadEvent } from '../db/lead-events'
import { insertOutboxRow } from '../db/webhook-outbox'
import type { AppEnv } from '../env'
import { getLocale, isLocaleCode } from '../i18n/locales'
import { translator } from '../i18n/messages'
import { redirectOffSite } from '../server/redirect'
import { safeLocalPath } from '../lib/safe-path'
import { deliverRecord, forwarding } from '../outbox/deliver'
import { AffiliateClickSchema, type AffiliateClickInput } from '../schemas/affiliate'
import { contentType, crossSite } from './submissions/guard'
import { refuse } from './submissions/respond'
import { budgetFor, signalFor } from '../lib/budget'
import { isKnownBot } from '../lib/known-bots'
import { log } from '../lib/log'
import { clientAddress, overLimit } from '../server/rate-limit'

export const attribution = new Hono<AppEnv>()

/** The brokerage's own WhatsApp line, for links that name no consultant. */
export const WHATSAPP_NUMBER = '97143000000'
const WHATSAPP_ORIGIN = 'https://wa.me'

/**
 * Asks the affiliate network for a transaction id (Everflow-style click URL with the landing
 * URL's parameters). Null when it does not answer with one in time.
 */
async function networkTransactionId(url: string, click: AffiliateClickInput, ip?: string) {
  const target = new URL(url)
  const params: Record<string, string | undefined> = {
    oid: click.offerId,
    affid: click.affiliateId,
    sub1: click.sub1,
    sub2: click.sub2,
    sub3: click.sub3,
    sub4: click.sub4,
    sub5: click.sub5,
    uid: click.uid,
    source_id: click.sourceId,
  }
  for (const [name, value] of Object.entries(params)) {
    if (value) target.searchParams.set(name, value)
  }
  target.searchParams.set('async', 'json')
  const response = await fetch(target, {
    headers: ip ? { 'X-Forwarded-For': ip } : {},
    signal: signalFor('affiliateNetwork'),
  })
  if (!response.ok) return null
  const text = (await response.text()).trim()
  let id: unknown = text
  try {
    id = (JSON.parse(text) as { transaction_id?: unknown }).transaction_id
  } catch {
    // a plain-text id
  }
  return typeof id === 'string' && /^[\w.~:-]{1,100}$/.test(id) ? id : null
}

// POST /api/affiliate/clicks: registers a click first-party (and with the network when
// AFFILIATE_CLICK_URL is set); 201 {transactionId}, which the browser keeps for its leads
attribution.post(
  '/api/affiliate/clicks',
  budgetFor('formPost'),
  crossSite(),
  contentType(),
  bodyLimit({ maxSize: 4096, onError: (c) => refuse(c, 413, 'forms.errors.tooLarge') }),
  async (c) => {
    let raw: unknown = {}
    try {
      raw = await c.req.json()
    } catch {
      // a form post or malformed JSON: the defaults make a valid click
    }
    // Every field falls back to its default, so anything that is not an object is a plain click
    const plain = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}
    const parsed = AffiliateClickSchema.safeParse(plain)
    const click = parsed.success ? parsed.data : AffiliateClickSchema.parse({})
    let transactionId: string = crypto.randomUUID().replaceAll('-', '')
    // A browser registers one click per visit; past 30 a minute from one client, the clicks are
    // not worth storing, but the page still gets an id so it never shows an error
    if ((await overLimit(c.env, 'clicks', `affiliate:${clientAddress(c)}`)) !== null) {
      return c.json({ transactionId }, 201)
    }
    let networkStatus: 'local' | 'forwarded' | 'failed' = 'local'
    const url = c.env.AFFILIATE_CLICK_URL?.trim()
    if (url) {
      const remote = await networkTransactionId(url, click, c.req.header('CF-Connecting-IP')).catch(
        () => null
      )
      if (remote) {
        transactionId = remote
        networkStatus = 'forwarded'
      } else networkStatus = 'failed'
    }
    try {
      await insertAffiliateClick(c.env.DB, {
        ...click,
        transactionId,
        networkStatus,
        createdAt: new Date().toISOString(),
      })
    } catch (error) {
      // The id is still worth keeping: a lead carrying it can be matched later
      log.error('affiliate.click-not-stored', { error })
    }
    return c.json({ transactionId }, 201)
  }
)

const idParam = (value: string | undefined) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 && id < 1e10 ? id : undefined
}
const tokenParam = (value: string | undefined) =>
  value && /^[\w.~:-]{1,100}$/.test(value) ? value : undefined

/**
 * Whether a tracked click is worth a lead event: not from a known bot (robots.txt keeps the
 * polite ones off /go/), and within the clicks one client may make a minute. Either way the
 * visitor still reaches the chat.
 */
async function worthRecording(c: Context<AppEnv>): Promise<boolean> {
  if (isKnownBot(c.req.raw)) return false
  const retryAfter = await overLimit(c.env, 'clicks', `whatsapp:${clientAddress(c)}`)
  if (retryAfter === null) return true
  log.warn('whatsapp.click-over-limit')
  return false
}

// GET /go/whatsapp?source&propertyId&agentId&locale: records the click as a lead event (and
// forwards it to the CRM), then redirects to the chat with a message filled in
attribution.get('/go/whatsapp', async (c) => {
  const query = c.req.query()
  const code = query.locale && isLocaleCode(query.locale) ? query.locale : 'en'
  const t = translator(getLocale(code).code)
  const propertyId = idParam(query.propertyId)
  const agentId = idParam(query.agentId)

  let number = WHATSAPP_NUMBER
  let text = t('whatsapp.greeting')
  try {
    const [agent, property] = await Promise.all([
      agentId ? getAgent(c.env, code, agentId) : null,
      propertyId ? getProperty(c.env, code, propertyId) : null,
    ])
    if (agent?.whatsapp) number = agent.whatsapp
    if (property) text = t('whatsapp.aboutProperty', { title: property.title, id: property.id })
  } catch (error) {
    log.error('whatsapp.content-unavailable', { error })
  }

  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  const chat = `${WHATSAPP_ORIGIN}/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
  if (await worthRecording(c)) await recordClick(c, query, code, { propertyId, agentId })
  return redirectOffSite(c, chat, [WHATSAPP_ORIGIN], 302)
})

/** The click as a lead event, with its outbox row; forwarded to the CRM at once when set. */
async function recordClick(
  c: Context<AppEnv>,
  query: Record<string, string>,
  code: string,
  { propertyId, agentId }: { propertyId?: number; agentId?: number }
) {
  const referer = c.req.header('Referer')
  let page = safeLocalPath(query.page)
  if (!page && referer) {
    try {
      page = new URL(referer).pathname
    } catch {
      page = undefined
    }
  }
  const createdAt = new Date().toISOString()
  const event: LeadEvent = {
    id: crypto.randomUUID(),
    type: 'whatsapp',
    source: tokenParam(query.source),
    page: page?.slice(0, 300),
    locale: code,
    propertyId,
    agentId,
    utmSource: tokenParam(query.utm_source),
    utmMedium: tokenParam(query.utm_medium),
    utmCampaign: tokenParam(query.utm_campaign),
    affiliateTransactionId: tokenParam(query.tid),
    createdAt,
  }
  try {
    const now = Date.now()
    await c.env.DB.batch([
      insertLeadEvent(c.env.DB, event),
      insertOutboxRow(c.env.DB, {
        id: event.id,
        type: 'lead_event',
        payload: {
          id: event.id,
          type: 'lead_event',
          createdAt,
          data: { event: 'whatsapp_click', source: event.source ?? null, propertyId, agentId },
          source: {
            page: event.page ?? null,
            locale: code,
            utm: { source: event.utmSource, medium: event.utmMedium, campaign: event.utmCampaign },
            affiliateTransactionId: event.affiliateTransactionId ?? null,
          },
        },
        createdAt,
        now,
      }),
    ])
    if (forwarding(c.env)) c.executionCtx.waitUntil(deliverRecord(c.env, event.id).catch(() => {}))
  } catch (error) {
    // The visitor still reaches the chat: a lost click record must not lose the conversation
    log.error('whatsapp.click-not-recorded', { error })
  }
}
