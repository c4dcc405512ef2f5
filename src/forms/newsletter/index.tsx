import { NewsletterIsland } from '../../components/forms/newsletter-island'
import { answerProps } from '../../routes/forms/form-page'
import { NEWSLETTER_MESSAGE_KEYS, NewsletterSignupSchema } from './schema'
import { declareForm } from '../declaration'
import { NEWSLETTER_VIEW } from './view'

/** The address as stored and compared: lower case, so `A@x.com` and `a@X.com` are one. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The newsletter signup, table `newsletter_subscriptions` (0011), one row per address: 409 for
 * an address already subscribed (any letter case), also when two posts race (its unique index).
 */
export default declareForm({
  view: NEWSLETTER_VIEW,
  recordType: 'newsletter_subscription',
  table: 'newsletter_subscriptions',
  schema: () => NewsletterSignupSchema,
  messages: NEWSLETTER_MESSAGE_KEYS,
  columns: (data) => ({ email: normalizeEmail(data.email) }),
  crm: (data) => ({ email: data.email.toLowerCase() }),
  duplicate: {
    exists: async (db, data) =>
      (await db
        .prepare('SELECT 1 AS found FROM newsletter_subscriptions WHERE email = ?')
        .bind(normalizeEmail(data.email))
        .first()) !== null,
    title: 'newsletter.duplicateTitle',
    text: 'newsletter.duplicateText',
  },
  page: (state) => ({
    title: NEWSLETTER_VIEW.title,
    framed: false,
    form: <NewsletterIsland variant="card" {...answerProps(state)} />,
  }),
})
