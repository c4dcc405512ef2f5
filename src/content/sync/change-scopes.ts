import type { ContentKind, SiteRecord } from '../../../cms/src/content-model'
import { scopes, type Scope } from '../../lib/content-scopes'
import { KEY_SPAN } from '../d1/catalog-index'

/**
 * What a change touches (src/lib/content-scopes.ts): the pages and lists that showed a
 * document before it changed and the ones that show it after. Read from D1 before the write:
 * the old number, consultant and place in the newest listings; the listings of a consultant or
 * a community, the articles of an author.
 */

/** How many of the newest listings the home page reads (its featured ones and developers). */
const HOME_LISTINGS = 48

type Row = Record<string, unknown>
const json = (value: unknown) => JSON.stringify(value)

export interface Before {
  /** the rows as D1 had them, by document */
  rows: Map<string, Row>
  /** listings and articles that name a changed consultant or community */
  listings: { id: number; agent_id: number | null }[]
  posts: { slug: string }[]
  /** the newest-order key of the 48th newest listing: a listing at or above it is on home */
  homeKey: number
}

const BEFORE: Record<ContentKind, string> = {
  area: 'SELECT slug, document_id FROM areas WHERE document_id IN (SELECT value FROM json_each(?1))',
  agent:
    'SELECT id, slug, document_id FROM agents WHERE document_id IN (SELECT value FROM json_each(?1))',
  property: `SELECT p.id, p.document_id, p.agent_id, p.featured, k.newest AS newest_key
    FROM properties p LEFT JOIN catalog_keys k ON k.id = p.id
    WHERE p.document_id IN (SELECT value FROM json_each(?1))`,
  post: 'SELECT id, slug, document_id FROM blog_posts WHERE document_id IN (SELECT value FROM json_each(?1))',
  testimonial:
    'SELECT id, document_id FROM testimonials WHERE document_id IN (SELECT value FROM json_each(?1))',
}

/** D1's state of the documents about to change, in one round trip. */
export async function readBefore(
  db: D1Database,
  changing: Map<ContentKind, string[]>
): Promise<Before> {
  const kinds = [...changing.keys()]
  const agents = json(changing.get('agent') ?? [])
  const areas = json(changing.get('area') ?? [])
  const results = await db.batch<Row>([
    ...kinds.map((kind) => db.prepare(BEFORE[kind]).bind(json(changing.get(kind)))),
    db
      .prepare(
        `SELECT id, agent_id FROM properties WHERE agent_id IN
           (SELECT id FROM agents WHERE document_id IN (SELECT value FROM json_each(?1)))
         OR area_slug IN (SELECT slug FROM areas WHERE document_id IN (SELECT value FROM json_each(?2)))`
      )
      .bind(agents, areas),
    db
      .prepare(
        `SELECT slug FROM blog_posts WHERE author_id IN
           (SELECT id FROM agents WHERE document_id IN (SELECT value FROM json_each(?1)))`
      )
      .bind(agents),
    db.prepare(
      `SELECT rowid AS key FROM catalog_newest WHERE catalog_newest MATCH 'facets : listing'
       ORDER BY rowid DESC LIMIT 1 OFFSET ${HOME_LISTINGS - 1}`
    ),
  ])
  const rows = new Map<string, Row>()
  kinds.forEach((_, index) => {
    for (const row of results[index]!.results) rows.set(String(row.document_id), row)
  })
  const [listings, posts, home] = results.slice(kinds.length)
  return {
    rows,
    listings: listings!.results as Before['listings'],
    posts: posts!.results as Before['posts'],
    homeKey: Number(home!.results[0]?.key ?? -Infinity),
  }
}

/** A listing's key in the newest order, as migration 0026 computes it. */
const newestKey = (row: Row) =>
  Math.floor(Date.parse(String(row.listed_at)) / 1000) * KEY_SPAN + Number(row.id)

/**
 * The scopes a change of one document touches: `after` is its new record, absent when it
 * leaves the site; its old row is in `before`.
 */
export function changeScopes(
  kind: ContentKind,
  documentId: string,
  after: SiteRecord | undefined,
  before: Before
): Scope[] {
  const old = before.rows.get(documentId)
  const rows = [old, after?.row].filter((row): row is Row => Boolean(row))
  const ids = rows.map((row) => Number(row.id)).filter((id) => id > 0)
  switch (kind) {
    case 'property': {
      const onHome = rows.some(
        (row) =>
          Number(row.featured) === 1 ||
          Number(row === old ? row.newest_key : newestKey(row)) >= before.homeKey
      )
      return [
        'list:properties',
        ...ids.flatMap((id) => [scopes.property(id), scopes.sitemapFile('properties', id)]),
        ...rows.flatMap((row) => (row.agent_id ? [scopes.agent(Number(row.agent_id))] : [])),
        ...(ids.length ? (['sitemap:index'] as const) : []),
        ...(onHome ? (['home'] as const) : []),
      ]
    }
    case 'agent': {
      const own = ids.map(Number)
      return [
        'list:agents',
        'sitemap:index',
        ...ids.flatMap((id) => [scopes.agent(id), scopes.sitemapFile('agents', id)]),
        ...before.listings
          .filter((listing) => listing.agent_id !== null && own.includes(listing.agent_id))
          .map((listing) => scopes.property(listing.id)),
        ...before.posts.map((post) => scopes.post(post.slug)),
      ]
    }
    case 'area':
      // its name and text show on its listings' pages and cards: theirs, their consultants'
      return [
        'list:properties',
        'home',
        ...before.listings.flatMap((listing) => [
          scopes.property(listing.id),
          ...(listing.agent_id ? [scopes.agent(listing.agent_id)] : []),
        ]),
      ]
    case 'post':
      return [
        'list:posts',
        'sitemap:index',
        ...rows.map((row) => scopes.post(String(row.slug))),
        ...ids.map((id) => scopes.sitemapFile('posts', id)),
      ]
    case 'testimonial':
      return ['list:testimonials']
  }
}
