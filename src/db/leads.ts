import type { LeadKind } from '../schemas/lead'
import { orNull, type SubmissionRecord } from './submission-record'

export interface NewLead {
  kind: LeadKind
  fullName: string
  email: string
  phone: string
  message?: string
  propertyId?: number
  agentId?: number
}

/** The insert of one lead, to run in a batch with its outbox row (one transaction). */
export function insertLead(db: D1Database, lead: NewLead, record: SubmissionRecord) {
  return db
    .prepare(
      `INSERT INTO leads (id, reference, kind, full_name, email, phone, message, page, locale,
        property_id, agent_id, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
        affiliate_transaction_id, consent_version, consent_locale, consent_at, marketing_opt_in,
        review_status, review_reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      record.id,
      record.reference,
      lead.kind,
      lead.fullName,
      lead.email,
      lead.phone,
      orNull(lead.message),
      record.page,
      record.locale,
      orNull(lead.propertyId),
      orNull(lead.agentId),
      orNull(record.utm.source),
      orNull(record.utm.medium),
      orNull(record.utm.campaign),
      orNull(record.utm.term),
      orNull(record.utm.content),
      record.affiliateTransactionId,
      record.consent.version,
      record.consent.locale,
      record.consent.at,
      record.consent.marketingOptIn ? 1 : 0,
      record.review.status,
      record.review.reason,
      record.createdAt
    )
}
