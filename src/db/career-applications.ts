import type { CareersApplication } from '../schemas/careers'
import { orNull, type SubmissionRecord } from './submission-record'

export type CareerAnswers = Pick<
  CareersApplication,
  | 'fullName'
  | 'email'
  | 'phone'
  | 'experience'
  | 'dubaiYears'
  | 'portfolio'
  | 'transactions'
  | 'ownNetwork'
  | 'languages'
  | 'otherLanguages'
  | 'reason'
  | 'clientSources'
  | 'salesExperience'
>

export function insertCareerApplication(
  db: D1Database,
  answers: CareerAnswers,
  record: SubmissionRecord
) {
  return db
    .prepare(
      `INSERT INTO career_applications (id, reference, full_name, email, phone, experience,
        dubai_years, portfolio, transactions, own_network, languages, other_languages, reason,
        client_sources, sales_experience, page, locale, utm_source, utm_medium, utm_campaign,
        utm_term, utm_content, affiliate_transaction_id, consent_version, consent_locale,
        consent_at, marketing_opt_in, review_status, review_reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      record.id,
      record.reference,
      answers.fullName,
      answers.email,
      orNull(answers.phone),
      orNull(answers.experience),
      orNull(answers.dubaiYears),
      orNull(answers.portfolio),
      orNull(answers.transactions),
      orNull(answers.ownNetwork),
      JSON.stringify(answers.languages),
      orNull(answers.otherLanguages),
      orNull(answers.reason),
      orNull(answers.clientSources),
      orNull(answers.salesExperience),
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
