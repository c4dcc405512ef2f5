import {
  PropertySchema,
  PropertySummarySchema,
  type LocationOption,
  type Property,
} from '../../schemas/property'
import { getLocale, type LocaleCode } from '../../i18n/locales'
import { collator } from '../../i18n/intl'
import type { PropertyQuery } from '../../schemas/content-query'
import type { ContentSource } from '../source'
import { jsonColumn, validRecord, validRecords } from '../validate'
import { localized } from './localized'
import { catalogScan, idOfKey } from './catalog-index'
import { areaSlugs, COUNT_LIMIT, namedListingFilters, ORDER } from './property-query'
import { paged, pageOf, withLocalized, type Row } from './rows'

const summaryColumns = (locale: LocaleCode) => `p.id, p.title, p.area_slug, a.name AS area_name,
  ${localized(locale, 'property', 'p.id', 'title', 'p.title')} AS l_title,
  ${localized(locale, 'area', 'a.slug', 'name', 'a.name')} AS l_area_name, p.development,
  ${localized(locale, 'development', 'p.development_slug', 'name', 'p.development')} AS l_development,
  p.development_slug, p.developer,
  ${localized(locale, 'property', 'p.id', 'developer', 'p.developer')} AS l_developer, p.type, p.status, p.price_usd, p.bedrooms, p.bathrooms,
  p.size_sqft, p.handover_date, p.permit_number,
  json_extract(${localized(locale, 'property', 'p.id', 'photos', 'p.photos')}, '$[0]') AS photo,
  p.agent_id, p.featured, p.listed_at`

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

export function reshapeProperty(row: Row): unknown {
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

type PageWindow = ReturnType<typeof pageOf>

/**
 * A scan's count and page. The count stops at COUNT_LIMIT matches and reads no further; the page
 * reads its keys in order, then each listing by the id its key holds. With `after` the page starts
 * past that listing's key (however deep, it reads one page of keys) while the count stays the
 * whole list's, as the visitor's "12 of 340" expects.
 */
function scanStatements(
  db: D1Database,
  locale: LocaleCode,
  query: PropertyQuery,
  areas: ReadonlySet<string>,
  page: PageWindow
) {
  const scan = catalogScan(query, areas)
  const counted =
    query.after === undefined ? scan : catalogScan({ ...query, after: undefined }, areas)
  const { table, from, where, binds, direction } = scan
  return [
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${counted.from} ${counted.where} LIMIT ${COUNT_LIMIT})`
      )
      .bind(...counted.binds),
    db
      .prepare(
        `SELECT ${summaryColumns(locale)} FROM (
           SELECT ${table}.rowid AS key FROM ${from} ${where}
           ORDER BY ${table}.rowid ${direction} LIMIT ? OFFSET ?
         ) page
         JOIN properties p ON p.id = ${idOfKey('page.key')} JOIN areas a ON a.slug = p.area_slug
         ORDER BY page.key ${direction}`
      )
      .bind(...binds, page.pageSize, query.after === undefined ? page.offset : 0),
  ] as const
}

/** Named listings' (saved, compared) count and page: at most 48 rows, looked up by id. */
function namedStatements(
  db: D1Database,
  locale: LocaleCode,
  query: PropertyQuery & { ids: number[] },
  areas: ReadonlySet<string>,
  page: PageWindow
) {
  const { where, binds } = namedListingFilters(query, areas)
  return [
    db.prepare(`SELECT COUNT(*) AS total FROM properties p ${where}`).bind(...binds),
    db
      .prepare(
        `SELECT ${summaryColumns(locale)} FROM properties p JOIN areas a ON a.slug = p.area_slug
         ${where} ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT ? OFFSET ?`
      )
      .bind(...binds, page.pageSize, page.offset),
  ] as const
}

/** Listings, one listing and the locations to filter by. */
export function d1Properties(
  db: D1Database,
  locale: LocaleCode
): Pick<ContentSource, 'listProperties' | 'getProperty' | 'listLocations'> {
  return {
    async listProperties(query) {
      const areas = await areaSlugs(db)
      const page = pageOf(query)
      const { ids } = query
      const [count, list] = ids
        ? namedStatements(db, locale, { ...query, ids }, areas, page)
        : scanStatements(db, locale, query, areas, page)
      const result = await paged(db, count, list, page, (rows) =>
        validRecords(
          PropertySummarySchema,
          rows.map((row) => reshapePropertySummary(withLocalized(row))),
          'property'
        )
      )
      if (result.total >= COUNT_LIMIT) result.totalIsLowerBound = true
      if (ids && !query.sort) {
        // saved and compared properties keep the visitor's order
        const order = new Map(ids.map((id, index) => [id, index]))
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
          `SELECT c.slug, ${localized(locale, 'development', 'c.slug', 'name', 'c.name')} AS name,
             c.count FROM location_counts c WHERE c.kind = 'development'`
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
      // in the order of the page's alphabet: a name translated into another script sorts there
      const order = collator(getLocale(locale).iso)
      return [
        ...areas!.results.map(option('area')),
        ...developments!.results
          .map(option('development'))
          .sort((a, b) => order.compare(a.name, b.name)),
      ]
    },
  }
}
