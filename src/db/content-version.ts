import { log } from '../lib/log'
/**
 * The content version, part of every edge-cache key. Each isolate reads it at most once per
 * READ_EVERY_MS, so an editor's publish shows on every page within that time plus the render,
 * at the cost of one small D1 read per isolate every few seconds.
 */
export const READ_EVERY_MS = 5000

let known: { version: number; readAt: number } | undefined

export async function contentVersion(db: D1Database): Promise<number> {
  if (known && Date.now() - known.readAt < READ_EVERY_MS) return known.version
  try {
    const row = await db
      .prepare('SELECT version FROM content_version WHERE id = 1')
      .first<{ version: number }>()
    known = { version: row?.version ?? 0, readAt: Date.now() }
  } catch (error) {
    // D1 unreachable: keep serving the pages cached under the last version seen
    log.error('content-version.unavailable', { error })
    known = { version: known?.version ?? 0, readAt: Date.now() }
  }
  return known.version
}

/** The version this isolate read less than READ_EVERY_MS ago, without reading: else undefined. */
export function freshContentVersion(): number | undefined {
  return known && Date.now() - known.readAt < READ_EVERY_MS ? known.version : undefined
}

/** A new version: every page and list cached before it is left to expire unused. */
export async function bumpContentVersion(db: D1Database): Promise<number> {
  const row = await db
    .prepare(
      'UPDATE content_version SET version = version + 1, updated_at = ?1 WHERE id = 1 RETURNING version'
    )
    .bind(new Date().toISOString())
    .first<{ version: number }>()
  known = undefined
  return row?.version ?? 0
}
