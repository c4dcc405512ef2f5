import * as z from 'zod/mini'
import { AgentSchema } from '../schemas/agent'
import { BlogPostSchema, BlogPostSummarySchema } from '../schemas/blog'
import type { Page } from '../schemas/common'
import { DEFAULT_PAGE_SIZE, type PropertyQuery } from '../schemas/content-query'
import {
  PropertySchema,
  PropertySummarySchema,
  type LocationOption,
  type Property,
} from '../schemas/property'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales'
import { DEFAULT_ARTWORK } from '../lib/seo'
import { TestimonialSchema } from '../schemas/testimonial'
import { ContentUnavailable, type ContentSource } from './source'
import { strapiQuery } from './strapi-query'
import { strapiSitemap } from './strapi-sitemap'
import { parseBody, readingMinutes, richText } from './text'
import { validRecord, validRecords } from './validate'

type Entry = Record<string, unknown>

/** One attempt, no retries (SPEC.md section 7): a CMS slower than this counts as down. */
const TIMEOUT_MS = 5000
/** Strapi's default `maxLimit` for one page. */
const STRAPI_MAX_PAGE = 100

const Envelope = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
  }),
})

export interface StrapiOptions {
  /** `CMS_URL`, e.g. `https://cms.example.com/api` */
  baseUrl: string
  /** the page's locale: Strapi's i18n localization of each entry, English field by field */
  locale?: LocaleCode
  fetch?: typeof fetch
}

/** A translated value replaces the English one; an empty or missing one leaves it in place. */
function overlay(base: Entry, localized: Entry | undefined): Entry {
  if (!localized) return base
  const merged: Entry = { ...base }
  for (const [key, value] of Object.entries(localized)) {
    if (key === 'id' || key === 'documentId' || key === 'locale') continue
    const empty =
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0)
    if (!empty) merged[key] = value
  }
  return merged
}

/**
 * A picture from the CMS: a Media field (`{url, alternativeText, width, height, formats}`), its
 * URL made absolute on the CMS's own host, the formats Strapi generated (thumbnail, small,
 * medium, large) as the `srcset`. A missing picture is `null`: the page shows its fallback.
 */
function reshapeMedia(value: unknown, origin: string, fallbackAlt = ''): unknown {
  const media = relation(value)
  if (!media || typeof media.url !== 'string') return null
  const absolute = (url: string) => (url.startsWith('/') ? origin + url : url)
  const widths = [media, ...Object.values(relation(media.formats) ?? {})]
    .map(relation)
    .filter((format): format is Entry => typeof format?.url === 'string')
    .map((format) => ({ url: absolute(String(format.url)), width: numeric(format.width) }))
    .filter((format) => typeof format.width === 'number' && format.width > 0)
    .sort((a, b) => Number(a.width) - Number(b.width))
  return {
    url: absolute(media.url),
    alt: String(media.alternativeText || fallbackAlt),
    width: numeric(media.width) ?? undefined,
    height: numeric(media.height) ?? undefined,
    srcset: widths.length > 1 ? widths : undefined,
  }
}

/**
 * A number from the CMS: Strapi sends `biginteger` and `decimal` fields as strings
 * ("86400000"), which the schemas would otherwise refuse along with the whole record.
 */
const numeric = (value: unknown): unknown =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value

function relation(value: unknown): Entry | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : null
}

/**
 * The public identity of a listing or consultant: `ref`, the reference number in its URL. Strapi's
 * numeric `id` changes on every publish (draft & publish makes a new row); `ref` is a field of
 * the document, so publishing, editing and localizing keep the URL.
 */
const refOf = (entry: Entry | null) => (entry ? numeric(entry.ref) : undefined)

