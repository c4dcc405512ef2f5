import type { SubmissionRecord } from '../db/submission-record'
import type { SubscriptionStatus } from '../db/newsletter'
import type { RecordType } from '../db/webhook-outbox'

/** Signed links a record carries for whoever mails its owner (the newsletter's). */
export type RecordLinks = Record<string, string>

/**
 * What every target receives for every record (docs/lead-capture.md, "What a CRM receives"): the record's own
 * fields under `data`, and the same envelope for every type, so a target can route on `type`
 * and deduplicate on `id` (also sent as the Idempotency-Key header). `links`: the newsletter's
 * confirmation and one-click unsubscribe links, signed by the worker.
 */
export function crmPayload(
  type: RecordType,
  record: SubmissionRecord,
  data: object,
  links?: RecordLinks
) {
  return {
    id: record.id,
    type,
    reference: record.reference,
    createdAt: record.createdAt,
    data,
    source: {
      page: record.page,
      locale: record.locale,
      utm: record.utm,
      affiliateTransactionId: record.affiliateTransactionId,
    },
    consent: record.consent,
    review: record.review,
    ...(links ? { links } : {}),
  }
}

/**
 * A change of a newsletter subscription (`newsletter_status`), its own record with its own id:
 * confirmed, unsubscribed, or pending again (with the new request's source, consent and links,
 * so the CMS mails the confirmation again). `data.at` orders the changes of one subscription.
 */
export function statusPayload(
  event: { id: string; at: string },
  subscription: { id: string; reference: string; email: string; status: SubscriptionStatus },
  request?: { record: SubmissionRecord; links: RecordLinks }
) {
  const data = {
    subscriptionId: subscription.id,
    email: subscription.email,
    status: subscription.status,
    at: event.at,
  }
  const record = { id: event.id, reference: subscription.reference, createdAt: event.at }
  if (!request) return { ...record, type: 'newsletter_status', data }
  return crmPayload('newsletter_status', { ...request.record, ...record }, data, request.links)
}
