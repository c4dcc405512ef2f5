import { CONTENT_KINDS, type ContentKind } from '../../../cms/src/content-model'
import { bumpScopes, forgetScopeVersions } from '../../db/content-scopes'
import type { Scope } from '../../lib/content-scopes'
import { log } from '../../lib/log'
import { changeScopes, readBefore } from './change-scopes'
import { removeStatements, TABLES, upsertStatements, type KeyMove } from './d1-writer'
import { documentHash } from './document-hash'
import type { Outcome } from './prepare'

/** What a sync did, and what it changed for issue 39's re-rendering (scopePaths in route-table). */
export interface SyncResult {
  /** documents written (new or changed) */
  written: number
  /** documents taken off the site (unpublished, deleted, or no longer showable) */
  removed: number
  /** documents the CMS answered as they already are in D1 */
  unchanged: number
  /** documents that cannot be a page, and why (logged, kept off the site) */
  skipped: { kind: ContentKind; documentId: string; reason: string }[]
  /** the content scopes the sync bumped: the pages and lists to render again */
  scopes: Scope[]
}

/** A D1 batch's bound JSON stays well under D1's 2 MB for a string. */
const BATCH_BYTES = 900_000

const json = (value: unknown) => JSON.stringify(value)

interface Known {
  document_id: string
  hash: string | null
  skipped: string | null
}

/** What one document's outcome changes in D1. */
interface Change extends Outcome {
  hash?: string
  remove: boolean
  size: number
}

/**
 * Writes prepared documents into D1 (the ones that changed since the last sync: their hash),
 * each batch with the scopes it touched, and answers what changed.
 */
export async function commitDocuments(
  db: D1Database,
  outcomes: Outcome[],
  /** documents whose last sync no longer holds (dependents.ts): fetched again by the presence pass */
  stale: string[] = []
): Promise<SyncResult> {
  const result: SyncResult = { written: 0, removed: 0, unchanged: 0, skipped: [], scopes: [] }
  const ids = outcomes.map((o) => o.documentId)
  const [knownRows, vector] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        'SELECT document_id, hash, skipped FROM content_documents WHERE document_id IN (SELECT value FROM json_each(?1))'
      )
      .bind(json(ids)),
    db.prepare('SELECT json_array_length(versions) AS buckets FROM content_scopes WHERE id = 1'),
  ])
  const known = new Map((knownRows!.results as unknown as Known[]).map((k) => [k.document_id, k]))
  const buckets = Number(vector!.results[0]?.buckets ?? 0)

  const changes: Change[] = []
  for (const outcome of outcomes) {
    const before = known.get(outcome.documentId)
    if (outcome.skipped) {
      const { kind, documentId, skipped: reason } = outcome
      result.skipped.push({ kind, documentId, reason })
      // said once: when it starts or its reason changes
      if (before && before.hash === null && before.skipped === reason) continue
      log.warn('content.sync-skipped', { kind, documentId, reason })
      // taken off the site if it was on it; remembered as skipped either way
      changes.push({ ...outcome, remove: Boolean(before?.hash), size: 200 })
    } else if (outcome.record) {
      const hash = await documentHash(outcome.record)
      if (before?.hash === hash) {
        result.unchanged += 1
        continue
      }
      changes.push({ ...outcome, hash, remove: false, size: json(outcome.record).length })
    } else if (before) {
      changes.push({ ...outcome, remove: true, size: 200 })
    } else {
      result.unchanged += 1
    }
  }
  const forget = () =>
    db
      .prepare(
        'DELETE FROM content_documents WHERE document_id IN (SELECT value FROM json_each(?1))'
      )
      .bind(json(stale))
  if (changes.length === 0) {
    if (stale.length) await db.batch([forget()])
    return result
  }

  const changing = new Map<ContentKind, string[]>()
  for (const change of changes) {
    changing.set(change.kind, [...(changing.get(change.kind) ?? []), change.documentId])
  }
  const before = await readBefore(db, changing)
  const now = new Date().toISOString()

  // in dependency order; a batch holds what fits, each committed with its own scopes
  const ordered = CONTENT_KINDS.flatMap((kind) => changes.filter((c) => c.kind === kind))
  for (let start = 0; start < ordered.length;) {
    let size = 0
    let end = start
    while (end < ordered.length && (end === start || size + ordered[end]!.size < BATCH_BYTES)) {
      size += ordered[end]!.size
      end += 1
    }
    const part = ordered.slice(start, end)
    start = end
    const statements: D1PreparedStatement[] = []
    const scopes = new Set<Scope>()
    for (const kind of CONTENT_KINDS) {
      const ofKind = part.filter((c) => c.kind === kind)
      if (ofKind.length === 0) continue
      const removed = ofKind.filter((c) => c.remove).map((c) => c.documentId)
      const written = ofKind.flatMap((c) => (c.record ? [c.record] : []))
      const moves: KeyMove[] = written.flatMap((record) => {
        const old = before.rows.get(record.documentId)?.[TABLES[kind].key]
        return old !== undefined && String(old) !== String(record.key)
          ? [{ from: old as string | number, to: record.key }]
          : []
      })
      statements.push(...removeStatements(db, kind, removed))
      statements.push(...upsertStatements(db, kind, written, moves))
      for (const change of ofKind.filter((c) => c.remove || c.record)) {
        for (const scope of changeScopes(kind, change.documentId, change.record, before)) {
          scopes.add(scope)
        }
      }
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO content_documents (document_id, kind, hash, skipped, synced_at)
           SELECT json_extract(value, '$.documentId'), json_extract(value, '$.kind'),
             json_extract(value, '$.hash'), json_extract(value, '$.skipped'), ?2
           FROM json_each(?1) WHERE true
           ON CONFLICT (document_id) DO UPDATE SET hash = excluded.hash,
             skipped = excluded.skipped, synced_at = excluded.synced_at`
        )
        .bind(
          json(
            part
              .filter((c) => c.record || c.skipped)
              .map((c) => ({
                documentId: c.documentId,
                kind: c.kind,
                hash: c.hash ?? null,
                skipped: c.skipped ?? null,
              }))
          ),
          now
        ),
      db
        .prepare(
          'DELETE FROM content_documents WHERE document_id IN (SELECT value FROM json_each(?1))'
        )
        .bind(json(part.filter((c) => !c.record && !c.skipped).map((c) => c.documentId))),
      bumpScopes(db, [...scopes], buckets)
    )
    // with the last batch: what no longer holds is forgotten with the change that undid it
    if (start >= ordered.length && stale.length) statements.push(forget())
    await db.batch(statements)
    result.written += part.filter((c) => c.record).length
    result.removed += part.filter((c) => c.remove).length
    result.scopes.push(...scopes)
  }
  // this isolate shows the change at once; the others within their next read (5 s)
  forgetScopeVersions()
  result.scopes = [...new Set(result.scopes)]
  return result
}
