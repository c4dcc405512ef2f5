/** How long a sender holds a row it is delivering; another sender skips it until then. */
export const LEASE_MS = 60_000

/** The CRM's `type` of a record: a form's `recordType` (src/forms/<form>/), or `lead_event`. */
export type RecordType = string

export interface OutboxRow {
  id: string
  record_type: RecordType
  payload: string
  status: 'pending' | 'delivered'
  attempts: number
  next_attempt_at: number
  lease_until: number
  last_status: number | null
  last_error: string | null
  delivered_at: string | null
  created_at: string
}

/** The outbox row of a new record, due at once; batched with the record's own insert. */
export function insertOutboxRow(
  db: D1Database,
  row: { id: string; type: RecordType; payload: unknown; createdAt: string; now: number }
) {
  return db
    .prepare(
      `INSERT INTO webhook_outbox (id, record_type, payload, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?)`
    )
    .bind(row.id, row.type, JSON.stringify(row.payload), row.now, row.createdAt)
}

/** Ids of rows due for delivery and not held by another sender, oldest first. */
export async function dueOutboxIds(db: D1Database, now: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id FROM webhook_outbox
       WHERE status = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?1
       ORDER BY next_attempt_at LIMIT ?2`
    )
    .bind(now, limit)
    .all<{ id: string }>()
  return results.map((row) => row.id)
}

/**
 * Takes the row for one delivery attempt. D1 runs one write at a time, so of two senders
 * racing for the same row exactly one gets it back; the other gets null.
 */
export function claimOutboxRow(db: D1Database, id: string, now: number) {
  return db
    .prepare(
      `UPDATE webhook_outbox SET lease_until = ?1 + ?3, attempts = attempts + 1
       WHERE id = ?2 AND status = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?1
       RETURNING id, payload, attempts`
    )
    .bind(now, id, LEASE_MS)
    .first<Pick<OutboxRow, 'id' | 'payload' | 'attempts'>>()
}

export function markDelivered(db: D1Database, id: string, status: number, at: string) {
  return db
    .prepare(
      `UPDATE webhook_outbox SET status = 'delivered', delivered_at = ?, last_status = ?,
        last_error = NULL, lease_until = 0 WHERE id = ?`
    )
    .bind(at, status, id)
    .run()
}

export function markFailed(
  db: D1Database,
  id: string,
  failure: { status: number | null; error: string; retryAt: number }
) {
  return db
    .prepare(
      `UPDATE webhook_outbox SET last_status = ?, last_error = ?, next_attempt_at = ?,
        lease_until = 0 WHERE id = ?`
    )
    .bind(failure.status, failure.error.slice(0, 500), failure.retryAt, id)
    .run()
}