export function strapiSource({
  baseUrl,
  locale = DEFAULT_LOCALE,
  fetch: fetcher = fetch,
}: StrapiOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, '')
  const origin = new URL(base).origin

  /**
   * The entries in the default locale, which decides the list (order, totals, filters), each
   * overlaid with its localization in the page's locale: entries are matched by `documentId`,
   * which Strapi shares between the localizations of one entry.
   */
  async function request(collection: string, params: Record<string, unknown>) {
    const answer = await requestIn(collection, params)
    if (locale === DEFAULT_LOCALE || answer.data.length === 0) return answer
    const ids = answer.data.map((entry) => entry.documentId).filter((id) => typeof id === 'string')
    if (ids.length === 0) return answer
    const localized = await requestIn(collection, {
      filters: { documentId: { $in: ids } },
      populate: params.populate,
      pagination: { page: 1, pageSize: ids.length },
      locale,
    })
    const byId = new Map(localized.data.map((entry) => [entry.documentId, entry]))
    return {
      ...answer,
      data: answer.data.map((entry) => overlay(entry, byId.get(entry.documentId))),
    }
  }

  async function requestIn(collection: string, params: Record<string, unknown>) {
    const url = `${base}/${collection}?${strapiQuery(params)}`
    let response: Response
    try {
      response = await fetcher(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ContentUnavailable(`CMS unreachable: ${String(error)}`)
    }
    if (!response.ok)
      throw new ContentUnavailable(`CMS answered ${response.status} for ${collection}`)
    const body = Envelope.safeParse(await response.json().catch(() => null))
    if (!body.success) throw new ContentUnavailable(`CMS answer for ${collection} is not a list`)
    return body.data
  }

  function pageOf<T>(
    answer: z.infer<typeof Envelope>,
    items: T[],
    query: { page?: number; pageSize?: number }
  ): Page<T> {
    // entries left out as invalid are not counted either (exact when the list fits one page)
    const dropped = answer.data.length - items.length
    return {
      items,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      total: Math.max(items.length, answer.meta.pagination.total - dropped),
    }
  }

  const pagination = (query: { page?: number; pageSize?: number }) => ({
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  })

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

  function reshapeAgent(entry: Entry): unknown {
    return {
      id: refOf(entry),
      slug: entry.slug,
      name: entry.name,
      title: entry.title,
      bio: richText(entry.bio),
      trackRecord: entry.trackRecord ?? [],
      portfolioUsd: numeric(entry.portfolioUsd),
      rating: numeric(entry.rating),
      reviewCount: numeric(entry.reviewCount) ?? 0,
      expertises: entry.expertises ?? [],
      languages: entry.languages ?? [],
      photo: reshapeMedia(entry.photo, origin, String(entry.name ?? '')),
      brn: entry.brn,
      phone: entry.phone,
      email: entry.email,
      whatsapp: entry.whatsapp,
      yearsInDubai: numeric(entry.yearsInDubai) ?? 0,
      dealsClosed: numeric(entry.dealsClosed) ?? 0,
      reviews: entry.reviews ?? [],
    }
  }

  function reshapePostSummary(entry: Entry) {
    return {
      id: entry.id,
      slug: entry.slug,
      title: entry.title,
      topic: entry.topic,
      excerpt: entry.excerpt,
      // An article without a cover shows the site's skyline artwork rather than vanishing
      cover: reshapeMedia(entry.cover, origin, String(entry.title ?? '')) ?? {
        key: DEFAULT_ARTWORK,
        alt: String(entry.title ?? ''),
      },
      publishedAt: entry.date,
      readingMinutes: readingMinutes(richText(entry.body)),
    }
  }

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

  async function listAll(collection: string, params: Record<string, unknown>) {
    const entries: Entry[] = []
    for (let page = 1; ; page++) {
      const answer = await request(collection, {
        ...params,
        pagination: { page, pageSize: STRAPI_MAX_PAGE },
      })
      entries.push(...answer.data)
      if (answer.data.length === 0 || entries.length >= answer.meta.pagination.total) return entries
    }
  }

  return {
    ...strapiSitemap(requestIn),

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

    async listAgents(query) {
      const and: unknown[] = []
      // JSON list fields: match the quoted value, so `en` never matches `ben`
      if (query.expertise) and.push({ expertises: { $contains: `"${query.expertise}"` } })
      if (query.language) and.push({ languages: { $contains: `"${query.language}"` } })
      const answer = await request('agents', {
        filters: and.length ? { $and: and } : undefined,
        sort: ['sortOrder:asc', 'ref:asc'],
        populate: { photo: true },
        pagination: pagination(query),
      })
      return pageOf(
        answer,
        validRecords(AgentSchema, answer.data.map(reshapeAgent), 'CMS agent'),
        query
      )
    },

    async getAgent(id) {
      const answer = await request('agents', {
        filters: { ref: { $eq: id } },
        populate: { photo: true },
        pagination: { page: 1, pageSize: 1 },
      })
      const entry = answer.data[0]
      return entry ? validRecord(AgentSchema, reshapeAgent(entry), 'CMS agent') : null
    },

    // Testimonials stay in the language their author wrote: never overlaid with a localization
    async listTestimonials(query) {
      const answer = await requestIn('testimonials', {
        sort: ['date:desc', 'id:desc'],
        populate: { photo: true },
        pagination: pagination(query),
      })
      const items = answer.data.map((entry) => ({
        id: entry.id,
        name: entry.name,
        subtitle: entry.subtitle ?? '',
        text: entry.text,
        // Strapi's i18n locale when testimonials are localized, else an explicit field
        language: entry.language ?? entry.locale ?? 'en',
        rating: entry.rating,
        photo: reshapeMedia(entry.photo, origin, String(entry.name ?? '')),
        publishedAt: entry.date,
      }))
      return pageOf(answer, validRecords(TestimonialSchema, items, 'CMS testimonial'), query)
    },

    async listPosts(query) {
      const answer = await request('blog-posts', {
        filters: query.topic ? { topic: { $eq: query.topic } } : undefined,
        sort: ['date:desc', 'id:desc'],
        populate: { cover: true },
        pagination: pagination(query),
      })
      return pageOf(
        answer,
        validRecords(BlogPostSummarySchema, answer.data.map(reshapePostSummary), 'CMS blog post'),
        query
      )
    },

    async getPost(slug) {
      const answer = await request('blog-posts', {
        filters: { slug: { $eq: slug } },
        populate: { cover: true, author: { fields: ['ref', 'name', 'title'] } },
        pagination: { page: 1, pageSize: 1 },
      })
      const entry = answer.data[0]
      if (!entry) return null
      const author = relation(entry.author)
      return validRecord(
        BlogPostSchema,
        {
          ...reshapePostSummary(entry),
          body: parseBody(richText(entry.body)),
          keyTakeaways: entry.keyTakeaways ?? [],
          author: author ? { id: refOf(author), name: author.name, title: author.title } : null,
        },
        'CMS blog post'
      )
    },
  }
}
