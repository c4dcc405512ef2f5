import { AgentSchema, type Agent } from '../schemas/agent'
import { BlogPostSchema, BlogPostSummarySchema } from '../schemas/blog'
import type { Page } from '../schemas/common'
import { DEFAULT_PAGE_SIZE, type PropertyQuery } from '../schemas/content-query'
import {
  PropertySchema,
  PropertySummarySchema,
  type LocationOption,
  type Property,
} from '../schemas/property'
import { TestimonialSchema } from '../schemas/testimonial'
import { unavailableOnFailure, type ContentSource } from './source'
import type { LocaleCode } from '../i18n/locales'
import { localized } from './d1-localized'
import { d1Sitemap } from './d1-sitemap'
import { parseBody, readingMinutes } from './text'
import { jsonColumn, validRecord, validRecords } from './validate'

type Row = Record<string, unknown>

const summaryColumns = (locale: LocaleCode) => `p.id, p.title, p.area_slug, a.name AS area_name,
  ${localized(locale, 'property', 'p.id', 'title', 'p.title')} AS l_title,
  ${localized(locale, 'area', 'a.slug', 'name', 'a.name')} AS l_area_name, p.development,
  p.development_slug, p.developer, p.type, p.status, p.price_usd, p.bedrooms, p.bathrooms,
  p.size_sqft, p.handover_date, p.permit_number,
  json_extract(${localized(locale, 'property', 'p.id', 'photos', 'p.photos')}, '$[0]') AS photo,
  p.agent_id, p.featured, p.listed_at`

/** Puts each `l_field` column (the field in the page's locale) in place of `field`. */
function withLocalized(row: Row): Row {
  const result: Row = { ...row }
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('l_')) result[key.slice(2)] = value
  }
  return result
}

const ORDER = {
  newest: 'p.listed_at DESC, p.id DESC',
  'price-asc': 'p.price_usd ASC, p.id ASC',
  'price-desc': 'p.price_usd DESC, p.id DESC',
} as const

/** `after=<id>`: the listings that follow that one in the page's order (keyset pagination). */
const KEYSET = {
  newest: ['p.listed_at', '<'],
  'price-asc': ['p.price_usd', '>'],
  'price-desc': ['p.price_usd', '<'],
} as const

/**
 * The FTS5 query for what a visitor typed: every word must match, each as a prefix ("mari"
 * finds Marina), each quoted so that FTS syntax (`OR`, `NEAR`, `*`, quotes) is plain text.
 */
export function searchMatch(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : null
}

/** A count stops here and the catalogue says "1,000+" (DESIGN.md: 1,000 rows read a query). */
export const COUNT_LIMIT = 1000

function pageOf(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
  return { page, pageSize, offset: (page - 1) * pageSize }
}

/** What a text search found: its listings, or the words alone when they match too many to list. */
type Search = { ids: number[] } | { ids?: undefined; match: string }

/**
 * Looks the words up in the search index first, reading at most COUNT_LIMIT entries: a search
 * that finds fewer is a list of ids, and the page reads no listing that does not match.
 */
async function findText(db: D1Database, text: string): Promise<Search> {
  const match = searchMatch(text)
  // nothing searchable (only punctuation) finds nothing rather than everything
  if (!match) return { ids: [] }
  const { results } = await db
    .prepare(
      `SELECT rowid AS id FROM property_search WHERE property_search MATCH ? LIMIT ${COUNT_LIMIT}`
    )
    .bind(match)
    .all<{ id: number }>()
  return results.length >= COUNT_LIMIT ? { match } : { ids: results.map((row) => row.id) }
}

/**
 * The WHERE clause of a catalogue query. `dense`: at least COUNT_LIMIT listings match, so the
 * page is found soonest by walking the sort's index; a unary `+` keeps the planner off the range
 * indexes (price, bedrooms), which would read every match to sort them.
 */
