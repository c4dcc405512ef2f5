import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { subscriptionById } from '../db/newsletter'
import type { AppEnv } from '../env'
import { LOCALE_CODES } from '../i18n/locales'
import { readToken } from '../lib/signed-token'
import { log } from '../lib/log'
import { deliverRecord, forwarding } from '../outbox/deliver'
import {
  newsletterConfirmPage,
  newsletterUnsubscribePage,
  type NewsletterConfirmState,
  type NewsletterUnsubscribeState,
} from '../pages'
import { renderPage } from '../render/render-page'
import { localizedPattern } from '../route-table'
import { CONFIRM_LINK_DAYS, CONFIRM_LINK_MS, newsletterSecret } from '../server/newsletter-links'
import { changeSubscription, type ChangeOutcome } from '../server/newsletter'
import { clientAddress, overLimit } from '../server/rate-limit'

/**
 * The pages the newsletter's e-mails link to (docs/leads-and-privacy.md): the double opt-in's
 * confirmation and the one-click unsubscribe. No sign-in: the signed token in the link is the
 * authority, so a POST that carries one is judged on it whatever site it comes from (RFC 8058's
 * POST comes from the mail provider). Never cached: the URL carries the token.
 */
export const newsletter = new Hono<AppEnv>()

const confirmWith = (
  c: Context<AppEnv>,
  state: Omit<NewsletterConfirmState, 'linkDays'>,
  status: number
) => renderPage(c, newsletterConfirmPage({ ...state, linkDays: CONFIRM_LINK_DAYS }, status), {})
const unsubscribeWith = (c: Context<AppEnv>, state: NewsletterUnsubscribeState, status: number) =>
  renderPage(c, newsletterUnsubscribePage(state, status), {})

/** A change just written goes to the CMS and the CRM at once; the cron retries what fails. */
function forward(c: Context<AppEnv>, outcome: ChangeOutcome) {
  if (!outcome.changed || !forwarding(c.env)) return
  c.executionCtx.waitUntil(
    deliverRecord(c.env, outcome.eventId).catch((error) =>
      log.error('outbox.forward-failed', { error })
    )
  )
}

/** The links' own limit: 20 requests a minute from one client, on the forms' binding. */
async function limited(c: Context<AppEnv>) {
  const retryAfter = await overLimit(c.env, 'forms', `newsletter-links:${clientAddress(c)}`)
  if (retryAfter !== null) c.header('Retry-After', String(retryAfter))
  return retryAfter !== null
}

for (const locale of LOCALE_CODES) {
  const confirmPath = localizedPattern('newsletter-confirm', locale)
  const unsubscribePath = localizedPattern('newsletter-unsubscribe', locale)

  for (const path of [confirmPath, unsubscribePath]) {
    newsletter.use(path, async function noStore(c, next) {
      c.header('Cache-Control', 'private, no-store')
      await next()
    })
  }

  // A GET that confirms: the link is opened from an e-mail, on another site, by a click
  newsletter.get(confirmPath, async (c) => {
    if (await limited(c)) return confirmWith(c, { outcome: 'tooMany' }, 429)
    // a visit is a page; only a link that cannot be followed is a 400
    if (c.req.query('token') === undefined) return confirmWith(c, { outcome: 'visit' }, 200)
    const token = await readToken(newsletterSecret(c.env), c.req.query('token'), 'confirm', {
      maxAgeMs: CONFIRM_LINK_MS,
    })
    if (!token) return confirmWith(c, { outcome: 'invalid' }, 400)
    const now = Date.now()
    const outcome = await changeSubscription(
      c.env.DB,
      token.id,
      { to: 'confirmed', from: ['pending'] },
      now
    )
    forward(c, outcome)
    // confirmed now or before: the same page; unsubscribed since, or gone: a new link is needed
    if (outcome.changed || outcome.subscription?.status === 'confirmed') {
      return confirmWith(c, { outcome: 'confirmed' }, 200)
    }
    return confirmWith(c, { outcome: 'invalid' }, 400)
  })

  // Shows the address and a button: a mail scanner opening the link unsubscribes no one
  newsletter.get(unsubscribePath, async (c) => {
    if (await limited(c)) return unsubscribeWith(c, { outcome: 'tooMany' }, 429)
    const raw = c.req.query('token')
    if (raw === undefined) return unsubscribeWith(c, { outcome: 'visit' }, 200)
    const token = await readToken(newsletterSecret(c.env), raw, 'unsubscribe')
    if (!token) return unsubscribeWith(c, { outcome: 'invalid' }, 400)
    const subscription = await subscriptionById(c.env.DB, token.id)
    if (!subscription || subscription.status === 'unsubscribed') {
      return unsubscribeWith(c, { outcome: 'unsubscribed' }, 200)
    }
    return unsubscribeWith(c, { outcome: 'ask', email: subscription.email, token: raw }, 200)
  })

  // The button, or a mail client's one-click POST (`List-Unsubscribe=One-Click`, RFC 8058)
  newsletter.post(
    unsubscribePath,
    bodyLimit({
      maxSize: 4 * 1024,
      onError: (c) => unsubscribeWith(c, { outcome: 'invalid' }, 413),
    }),
    async (c) => {
      if (await limited(c)) return unsubscribeWith(c, { outcome: 'tooMany' }, 429)
      const token = await readToken(newsletterSecret(c.env), c.req.query('token'), 'unsubscribe')
      if (!token) return unsubscribeWith(c, { outcome: 'invalid' }, 400)
      const outcome = await changeSubscription(
        c.env.DB,
        token.id,
        { to: 'unsubscribed', from: ['pending', 'confirmed'] },
        Date.now()
      )
      forward(c, outcome)
      return unsubscribeWith(c, { outcome: 'unsubscribed' }, 200)
    }
  )
}
