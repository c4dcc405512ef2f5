import type { ContentKind } from '../../../cms/src/content-model'
import type { Outcome } from './prepare'
import type { StrapiReader } from './strapi-reader'

/** Dependents synced with the change itself; past this, they are left to the presence pass. */
export const DEPENDENTS_NOW = 200

/**
 * The listings and articles whose rows follow a consultant or community that comes onto the
 * site or leaves it: the CMS answers them with or without it (a listing without its consultant
 * shows no card, one without its community is not shown), so they are synced again. Those D1
 * names it by, and those the CMS relates to it (an arrival: D1 may not have them yet). A plain
 * edit of a consultant or community changes nothing in their rows. Answers the documents to sync
 * with the change, or, past DEPENDENTS_NOW, the ones D1 holds to forget (`stale`: the presence
 * pass then fetches them again).
 */
export async function dependentsOf(
  db: D1Database,
  reader: StrapiReader,
  outcomes: Outcome[]
): Promise<{ now: Map<ContentKind, Set<string>>; stale: string[] }> {
  const people = outcomes.filter((o) => o.kind === 'agent' || o.kind === 'area')
  const none = { now: new Map(), stale: [] }
  if (people.length === 0) return none
  const ids = JSON.stringify(people.map((o) => o.documentId))
  const { results: shown } = await db
    .prepare(
      `SELECT document_id FROM content_documents WHERE hash IS NOT NULL
       AND document_id IN (SELECT value FROM json_each(?1))`
    )
    .bind(ids)
    .all<{ document_id: string }>()
  const before = new Set(shown.map((row) => row.document_id))
  const moving = people.filter((o) => Boolean(o.record) !== before.has(o.documentId))
  if (moving.length === 0) return none

  const of = (kind: ContentKind) =>
    JSON.stringify(moving.filter((o) => o.kind === kind).map((o) => o.documentId))
  const [listings, posts] = await db.batch<{ document_id: string | null }>([
    db
      .prepare(
        `SELECT document_id FROM properties
         WHERE agent_id IN (SELECT id FROM agents WHERE document_id IN (SELECT value FROM json_each(?1)))
            OR area_slug IN (SELECT slug FROM areas WHERE document_id IN (SELECT value FROM json_each(?2)))`
      )
      .bind(of('agent'), of('area')),
    db
      .prepare(
        `SELECT document_id FROM blog_posts
         WHERE author_id IN (SELECT id FROM agents WHERE document_id IN (SELECT value FROM json_each(?1)))`
      )
      .bind(of('agent')),
  ])
  const held = {
    property: listings!.results.flatMap((row) => (row.document_id ? [row.document_id] : [])),
    post: posts!.results.flatMap((row) => (row.document_id ? [row.document_id] : [])),
  }
  const arriving = (kind: ContentKind) =>
    moving.filter((o) => o.kind === kind && o.record).map((o) => o.documentId)
  const related = { property: [] as string[], post: [] as string[] }
  for (const [relation, kind] of [
    ['agent', 'agent'],
    ['area', 'area'],
  ] as const) {
    if (arriving(kind).length) {
      related.property.push(
        ...(await reader.referencing('property', relation, arriving(kind), DEPENDENTS_NOW))
      )
    }
  }
  if (arriving('agent').length) {
    related.post.push(
      ...(await reader.referencing('post', 'author', arriving('agent'), DEPENDENTS_NOW))
    )
  }
  const now = new Map<ContentKind, Set<string>>([
    ['property', new Set([...held.property, ...related.property])],
    ['post', new Set([...held.post, ...related.post])],
  ])
  const count = now.get('property')!.size + now.get('post')!.size
  if (count <= DEPENDENTS_NOW) return { now, stale: [] }
  return { now: new Map(), stale: [...held.property, ...held.post] }
}
