import { FIELDS, formCollection } from '../../../../intake/attributes'

/**
 * One address on the newsletter list, and where it stands: pending until its owner confirms the
 * link the CMS mailed, confirmed, or unsubscribed. Mail only the confirmed, each with its own
 * `unsubscribeUrl` (RFC 8058 one-click; src/mail/newsletter-mail.ts sets the headers).
 */
export default formCollection({
  singularName: 'newsletter-subscription',
  pluralName: 'newsletter-subscriptions',
  displayName: 'Newsletter subscriber',
  description: 'An address on the newsletter list: pending, confirmed or unsubscribed',
  attributes: {
    email: FIELDS.email,
    state: {
      type: 'enumeration',
      required: true,
      default: 'pending',
      enum: ['pending', 'confirmed', 'unsubscribed'],
    },
    /** when the site changed the state last: an older change arriving late is ignored */
    stateChangedAt: FIELDS.moment,
    confirmedAt: FIELDS.moment,
    unsubscribedAt: FIELDS.moment,
    unsubscribeUrl: FIELDS.longText,
  },
})
