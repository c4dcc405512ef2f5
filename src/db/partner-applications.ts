import type { PartnerApplication } from '../schemas/partner'
import { orNull, type SubmissionRecord } from './submission-record'

export type PartnerAnswers = Pick<
  PartnerApplication,
  | 'fullName'
  | 'email'
  | 'phone'
  | 'partnerType'
  | 'company'
  | 'country'
  | 'referralsPerMonth'
  | 'network'
>

export function insertPartnerApplication(
  db: D1Database,
  answers: PartnerAnswers,
  record: SubmissionRecord
) {
  return db
    .prepare(
      `INSERT INTO partner_applications (id, reference, full_name, email, phone, partner_type,
        company, country, referrals_per_month, network, page, locale, utm_source, utm_medium,
        utm_campaign, utm_term, utm_content, affiliate_transaction_id, consent_version,
        consent_locale, consent_at, marketing_opt_in, review_status, review_reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      record.id,
      record.reference,
      answers.fullName,
      answers.email,
      answers.phone,
      orNull(answers.partnerType),
      orNull(answers.company),
      orNull(answers.country),
      orNull(answers.referralsPerMonth),
      orNull(answers.network),
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
      record.consent.marketingOptIn ? 1 : 0,
      record.review.status,
      record.review.reason,
      record.createdAt
    )
}
