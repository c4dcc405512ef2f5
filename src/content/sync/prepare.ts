import {
  CONTENT_KINDS,
  mapDocument,
  SOURCE_LOCALE,
  type ContentKind,
  type Entry,
  type SiteRecord,
} from '../../../cms/src/content-model'
import { DEFAULT_ARTWORK } from '../../lib/seo'
import { log } from '../../lib/log'
import { JOINED_FOR_CHECK, pageRecord } from '../records'
import type { StrapiReader } from './strapi-reader'

// Before anything is written: each document fetched in every locale, mapped by the content
// model and checked as its pages will read it, with the documents it needs.

export type Wanted = Map<ContentKind, Set<string>>

/** What the CMS answered for one document: its record, why it cannot be a page, or nothing. */
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

export async function fetchOutcomes(reader: StrapiReader, wanted: Wanted): Promise<Outcome[]> {
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
export async function withDependencies(db: D1Database, reader: StrapiReader, outcomes: Outcome[]) {
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
