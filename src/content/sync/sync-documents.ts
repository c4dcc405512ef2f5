import {
  CONTENT_KINDS,
  mapDocument,
  SOURCE_LOCALE,
  type ContentKind,
  type Entry,
  type SiteRecord,
} from '../../../cms/src/content-model'
import { bumpScopes, forgetScopeVersions } from '../../db/content-scopes'
import type { Scope } from '../../lib/content-scopes'
import { DEFAULT_ARTWORK } from '../../lib/seo'
import { log } from '../../lib/log'
import { JOINED_FOR_CHECK, pageRecord } from '../records'
import { changeScopes, readBefore } from './change-scopes'
import { removeStatements, TABLES, upsertStatements, type KeyMove } from './d1-writer'
import { documentHash } from './document-hash'
import { strapiReader, type CmsReaderConfig, type StrapiReader } from './strapi-reader'

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

export interface SyncEnv extends CmsReaderConfig {
  DB: D1Database
}

/** A D1 batch's bound JSON stays well under D1's 2 MB for a string. */
const BATCH_BYTES = 900_000

type Wanted = Map<ContentKind, Set<string>>

export interface Outcome {
  kind: ContentKind
  documentId: string
  record?: SiteRecord
  skipped?: string
}

/** Maps one document and checks it as its pages will read it, in every locale it has. */
export function prepareDocument(
  kind: ContentKind,
  documentId: string,
  entries: Entry[],
  origin: string
): Outcome {
  if (entries.length === 0) return { kind, documentId }
  const mapped = mapDocument(kind, entries, { origin, defaultCover: DEFAULT_ARTWORK })
  if ('skipped' in mapped) return { kind, documentId, skipped: mapped.skipped }
  const { record } = mapped
  const check = pageRecord(record, SOURCE_LOCALE, JOINED_FOR_CHECK)
  if (!check.ok) return { kind, documentId, skipped: check.issues.join('; ') }
  // a locale whose words break its page (a payment plan that no longer adds up) shows English
  const locales = new Set(record.translations.map((t) => t.locale))
  for (const locale of locales) {
    const localized = pageRecord(record, locale, JOINED_FOR_CHECK)
    if (localized.ok) continue
    log.warn('content.sync-locale-left-out', { kind, documentId, locale, issues: localized.issues })
    record.translations = record.translations.filter((t) => t.locale !== locale)
  }
  return { kind, documentId, record }
}

async function fetchOutcomes(reader: StrapiReader, wanted: Wanted): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const kind of CONTENT_KINDS) {
    const ids = [...(wanted.get(kind) ?? [])]
    for (let start = 0; start < ids.length; start += 100) {
      const found = await reader.documents(kind, ids.slice(start, start + 100))
      for (const [id, entries] of found)
        outcomes.push(prepareDocument(kind, id, entries, reader.origin))
    }
  }
  return outcomes
}

/**
 * The communities and consultants the fetched listings and articles name that D1 does not hold
 * yet (a webhook lost, a first sync in another order): fetched too, so a listing never points
 * at a row that is not there. What is still missing after that is dropped from the row: a
 * listing without its community is not shown, one without its consultant shows none.
 */
async function withDependencies(db: D1Database, reader: StrapiReader, outcomes: Outcome[]) {
  const records = () => outcomes.flatMap((o) => (o.record ? [o.record] : []))
  const held = async () => {
    const rows = records()
    const slugs = rows.flatMap((r) => (r.kind === 'property' ? [r.row.area_slug] : []))
    const ids = rows.flatMap((r) =>
      r.kind === 'property' ? [r.row.agent_id] : r.kind === 'post' ? [r.row.author_id] : []
    )
    const [areas, agents] = await db.batch<{ key: string }>([
      db
        .prepare('SELECT slug AS key FROM areas WHERE slug IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify(slugs)),
      db
        .prepare(
          'SELECT CAST(id AS TEXT) AS key FROM agents WHERE id IN (SELECT value FROM json_each(?1))'
        )
        .bind(JSON.stringify(ids.filter((id) => id !== null))),
    ])
    const inBatch = (kind: ContentKind) =>
      rows.filter((r) => r.kind === kind).map((r) => String(r.key))
    return {
      areas: new Set([...areas!.results.map((r) => r.key), ...inBatch('area')]),
      agents: new Set([...agents!.results.map((r) => String(r.key)), ...inBatch('agent')]),
    }
  }
  let have = await held()
  const missing: Wanted = new Map()
  for (const record of records()) {
    for (const need of record.needs) {
      const { area_slug, agent_id, author_id } = record.row
      const key = String(
        need.kind === 'area' ? area_slug : record.kind === 'post' ? author_id : agent_id
      )
      if ((need.kind === 'area' ? have.areas : have.agents).has(key)) continue
      missing.set(need.kind, (missing.get(need.kind) ?? new Set()).add(need.documentId))
    }
  }
  if (missing.size) {
    outcomes.unshift(...(await fetchOutcomes(reader, missing)).filter((o) => o.record))
    have = await held()
  }
  for (const outcome of outcomes) {
    const row = outcome.record?.row
    if (!row) continue
    if (outcome.kind === 'property' && !have.areas.has(String(row.area_slug))) {
      outcome.record = undefined
      outcome.skipped = 'its community is not published'
    } else if (
      outcome.kind === 'property' &&
      row.agent_id !== null &&
      !have.agents.has(String(row.agent_id))
    ) {
      row.agent_id = null
    } else if (
      outcome.kind === 'post' &&
      row.author_id !== null &&
      !have.agents.has(String(row.author_id))
    ) {
      row.author_id = null
    }
  }
}

/**
 * Syncs these documents from the CMS into D1: each fetched in every locale (with what it
 * needs), mapped, checked, and written with the scopes it touched in one D1 batch, so a page
 * is rendered again only once what it shows is committed. A document the CMS no longer
 * publishes is taken off the site. Throws when the CMS or D1 fails: nothing half-written
 * counts as done, and the reconcile or the next webhook tries again.
 */
export async function syncDocuments(env: SyncEnv, wanted: Wanted): Promise<SyncResult> {
  const reader = strapiReader(env)
  const outcomes = await fetchOutcomes(reader, wanted)
  await withDependencies(env.DB, reader, outcomes)
  return commitDocuments(env.DB, outcomes)
}

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
export async function commitDocuments(db: D1Database, outcomes: Outcome[]): Promise<SyncResult> {
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
      result.skipped.push({
        kind: outcome.kind,
        documentId: outcome.documentId,
        reason: outcome.skipped,
      })
      log.warn('content.sync-skipped', {
        kind: outcome.kind,
        documentId: outcome.documentId,
        reason: outcome.skipped,
      })
      if (before && before.hash === null && before.skipped === outcome.skipped) continue
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
  if (changes.length === 0) return result

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
