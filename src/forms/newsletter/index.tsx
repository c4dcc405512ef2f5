import { NewsletterIsland } from '../../placements/newsletter-island'
import { renewSubscription, subscriptionByEmail } from '../../db/newsletter'
import { insertOutboxRow } from '../../db/webhook-outbox'
import { statusPayload } from '../../outbox/payload'
import { answerProps } from '../answer-props'
import { newsletterLinks } from '../../server/newsletter-links'
import { NEWSLETTER_MESSAGE_KEYS, NewsletterSignupSchema } from './schema'
import { declareForm } from '../declaration'
import { NEWSLETTER_VIEW } from './view'

/** The address as stored and compared: lower case, so `A@x.com` and `a@X.com` are one. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A second request within this time mails no second confirmation: a double click, or a flood. */
export const RESEND_AFTER_MS = 10 * 60 * 1000

/**
 * The newsletter signup, table `newsletter_subscriptions` (0011, 0042), one row per address and
 * double opt-in: a new address is stored pending, and the CMS mails it a signed confirmation
 * link (`links`); it is subscribed only once that link is opened (routes/newsletter.tsx). The
 * form's four states stay (SPEC.md section 4): a confirmed address is refused as already
 * subscribed (409, any letter case, also when two posts race); a pending or unsubscribed one
 * asks again and is renewed, its confirmation mailed again (a pending one's at most every 10
 * minutes).
 */
export default declareForm({
  view: NEWSLETTER_VIEW,
  recordType: 'newsletter_subscription',
  table: 'newsletter_subscriptions',
  schema: () => NewsletterSignupSchema,
  messages: NEWSLETTER_MESSAGE_KEYS,
  columns: (data) => ({ email: normalizeEmail(data.email), status: 'pending' }),
  crm: (data) => ({ email: normalizeEmail(data.email), status: 'pending' }),
  links: newsletterLinks,
  existing: {
    find: async (db, data) => {
      const subscription = await subscriptionByEmail(db, normalizeEmail(data.email))
      if (!subscription) return null
      return { ...subscription, duplicate: subscription.status === 'confirmed' }
    },
    renew: (db, found, { data, record, links, now }) => {
      const recent = now - Date.parse(found.changedAt) < RESEND_AFTER_MS
      if (found.status === 'pending' && recent) return []
      const email = normalizeEmail(data.email)
      const subscription = { ...found, email, status: 'pending' as const }
      return [
        renewSubscription(db, found.id, {
          at: record.createdAt,
          locale: record.locale,
          page: record.page,
          consentVersion: record.consent.version,
        }),
        insertOutboxRow(
          db,
          {
            id: record.id,
            type: 'newsletter_status',
            payload: statusPayload({ id: record.id, at: record.createdAt }, subscription, {
              record,
              links: links!,
            }),
            createdAt: record.createdAt,
            now,
          },
          { ifChanged: true }
        ),
      ]
    },
    title: 'newsletter.duplicateTitle',
    text: 'newsletter.duplicateText',
  },
  page: (state) => ({
    title: NEWSLETTER_VIEW.title,
    framed: false,
    form: <NewsletterIsland variant="card" {...answerProps(state)} />,
  }),
})
