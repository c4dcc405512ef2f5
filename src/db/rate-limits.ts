export const WINDOW_MS = 60_000

/** Counts one request of the client in the current minute and returns the minute's count. */
export async function countRequest(db: D1Database, client: string, now: number) {
  const windowStart = now - (now % WINDOW_MS)
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (client, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1
       RETURNING count`
    )
    .bind(client, windowStart)
    .first<{ count: number }>()
  return { count: row?.count ?? 1, resetAt: windowStart + WINDOW_MS }
}

export function deleteOldWindows(db: D1Database, now: number) {
  return db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?')
    .bind(now - 5 * WINDOW_MS)
    .run()
}
