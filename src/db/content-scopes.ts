import { bucketOf } from '../lib/content-scopes'
import { log } from '../lib/log'

/**
 * The content scopes' version vector (migration 0031), part of every cached page's key. Each
 * isolate reads its one row at most once per READ_EVERY_MS, so a sync shows on the pages it
 * touched within that time plus the render, at the cost of one small D1 read per isolate every
 * few seconds and none per cached hit.
 */
export const READ_EVERY_MS = 5000

export interface ScopeVersions {
  /** the sync's counter: the version a bucket takes when one of its scopes changes */
  seq: number
  versions: readonly number[]
}

/** Before the first read succeeds (D1 down at an isolate's start): one bucket, version 0. */
const UNKNOWN: ScopeVersions = { seq: 0, versions: [0] }

let known: { vector: ScopeVersions; readAt: number } | undefined

export async function scopeVersions(db: D1Database): Promise<ScopeVersions> {
  if (known && Date.now() - known.readAt < READ_EVERY_MS) return known.vector
  try {
    const row = await db
      .prepare('SELECT seq, versions FROM content_scopes WHERE id = 1')
      .first<{ seq: number; versions: string }>()
    const versions = row ? (JSON.parse(row.versions) as number[]) : []
    const vector = versions.length ? { seq: row!.seq, versions } : UNKNOWN
    known = { vector, readAt: Date.now() }
  } catch (error) {
    // D1 unreachable: keep serving the pages cached under the last versions seen
    log.error('content-scopes.unavailable', { error })
    known = { vector: known?.vector ?? UNKNOWN, readAt: Date.now() }
  }
  return known.vector
}

/** The vector this isolate read less than READ_EVERY_MS ago, without reading: else undefined. */
export function freshScopeVersions(): ScopeVersions | undefined {
  return known && Date.now() - known.readAt < READ_EVERY_MS ? known.vector : undefined
}

/** Forgets the vector read, so the next request reads it again (after a sync in this isolate). */
export function forgetScopeVersions() {
  known = undefined
}

/**
 * The statement that moves the scopes' buckets to the next `seq`, for the sync's batch: it
 * commits with the content it describes. The buckets are computed for the vector's length
 * in SQL terms: the row's own length, so a migration can change it.
 */
export function bumpScopes(db: D1Database, scopes: readonly string[], buckets: number) {
  const touched = [...new Set(scopes.map((scope) => bucketOf(scope, buckets)))]
  return db
    .prepare(
      `UPDATE content_scopes SET seq = seq + 1, updated_at = ?2,
         versions = (SELECT json_group_array(CASE WHEN v.key IN (SELECT value FROM json_each(?1))
           THEN content_scopes.seq + 1 ELSE v.value END) FROM json_each(content_scopes.versions) v)
       WHERE id = 1 AND json_array_length(versions) = ?3`
    )
    .bind(JSON.stringify(touched), new Date().toISOString(), buckets)
}

/**
 * Every bucket to a `seq` past any the database has had: each cached page and list is rendered
 * again. For content written around the sync (a console edit, a restore of D1); the sync itself
 * bumps its scopes. The jump to at least the current second matters after a restore, which
 * brings an older `seq` back: counting on from it would reuse versions that KV still keeps
 * pages under, rendered from the content the restore removed (docs/operations.md).
 */
export async function bumpAllScopes(db: D1Database): Promise<void> {
  await db
    .prepare(
      `UPDATE content_scopes SET seq = MAX(seq, unixepoch()) + 1, updated_at = ?1,
         versions = (SELECT json_group_array(next) FROM
           (SELECT MAX(content_scopes.seq, unixepoch()) + 1 AS next
            FROM json_each(content_scopes.versions)))
       WHERE id = 1`
    )
    .bind(new Date().toISOString())
    .run()
  forgetScopeVersions()
}
