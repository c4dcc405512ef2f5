import type { Feedback } from '../schemas/feedback'
import { orNull, type SubmissionRecord } from './submission-record'

export type FeedbackAnswers = Pick<Feedback, 'rating' | 'message' | 'fullName' | 'email'>

export function insertFeedback(db: D1Database, answers: FeedbackAnswers, record: SubmissionRecord) {
  return db
    .prepare(
      `INSERT INTO feedback (id, reference, rating, message, full_name, email, page, locale,
        consent_version, consent_locale, consent_at, review_status, review_reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .bind(
      record.id,
      record.reference,
      answers.rating,
      answers.message,
      orNull(answers.fullName),
      orNull(answers.email),
      record.page,
      record.locale,
      record.consent.version,
      record.consent.locale,
      record.consent.at,
      record.review.status,
      record.review.reason,
      record.createdAt
    )
}
