import { orNull, type SubmissionRecord } from './submission-record'

/** The address as stored and compared: lower case, so `A@x.com` and `a@X.com` are one. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function isSubscribed(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM newsletter_subscriptions WHERE email = ?')
    .bind(normalizeEmail(email))
    .first<{ found: number }>()
  return row !== null
}

export function insertSubscription(db: D1Database, email: string, record: SubmissionRecord) {
  return db
    .prepare(
      `INSERT INTO newsletter_subscriptions (id, reference, email, page, locale, utm_source,
        utm_medium, utm_campaign, utm_term, utm_content, affiliate_transaction_id,
        consent_version, consent_locale, consent_at, review_status, review_reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      record.id,
      record.reference,
      normalizeEmail(email),
      record.page,
      record.locale,
      orNull(record.utm.source),
      orNull(record.utm.medium),
      orNull(record.utm.campaign),
      orNull(record.utm.term),
      orNull(record.utm.content),
      record.affiliateTransactionId,
      record.consent.version,
      record.consent.locale,
      record.consent.at,
      record.review.status,
      record.review.reason,
      record.createdAt
    )
}
