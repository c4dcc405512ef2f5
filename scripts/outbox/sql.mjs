// The dead-letter queries of `npm run outbox` (src/outbox/deliver.ts makes a delivery dead). Plain
// SQL text, since `wrangler d1 execute --command` binds no parameters: an id is checked first.

/** Every dead delivery, oldest first, with what a salesperson can look the record up by. */
export const DEAD_LETTERS_SQL = `SELECT id, record_type AS type,
  json_extract(payload, '$.reference') AS reference, attempts, last_status, last_error,
  failing_since, dead_at
FROM webhook_outbox WHERE status = 'dead' ORDER BY dead_at, id`

const OUTBOX_ID = /^[\w-]{1,64}$/

/**
 * Puts one dead delivery (`id`), or all of them, back in the queue, due at `now`: the cron sends
 * it within a minute, and it has the whole dead-letter period again before it can die.
 */
export function replaySql({ id, now }) {
  if (id !== undefined && !OUTBOX_ID.test(id)) throw new Error(`not an outbox id: ${id}`)
  const which = id === undefined ? '' : ` AND id = '${id}'`
  return `UPDATE webhook_outbox SET status = 'pending', failing_since = NULL, dead_at = NULL,
  next_attempt_at = ${Math.floor(Number(now))}, lease_until = 0
WHERE status = 'dead'${which} RETURNING id`
}
