// The D1 side of `npm run privacy`: what is held about an address, and its erasure, as SQL text
// (`wrangler d1 execute --command` binds no parameters, so values are written in as quoted
// literals). The tables and columns are src/db/personal-data.ts's, which the daily retention
// job uses too: one list of what is personal.
import {
  byEmail,
  CLEAR_ERASED_OUTBOX_SQL,
  eraseAssignments,
  PERSONAL_TABLES,
} from '../../src/db/personal-data.ts'

const MAX_EMAIL = 254

/** The address as given, checked: one line, an @, at most 254 characters. */
export function checkEmail(email) {
  const value = String(email ?? '').trim()
  if (
    !value ||
    value.length > MAX_EMAIL ||
    /[\s\p{Cc}]/u.test(value) ||
    !/^[^@]+@[^@]+$/.test(value)
  ) {
    throw new Error(`not an e-mail address: ${JSON.stringify(email ?? '')}`)
  }
  return value
}

/** A string as an SQL literal: quotes doubled, nothing else can end it. */
const literal = (value) => `'${String(value).replace(/'/g, "''")}'`

/** SQL with `?N` placeholders, the Nth value written in as a literal. */
export function inline(sql, values) {
  return sql.replace(/\?(\d+)/g, (_, n) => literal(values[Number(n) - 1]))
}

/** Every record held about the address, table by table, then its copies in the outbox. */
export function exportStatements(email) {
  const address = checkEmail(email)
  const tables = PERSONAL_TABLES.map((table) => ({
    name: table.table,
    sql: inline(`SELECT * FROM ${table.table} WHERE ${byEmail(table)} ORDER BY created_at`, [
      null,
      address,
    ]),
  }))
  const outbox = {
    name: 'webhook_outbox',
    sql: inline(
      `SELECT o.id, o.record_type, o.created_at, o.payload,
        (SELECT json_group_array(json_object('target', d.target, 'status', d.status,
          'deliveredAt', d.delivered_at)) FROM outbox_deliveries d WHERE d.record_id = o.id)
          AS deliveries
       FROM webhook_outbox o
       WHERE lower(json_extract(NULLIF(o.payload, ''), '$.data.email')) = lower(?1)
       ORDER BY o.created_at`,
      [address]
    ),
  }
  return [...tables, outbox]
}

/**
 * The erasure at `now`: each row sent with the address keeps its place and loses every personal
 * field (`RETURNING id` counts them), then every outbox copy of an erased row is cleared and
 * what still waited to be sent is cancelled.
 */
export function eraseStatements(email, now) {
  const address = checkEmail(email)
  const at = new Date(now).toISOString()
  return [
    ...PERSONAL_TABLES.map((table) => ({
      name: table.table,
      sql: inline(
        `UPDATE ${table.table} SET ${eraseAssignments(table)}
         WHERE ${byEmail(table)} AND erased_at IS NULL RETURNING id`,
        [at, address]
      ),
    })),
    ...CLEAR_ERASED_OUTBOX_SQL.map((sql, i) => ({ name: `outbox-${i}`, sql })),
  ]
}
