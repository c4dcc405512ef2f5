/** Where an address stands on the newsletter list (migration 0042). */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface Subscription {
  id: string
  reference: string
  email: string
  locale: string
  status: SubscriptionStatus
  /** when the status last changed: a renewed request, a confirmation, an unsubscription */
  changedAt: string
}

const SELECT = `SELECT id, reference, email, locale, status,
  COALESCE(status_changed_at, created_at) AS changedAt FROM newsletter_subscriptions`

/** The subscription of an address (stored lower case: any letter case finds it). */
export function subscriptionByEmail(db: D1Database, email: string) {
  return db.prepare(`${SELECT} WHERE email = ?`).bind(email).first<Subscription>()
}

export function subscriptionById(db: D1Database, id: string) {
  return db.prepare(`${SELECT} WHERE id = ?`).bind(id).first<Subscription>()
}

/**
 * Moves a subscription to `status` at `at`, from the statuses given only: of two requests racing
 * (a double click on the link), one changes it and the other finds it changed.
 */
export function changeStatus(
  db: D1Database,
  id: string,
  change: { to: SubscriptionStatus; from: SubscriptionStatus[]; at: string }
) {
  const stamp =
    change.to === 'confirmed'
      ? ', confirmed_at = ?3'
      : change.to === 'unsubscribed'
        ? ', unsubscribed_at = ?3'
        : ''
  return db
    .prepare(
      `UPDATE newsletter_subscriptions SET status = ?2, status_changed_at = ?3${stamp}
       WHERE id = ?1 AND status IN (SELECT value FROM json_each(?4))`
    )
    .bind(id, change.to, change.at, JSON.stringify(change.from))
}

/**
 * A new request for an address that is pending or unsubscribed: pending again, with this
 * request's consent and language (the confirmation is written in it).
 */
export function renewSubscription(
  db: D1Database,
  id: string,
  request: { at: string; locale: string; page: string | null; consentVersion: string }
) {
  return db
    .prepare(
      `UPDATE newsletter_subscriptions SET status = 'pending', status_changed_at = ?2,
        locale = ?3, page = ?4, consent_version = ?5, consent_locale = ?3, consent_at = ?2,
        confirmed_at = NULL, unsubscribed_at = NULL
       WHERE id = ?1 AND status <> 'confirmed'`
    )
    .bind(id, request.at, request.locale, request.page, request.consentVersion)
}
