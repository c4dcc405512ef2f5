import type { PropertyQuery } from '../../schemas/content-query'
import {
  PropertySchema,
  PropertySummarySchema,
  type LocationOption,
  type Property,
} from '../../schemas/property'
import type { ContentSource } from '../source'
import { richText } from '../text'
import { validRecord, validRecords } from '../validate'
import type { StrapiClient } from './client'
import { numeric, refOf, relation, reshapeMedia, type Entry } from './fields'

const PROPERTY_POPULATE = {
  area: true,
  agent: { fields: ['ref'] },
  photos: true,
}

function propertyFilters(query: PropertyQuery) {
  const and: unknown[] = []
  if (query.q) {
    and.push({
      $or: [
        { title: { $containsi: query.q } },
        { development: { $containsi: query.q } },
        { developer: { $containsi: query.q } },
        { area: { name: { $containsi: query.q } } },
      ],
    })
  }
  if (query.location) {
    and.push({
      $or: [
        { area: { slug: { $eq: query.location } } },
        { developmentSlug: { $eq: query.location } },
      ],
    })
  }
  if (query.type) and.push({ type: { $eq: query.type } })
  if (query.status) and.push({ completion: { $eq: query.status } })
  if (query.minPrice !== undefined) and.push({ priceUsd: { $gte: query.minPrice } })
  if (query.maxPrice !== undefined) and.push({ priceUsd: { $lte: query.maxPrice } })
  if (query.bedrooms !== undefined) {
    and.push({ bedrooms: query.bedrooms === 0 ? { $eq: 0 } : { $gte: query.bedrooms } })
  }
  if (query.agent !== undefined) and.push({ agent: { ref: { $eq: query.agent } } })
  if (query.ids) and.push({ ref: { $in: query.ids } })
  return and.length ? { $and: and } : undefined
}

const SORTS = {
  newest: ['listedAt:desc', 'ref:desc'],
  'price-asc': ['priceUsd:asc', 'ref:asc'],
  'price-desc': ['priceUsd:desc', 'ref:desc'],
}

/** Listings, one listing and the locations to filter by. */
export function strapiProperties({
  origin,
  request,
  listAll,
  pageOf,
  pagination,
}: StrapiClient): Pick<ContentSource, 'listProperties' | 'getProperty' | 'listLocations'> {
  function reshapePropertySummary(entry: Entry) {
    const area = relation(entry.area)
    const photos = Array.isArray(entry.photos) ? entry.photos : []
    return {
      id: refOf(entry),
      title: entry.title,
      area: { slug: area?.slug, name: area?.name },
      development: { slug: entry.developmentSlug, name: entry.development },
      developer: entry.developer,
      type: entry.type,
      status: entry.completion,
      priceUsd: numeric(entry.priceUsd),
      bedrooms: entry.bedrooms ?? null,
      bathrooms: entry.bathrooms ?? null,
      sizeSqft: numeric(entry.sizeSqft),
      handoverDate: entry.handoverDate ?? null,
      photo: reshapeMedia(photos[0], origin, String(entry.title ?? '')),
      permitNumber: entry.permitNumber,
      // an agent republished comes back as null until the listing is republished too
      agentId: refOf(relation(entry.agent)) ?? null,
      featured: entry.featured === true,
      listedAt: entry.listedAt,
    }
  }

  function reshapeProperty(entry: Entry): unknown {
    const area = relation(entry.area)
    const instalments = entry.paymentPlan
    return {
      ...reshapePropertySummary(entry),
      description: richText(entry.description),
      neighbourhood: richText(entry.neighbourhood ?? area?.neighbourhood),
      amenities: entry.amenities ?? [],
      photos: (Array.isArray(entry.photos) ? entry.photos : [])
        .map((photo) => reshapeMedia(photo, origin, String(entry.title ?? '')))
        .filter(Boolean),
      floorPlans: (Array.isArray(entry.floorPlans) ? (entry.floorPlans as Entry[]) : []).map(
        (plan) => ({
          label: plan.label,
          image: reshapeMedia(plan.image, origin, String(plan.label ?? '')),
        })
      ),
      paymentPlan:
        Array.isArray(instalments) && entry.handoverDate
          ? {
              downPaymentPercent: entry.downPaymentPercent,
              instalments,
              handoverDate: entry.handoverDate,
            }
          : null,
      brochure: entry.brochure ?? null,
      rentEstimateUsd: numeric(entry.rentEstimateUsd) ?? null,
      serviceChargeUsd: numeric(entry.serviceChargeUsd) ?? null,
    }
  }

  return {
    async listProperties(query) {
      const answer = await request('properties', {
        filters: propertyFilters(query),
        sort: SORTS[query.sort ?? 'newest'],
        populate: PROPERTY_POPULATE,
        pagination: pagination(query),
      })
      const items = validRecords(
        PropertySummarySchema,
        answer.data.map(reshapePropertySummary),
        'CMS property'
      )
      if (query.ids && !query.sort) {
        const order = new Map(query.ids.map((id, index) => [id, index]))
        items.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      }
      return pageOf(answer, items, query)
    },

    async getProperty(id) {
      const answer = await request('properties', {
        filters: { ref: { $eq: id } },
        populate: {
          ...PROPERTY_POPULATE,
          floorPlans: { populate: ['image'] },
        },
        pagination: { page: 1, pageSize: 1 },
      })
      const entry = answer.data[0]
      return entry
        ? (validRecord(PropertySchema, reshapeProperty(entry), 'CMS property') as Property | null)
        : null
    },

    async listLocations() {
      const [areas, properties] = await Promise.all([
        listAll('areas', { sort: ['sortOrder:asc', 'name:asc'] }),
        listAll('properties', {
          fields: ['development', 'developmentSlug'],
          populate: { area: { fields: ['slug'] } },
        }),
      ])
      const perArea = new Map<string, number>()
      const developments = new Map<string, { name: string; count: number }>()
      for (const entry of properties) {
        const area = String(relation(entry.area)?.slug ?? '')
        perArea.set(area, (perArea.get(area) ?? 0) + 1)
        const slug = String(entry.developmentSlug ?? '')
        if (!slug) continue
        const known = developments.get(slug) ?? {
          name: String(entry.development ?? slug),
          count: 0,
        }
        known.count += 1
        developments.set(slug, known)
      }
      const options: LocationOption[] = areas.map((area) => ({
        slug: String(area.slug),
        name: String(area.name),
        kind: 'area',
        count: perArea.get(String(area.slug)) ?? 0,
      }))
      for (const [slug, { name, count }] of [...developments].sort((a, b) =>
        a[1].name.localeCompare(b[1].name)
      )) {
        options.push({ slug, name, kind: 'development', count })
      }
      return options
    },
  }
}
