// The dead-letter queries of `npm run outbox` (src/outbox/deliver.ts makes a delivery dead). Plain
// SQL text, since `wrangler d1 execute --command` binds no parameters: an id is checked first.
// A delivery is one record to one target (migration 0041): the CRM or the CMS.

/** Every dead delivery, oldest first, with what a salesperson can look the record up by. */
export const DEAD_LETTERS_SQL = `SELECT d.record_id AS id, d.target, o.record_type AS type,
  json_extract(NULLIF(o.payload, ''), '$.reference') AS reference, d.attempts, d.last_status,
  d.last_error, d.failing_since, d.dead_at
FROM outbox_deliveries d JOIN webhook_outbox o ON o.id = d.record_id
WHERE d.status = 'dead' ORDER BY d.dead_at, d.record_id, d.target`

const OUTBOX_ID = /^[\w-]{1,64}$/
export const TARGET_NAMES = ['crm', 'cms']

/**
 * Puts one record's dead deliveries (`id`, to one `target` or to each), or all of them, back in
 * the queue, due at `now`: the cron sends them within a minute, and each has the whole
 * dead-letter period again before it can die.
 */
export function replaySql({ id, target, now }) {
  if (id !== undefined && !OUTBOX_ID.test(id)) throw new Error(`not an outbox id: ${id}`)
  if (target !== undefined && !TARGET_NAMES.includes(target)) {
    throw new Error(`--target must be one of ${TARGET_NAMES.join(', ')}, not "${target}"`)
  }
  const which =
    (id === undefined ? '' : ` AND record_id = '${id}'`) +
    (target === undefined ? '' : ` AND target = '${target}'`)
  return `UPDATE outbox_deliveries SET status = 'pending', failing_since = NULL, dead_at = NULL,
  next_attempt_at = ${Math.floor(Number(now))}, lease_until = 0
WHERE status = 'dead'${which} RETURNING record_id AS id, target`
}
