import { createHash } from 'node:crypto'
import type { Core } from '@strapi/strapi'

/**
 * Failed sign-ins per account, counted in the CMS's own database: it is where the account lives,
 * it sees every caller (the site's visitors and anyone who reaches the CMS directly), and it
 * survives restarts. The key is the identifier as typed (e-mail or username, in lower case),
 * hashed, whether or not an account has it: the answers are the same either way.
 * - the first 3 failures cost nothing;
 * - each one after them makes the next attempt wait, doubling: 1, 2, 4, 8 seconds;
 * - the 8th locks the identifier for 15 minutes, and the partner is e-mailed once, with a link
 *   to choose a new password, which lifts the lock.
 * An attempt made while it must wait is answered 429 with Retry-After, its password unchecked.
 * Failures are forgotten an hour after the last one. The site adds its own per-account shield at
 * the edge (src/server/account-throttle.ts in the site).
 */
export const THROTTLE = {
  freeFailures: 3,
  lockAfter: 8,
  lockMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
}

const TABLE = 'partner_sign_in_throttles'

export const throttleKey = (identifier: string) =>
  createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex')

/** How long after a failure the next attempt must wait. */
export function delayAfter(failures: number): number {
  if (failures >= THROTTLE.lockAfter) return THROTTLE.lockMs
  if (failures <= THROTTLE.freeFailures) return 0
  return 1000 * 2 ** (failures - THROTTLE.freeFailures - 1)
}

const knex = (strapi: Core.Strapi) => strapi.db.connection

/** The table, created on start when missing (Strapi leaves tables it did not make alone). */
export async function ensureThrottleTable(strapi: Core.Strapi): Promise<void> {
  if (await knex(strapi).schema.hasTable(TABLE)) return
  await knex(strapi).schema.createTable(TABLE, (table) => {
    table.string('key', 64).primary()
    table.integer('failures').notNullable()
    table.bigInteger('last_failure_at').notNullable()
    table.bigInteger('not_before').notNullable()
  })
}

/** Milliseconds the identifier must still wait before its next attempt (0: none). */
export async function waitFor(strapi: Core.Strapi, key: string, now = Date.now()) {
  const row = await knex(strapi)(TABLE).where({ key }).first('not_before')
  return row ? Math.max(0, Number(row.not_before) - now) : 0
}

/**
 * Counts one failure, in one statement (concurrent failures from many addresses each count):
 * the failures so far and whether this one locked the identifier.
 */
export async function countFailure(strapi: Core.Strapi, key: string, now = Date.now()) {
  const result = await knex(strapi).raw(
    `INSERT INTO ${TABLE} (key, failures, last_failure_at, not_before) VALUES (?, 1, ?, 0)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN ${TABLE}.last_failure_at < ? THEN 1 ELSE ${TABLE}.failures + 1 END,
       last_failure_at = ?
     RETURNING failures`,
    [key, now, now - THROTTLE.forgetAfterMs, now]
  )
  const rows = (Array.isArray(result) ? result : result.rows) as { failures: number }[]
  const failures = Number(rows[0]?.failures ?? 1)
  const delay = delayAfter(failures)
  if (delay > 0) {
    await knex(strapi)(TABLE)
      .where({ key })
      .update({ not_before: now + delay })
  }
  return { failures, lockedNow: failures === THROTTLE.lockAfter }
}

/** A successful sign-in or a new password: the identifier starts afresh. */
export async function forgetFailures(strapi: Core.Strapi, ...identifiers: (string | undefined)[]) {
  const keys = identifiers.filter((id): id is string => !!id).map(throttleKey)
  if (keys.length) await knex(strapi)(TABLE).whereIn('key', keys).delete()
}