function propertyFilters(
  query: PropertyQuery,
  areas: ReadonlySet<string>,
  search: Search | undefined,
  dense = false
): { where: string; binds: unknown[] } {
  const price = dense && (query.sort ?? 'newest') === 'newest' ? '+p.price_usd' : 'p.price_usd'
  const bedrooms = dense ? '+p.bedrooms' : 'p.bedrooms'
  const conditions: string[] = []
  const binds: unknown[] = []
  if (search?.ids) {
    // integers read from our own index, written out: the planner then looks each one up
    // (through json_each it scans the table instead), and D1 binds at most 100 values
    conditions.push(`p.id IN (${search.ids.map(Number).join(', ') || 'NULL'})`)
  } else if (search) {
    // words in more than COUNT_LIMIT listings: every match is read (see README, "At scale")
    conditions.push('p.id IN (SELECT rowid FROM property_search WHERE property_search MATCH ?)')
    binds.push(search.match)
  }
  if (query.location) {
    // one column, so the index of that column in the page's order serves the page
    conditions.push(areas.has(query.location) ? 'p.area_slug = ?' : 'p.development_slug = ?')
    binds.push(query.location)
  }
  if (query.type) {
    conditions.push('p.type = ?')
    binds.push(query.type)
  }
  if (query.status) {
    conditions.push('p.status = ?')
    binds.push(query.status)
  }
  if (query.minPrice !== undefined) {
    conditions.push(`${price} >= ?`)
    binds.push(query.minPrice)
  }
  if (query.maxPrice !== undefined) {
    conditions.push(`${price} <= ?`)
    binds.push(query.maxPrice)
  }
  if (query.bedrooms !== undefined) {
    // studio means exactly none; every other choice means "at least"
    conditions.push(query.bedrooms === 0 ? 'p.bedrooms = 0' : `${bedrooms} >= ?`)
    if (query.bedrooms !== 0) binds.push(query.bedrooms)
  }
  if (query.agent !== undefined) {
    conditions.push('p.agent_id = ?')
    binds.push(query.agent)
  }
  if (query.ids) {
    conditions.push(`p.id IN (${query.ids.map(() => '?').join(', ')})`)
    binds.push(...query.ids)
  }
  if (query.after !== undefined) {
    const [column, direction] = KEYSET[query.sort ?? 'newest']
    conditions.push(
      `(${column}, p.id) ${direction} (SELECT ${column.slice(2)}, id FROM properties WHERE id = ?)`
    )
    binds.push(query.after)
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', binds }
}

function reshapePropertySummary(row: Row) {
  return {
    id: row.id,
    title: row.title,
    area: { slug: row.area_slug, name: row.area_name },
    development: { slug: row.development_slug, name: row.development },
    developer: row.developer,
    type: row.type,
    status: row.status,
    priceUsd: row.price_usd,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sizeSqft: row.size_sqft,
    handoverDate: row.handover_date,
    photo: jsonColumn(row.photo) ?? null,
    permitNumber: row.permit_number,
    agentId: row.agent_id,
    featured: row.featured === 1,
    listedAt: row.listed_at,
  }
}

function reshapeProperty(row: Row): unknown {
  const instalments = jsonColumn(row.payment_plan)
  return {
    ...reshapePropertySummary(row),
    description: row.description,
    neighbourhood: row.neighbourhood,
    amenities: jsonColumn(row.amenities),
    photos: jsonColumn(row.photos),
    floorPlans: ((jsonColumn(row.floor_plans) as Row[] | undefined) ?? []).map((plan) => ({
      label: plan.label,
      image: plan.image,
    })),
    paymentPlan:
      instalments === undefined || row.handover_date === null
        ? null
        : {
            downPaymentPercent: row.down_payment_percent,
            instalments,
            handoverDate: row.handover_date,
          },
    brochure: row.brochure,
    rentEstimateUsd: row.rent_estimate_usd,
    serviceChargeUsd: row.service_charge_usd,
  }
}

function reshapeAgent(row: Row): unknown {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    bio: row.bio,
    trackRecord: jsonColumn(row.track_record),
    portfolioUsd: row.portfolio_usd,
    rating: row.rating,
    reviewCount: row.review_count,
    expertises: jsonColumn(row.expertises),
    languages: jsonColumn(row.languages),
    photo: row.photo ? { key: row.photo, alt: row.name } : null,
    brn: row.brn,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    yearsInDubai: row.years_in_dubai,
    dealsClosed: row.deals_closed,
    reviews: jsonColumn(row.reviews),
  }
}

function reshapeTestimonial(row: Row): unknown {
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    text: row.text,
    language: row.language,
    rating: row.rating,
    photo: row.photo ? { key: row.photo, alt: row.name } : null,
    publishedAt: row.published_at,
  }
}

function reshapePostSummary(row: Row) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    excerpt: row.excerpt,
    cover: { key: row.cover, alt: row.cover_alt },
    publishedAt: row.published_at,
    readingMinutes: readingMinutes(String(row.body ?? '')),
  }
}

function reshapePost(row: Row): unknown {
  return {
    ...reshapePostSummary(row),
    body: parseBody(String(row.body ?? '')),
    keyTakeaways: jsonColumn(row.key_takeaways),
    author:
      row.author_id === null
        ? null
        : { id: row.author_id, name: row.author_name, title: row.author_title },
  }
}

/** A page of reshaped rows; rows left out as invalid are not counted either (exact when the list fits one page). */
function pageFrom<T>(
  rows: Row[],
  total: number,
  page: { page: number; pageSize: number },
  reshape: (rows: Row[]) => T[]
): Page<T> {
  const items = reshape(rows)
  return {
    items,
    page: page.page,
    pageSize: page.pageSize,
    total: Math.max(items.length, total - (rows.length - items.length)),
  }
}

