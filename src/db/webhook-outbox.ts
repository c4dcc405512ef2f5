/** The CRM's `type` of a record: a form's `recordType` (src/forms/<form>/), or `lead_event`. */
export type RecordType = string

/**
 * The outbox's record: what every target receives (`payload`, the JSON of src/outbox/payload.ts).
 * Each target's delivery of it is a row of outbox_deliveries (./outbox-deliveries.ts), made by
 * the insert trigger of migration 0041. The record's own status columns (0015, 0029) serve only
 * a version of the worker older than 0041.
 */
export interface OutboxRecord {
  id: string
  record_type: RecordType
  /** '' once cleared: every configured target has it (src/privacy/retention.ts) */
  payload: string
  created_at: string
}

/**
 * The outbox record of a new record, due at once; batched with the record's own insert. With
 * `ifChanged`, written only when the batch's statement before it changed a row (SQLite's
 * `changes()`): an update that found nothing to change writes no record of a change.
 */
export function insertOutboxRow(
  db: D1Database,
  row: { id: string; type: RecordType; payload: unknown; createdAt: string; now: number },
  { ifChanged = false } = {}
) {
  return db
    .prepare(
      `INSERT INTO webhook_outbox (id, record_type, payload, next_attempt_at, created_at)
       SELECT ?, ?, ?, ?, ?${ifChanged ? ' WHERE changes() > 0' : ''}`
    )
    .bind(row.id, row.type, JSON.stringify(row.payload), row.now, row.createdAt)
}
