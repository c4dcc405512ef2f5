/** First answers are replayed for a day; a client retrying later than that is sending anew. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export interface StoredAnswer {
  requestHash: string
  status: number
  body: unknown
}

export async function getStoredAnswer(
  db: D1Database,
  scope: string,
  key: string,
  now: number
): Promise<StoredAnswer | null> {
  const row = await db
    .prepare(
      `SELECT request_hash, status, body FROM idempotency_keys
       WHERE scope = ? AND key = ? AND created_at > ?`
    )
    .bind(scope, key, now - IDEMPOTENCY_TTL_MS)
    .first<{ request_hash: string; status: number; body: string }>()
  if (!row) return null
  return { requestHash: row.request_hash, status: row.status, body: JSON.parse(row.body) }
}

/** Frees the key when its stored answer has expired; runs in the batch before the insert. */
export function replaceExpiredAnswer(db: D1Database, scope: string, key: string, now: number) {
  return db
    .prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND created_at <= ?')
    .bind(scope, key, now - IDEMPOTENCY_TTL_MS)
}

/**
 * Stores the first answer in the same batch as the record. A live answer for the key makes the
 * whole batch fail on the primary key: that is how the slower of two racing copies loses.
 */
export function insertStoredAnswer(
  db: D1Database,
  entry: { scope: string; key: string; requestHash: string; status: number; body: unknown },
  now: number
) {
  return db
    .prepare(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`
    )
    .bind(entry.scope, entry.key, entry.requestHash, entry.status, JSON.stringify(entry.body), now)
}

/** Answers past their day, removed by the daily retention run (./retention.ts). */
export function deleteExpiredAnswers(db: D1Database, now: number) {
  return db
    .prepare('DELETE FROM idempotency_keys WHERE created_at <= ?')
    .bind(now - IDEMPOTENCY_TTL_MS)
}
