/** How long a sender holds a row it is delivering; another sender skips it until then. */
export const LEASE_MS = 60_000

/** The CRM's `type` of a record: a form's `recordType` (src/forms/<form>/), or `lead_event`. */
export type RecordType = string

export interface OutboxRow {
  id: string
  record_type: RecordType
  payload: string
  status: 'pending' | 'delivered' | 'dead'
  attempts: number
  next_attempt_at: number
  lease_until: number
  last_status: number | null
  last_error: string | null
  delivered_at: string | null
  created_at: string
  /** epoch ms of the first failed attempt, null until one fails */
  failing_since: number | null
  dead_at: string | null
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
       RETURNING id, record_type, payload, attempts, failing_since`
    )
    .bind(now, id, LEASE_MS)
    .first<Pick<OutboxRow, 'id' | 'record_type' | 'payload' | 'attempts' | 'failing_since'>>()
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

export interface Failure {
  status: number | null
  error: string
  /** when the delivery first failed: kept from the row, or this attempt's time */
  failingSince: number
}

export function markFailed(db: D1Database, id: string, failure: Failure & { retryAt: number }) {
  return db
    .prepare(
      `UPDATE webhook_outbox SET last_status = ?, last_error = ?, next_attempt_at = ?,
        failing_since = ?, lease_until = 0 WHERE id = ?`
    )
    .bind(failure.status, failure.error.slice(0, 500), failure.retryAt, failure.failingSince, id)
    .run()
}

/** Given up on: never due again until `npm run outbox -- replay` puts it back. */
export function markDead(db: D1Database, id: string, failure: Failure & { at: string }) {
  return db
    .prepare(
      `UPDATE webhook_outbox SET status = 'dead', dead_at = ?, last_status = ?, last_error = ?,
        failing_since = ?, lease_until = 0 WHERE id = ?`
    )
    .bind(failure.at, failure.status, failure.error.slice(0, 500), failure.failingSince, id)
    .run()
}

export interface OutboxHealth {
  /** rows waiting for delivery (all rows, while no CRM is configured) */
  pending: number
  /** when the oldest waiting row was written */
  oldestPendingAt: string | null
  dead: number
}

/** The backlog `/healthz` reports: what waits, since when, and what was given up on. */
export async function outboxHealth(db: D1Database): Promise<OutboxHealth> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(status = 'pending'), 0) AS pending, COALESCE(SUM(status = 'dead'), 0) AS dead,
        MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest
       FROM webhook_outbox WHERE status IN ('pending', 'dead')`
    )
    .first<{ pending: number; dead: number; oldest: string | null }>()
  return { pending: row?.pending ?? 0, dead: row?.dead ?? 0, oldestPendingAt: row?.oldest ?? null }
}
