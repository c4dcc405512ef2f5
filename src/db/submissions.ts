import type { SubmissionRecord } from './submission-record'

/** A value D1 binds: absent optional answers are stored as NULL. */
export type ColumnValue = string | number | null | undefined

const NAME = /^[a-z][a-z_]*$/

/**
 * The one insert of every submission table: the form's own answers (column → value, from its
 * declaration in src/forms/) and the columns every submission table shares (migrations 0010 to
 * 0014, made the same by 0024). To run in a batch with the outbox row (one transaction).
 */
export function insertSubmission(
  db: D1Database,
  table: string,
  answers: Record<string, ColumnValue>,
  record: SubmissionRecord
) {
  const row: Record<string, ColumnValue> = {
    id: record.id,
    reference: record.reference,
    ...answers,
    page: record.page,
    locale: record.locale,
    utm_source: record.utm.source,
    utm_medium: record.utm.medium,
    utm_campaign: record.utm.campaign,
    utm_term: record.utm.term,
    utm_content: record.utm.content,
    affiliate_transaction_id: record.affiliateTransactionId,
    consent_version: record.consent.version,
    consent_locale: record.consent.locale,
    consent_at: record.consent.at,
    marketing_opt_in: record.consent.marketingOptIn ? 1 : 0,
    review_status: record.review.status,
    review_reason: record.review.reason,
    created_at: record.createdAt,
  }
  const columns = Object.keys(row)
  // names come from declarations, never from a request; the check keeps it that way
  for (const name of [table, ...columns]) {
    if (!NAME.test(name)) throw new Error(`not a column or table name: ${name}`)
  }
  return db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
    )
    .bind(...Object.values(row).map((value) => (value === undefined ? null : value)))
}