async function paged<T>(
  db: D1Database,
  count: D1PreparedStatement,
  list: D1PreparedStatement,
  page: { page: number; pageSize: number },
  reshape: (rows: Row[]) => T[]
): Promise<Page<T>> {
  const [total, rows] = await db.batch<Row>([count, list])
  return pageFrom(rows!.results, Number(total!.results[0]?.total ?? 0), page, reshape)
}

/**
 * The community slugs, read once a minute per isolate: a location filter names a community or a
 * development, and knowing which lets the query use that column's index. A community added in
 * the meantime is searched as a development (no results) for at most that minute.
 */
let areaCache: { slugs: ReadonlySet<string>; until: number } | undefined
async function areaSlugs(db: D1Database): Promise<ReadonlySet<string>> {
  if (areaCache && areaCache.until > Date.now()) return areaCache.slugs
  const { results } = await db.prepare('SELECT slug FROM areas').all<{ slug: string }>()
  areaCache = { slugs: new Set(results.map((row) => row.slug)), until: Date.now() + 60_000 }
  return areaCache.slugs
}

/** The default source: the content tables of the worker's own D1 database. */
export function d1Source(db: D1Database, locale: LocaleCode): ContentSource {
  const agentColumns = `*, ${localized(locale, 'agent', 'agents.id', 'title', 'agents.title')} AS l_title,
    ${localized(locale, 'agent', 'agents.id', 'bio', 'agents.bio')} AS l_bio,
    ${localized(locale, 'agent', 'agents.id', 'track_record', 'agents.track_record')} AS l_track_record`
  const postColumns = (table: string) => `
    ${localized(locale, 'blog_post', `${table}.id`, 'title', `${table}.title`)} AS l_title,
    ${localized(locale, 'blog_post', `${table}.id`, 'excerpt', `${table}.excerpt`)} AS l_excerpt,
    ${localized(locale, 'blog_post', `${table}.id`, 'body', `${table}.body`)} AS l_body,
    ${localized(locale, 'blog_post', `${table}.id`, 'cover_alt', `${table}.cover_alt`)} AS l_cover_alt`
  const source: ContentSource = {
    ...d1Sitemap(db),

    async listProperties(query) {
      const [areas, search] = await Promise.all([
        areaSlugs(db),
        query.q === undefined ? undefined : findText(db, query.q),
      ])
      const page = pageOf(query)
      // counted first, bounded: at COUNT_LIMIT matches the count reads no further
      const filters = propertyFilters(query, areas, search)
      const counted = await db
        .prepare(
          `SELECT COUNT(*) AS total FROM (SELECT 1 FROM properties p ${filters.where} LIMIT ${COUNT_LIMIT})`
        )
        .bind(...filters.binds)
        .first<number>('total')
      const dense = (counted ?? 0) >= COUNT_LIMIT
      const { where, binds } = propertyFilters(query, areas, search, dense)
      const { results } = await db
        .prepare(
          `SELECT ${summaryColumns(locale)} FROM properties p JOIN areas a ON a.slug = p.area_slug
           ${where} ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT ? OFFSET ?`
        )
        .bind(...binds, page.pageSize, query.after === undefined ? page.offset : 0)
        .all<Row>()
      const result = pageFrom(results, counted ?? 0, page, (rows) =>
        validRecords(
          PropertySummarySchema,
          rows.map((row) => reshapePropertySummary(withLocalized(row))),
          'property'
        )
      )
      if (dense) result.totalIsLowerBound = true
      if (query.ids && !query.sort) {
        // saved and compared properties keep the visitor's order
        const order = new Map(query.ids.map((id, index) => [id, index]))
        result.items.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      }
      return result
    },

    async getProperty(id) {
      const row = await db
        .prepare(
          `SELECT p.*, a.name AS area_name, a.neighbourhood, ${summaryColumns(locale)},
             ${localized(locale, 'property', 'p.id', 'description', 'p.description')} AS l_description,
             ${localized(locale, 'property', 'p.id', 'amenities', 'p.amenities')} AS l_amenities,
             ${localized(locale, 'property', 'p.id', 'photos', 'p.photos')} AS l_photos,
             ${localized(locale, 'property', 'p.id', 'floor_plans', 'p.floor_plans')} AS l_floor_plans,
             ${localized(locale, 'property', 'p.id', 'payment_plan', 'p.payment_plan')} AS l_payment_plan,
             ${localized(locale, 'area', 'a.slug', 'neighbourhood', 'a.neighbourhood')} AS l_neighbourhood
           FROM properties p JOIN areas a ON a.slug = p.area_slug WHERE p.id = ?`
        )
        .bind(id)
        .first<Row>()
      return row
        ? (validRecord(PropertySchema, reshapeProperty(withLocalized(row)), 'property') as Property)
        : null
    },

    async listLocations() {
      const [areas, developments] = await db.batch<Row>([
        db.prepare(
          `SELECT a.slug, ${localized(locale, 'area', 'a.slug', 'name', 'a.name')} AS name,
             COALESCE(c.count, 0) AS count FROM areas a
           LEFT JOIN location_counts c ON c.kind = 'area' AND c.slug = a.slug
           ORDER BY a.sort_order, a.name`
        ),
        // counts kept by triggers (migration 0023): no count over every listing per render
        db.prepare(
          `SELECT slug, name, count FROM location_counts WHERE kind = 'development' ORDER BY name`
        ),
      ])
      const option =
        (kind: LocationOption['kind']) =>
        (row: Row): LocationOption => ({
          slug: String(row.slug),
          name: String(row.name),
          kind,
          count: Number(row.count),
        })
      return [
        ...areas!.results.map(option('area')),
        ...developments!.results.map(option('development')),
      ]
    },

    async listAgents(query) {
      const conditions: string[] = []
      const binds: unknown[] = []
      if (query.expertise) {
        conditions.push('EXISTS (SELECT 1 FROM json_each(agents.expertises) WHERE value = ?)')
        binds.push(query.expertise)
      }
      if (query.language) {
        conditions.push('EXISTS (SELECT 1 FROM json_each(agents.languages) WHERE value = ?)')
        binds.push(query.language)
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
      const page = pageOf(query)
      return paged(
        db,
        db.prepare(`SELECT COUNT(*) AS total FROM agents ${where}`).bind(...binds),
        db
          .prepare(
            `SELECT ${agentColumns} FROM agents ${where} ORDER BY sort_order, id LIMIT ? OFFSET ?`
          )
          .bind(...binds, page.pageSize, page.offset),
        page,
        (rows) =>
          validRecords(
            AgentSchema,
            rows.map((row) => reshapeAgent(withLocalized(row))),
            'agent'
          )
      )
    },

    async getAgent(id) {
      const row = await db
        .prepare(`SELECT ${agentColumns} FROM agents WHERE id = ?`)
        .bind(id)
        .first<Row>()
      return row
        ? (validRecord(AgentSchema, reshapeAgent(withLocalized(row)), 'agent') as Agent)
        : null
    },

    async listTestimonials(query) {
      const page = pageOf(query)
      return paged(
        db,
        db.prepare('SELECT COUNT(*) AS total FROM testimonials'),
        db
          .prepare(
            'SELECT * FROM testimonials ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?'
          )
          .bind(page.pageSize, page.offset),
        page,
        (rows) => validRecords(TestimonialSchema, rows.map(reshapeTestimonial), 'testimonial')
      )
    },

    async listPosts(query) {
      const where = query.topic ? 'WHERE topic = ?' : ''
      const binds = query.topic ? [query.topic] : []
      const page = pageOf(query)
      return paged(
        db,
        db.prepare(`SELECT COUNT(*) AS total FROM blog_posts ${where}`).bind(...binds),
        db
          .prepare(
            `SELECT id, slug, title, topic, excerpt, body, cover, cover_alt, published_at,
             ${postColumns('blog_posts')}
             FROM blog_posts ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`
          )
          .bind(...binds, page.pageSize, page.offset),
        page,
        (rows) =>
          validRecords(
            BlogPostSummarySchema,
            rows.map((row) => reshapePostSummary(withLocalized(row))),
            'blog post'
          )
      )
    },

    async getPost(slug) {
      const row = await db
        .prepare(
          `SELECT b.*, g.name AS author_name, ${postColumns('b')},
             ${localized(locale, 'blog_post', 'b.id', 'key_takeaways', 'b.key_takeaways')} AS l_key_takeaways,
             ${localized(locale, 'agent', 'g.id', 'title', 'g.title')} AS author_title
           FROM blog_posts b LEFT JOIN agents g ON g.id = b.author_id WHERE b.slug = ?`
        )
        .bind(slug)
        .first<Row>()
      return row ? validRecord(BlogPostSchema, reshapePost(withLocalized(row)), 'blog post') : null
    },
  }
  const guard = <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    unavailableOnFailure('D1', read)
  return {
    listProperties: guard(source.listProperties),
    getProperty: guard(source.getProperty),
    listLocations: guard(source.listLocations),
    listAgents: guard(source.listAgents),
    getAgent: guard(source.getAgent),
    listTestimonials: guard(source.listTestimonials),
    listPosts: guard(source.listPosts),
    getPost: guard(source.getPost),
    sitemapRanges: guard(source.sitemapRanges),
    sitemapEntries: guard(source.sitemapEntries),
  }
}
