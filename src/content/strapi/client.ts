import * as z from 'zod/mini'
import type { Page } from '../../schemas/common'
import { DEFAULT_PAGE_SIZE } from '../../schemas/content-query'
import { DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import { signalFor } from '../../lib/budget'
import { ContentUnavailable } from '../source'
import type { Entry } from './fields'
import { strapiQuery } from './query'

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

export type StrapiAnswer = z.infer<typeof Envelope>

/** Requests of the CMS's REST API for one page's locale, and the pages they make. */
export function strapiClient({
  baseUrl,
  locale = DEFAULT_LOCALE,
  fetch: fetcher = fetch,
}: StrapiOptions) {
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
        // one attempt, no retries (SPEC.md section 7): a CMS slower than this counts as down
        signal: signalFor('cmsContent'),
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
    answer: StrapiAnswer,
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
  return { origin, request, requestIn, listAll, pageOf, pagination }
}

export type StrapiClient = ReturnType<typeof strapiClient>
