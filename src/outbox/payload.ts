import type { SubmissionRecord } from '../db/submission-record'
import type { RecordType } from '../db/webhook-outbox'

/**
 * What the CRM receives for every record (README, "What a CRM receives"): the record's own
 * fields under `data`, and the same envelope for every type, so the CRM can route on `type`
 * and deduplicate on `id` (also sent as the Idempotency-Key header).
 */
export function crmPayload(type: RecordType, record: SubmissionRecord, data: object) {
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
  }
}
