import { stringify } from 'qs'
import { KINDS, type ContentKind, type Entry } from '../../../cms/src/content-model'
import { cmsBaseUrl } from '../../lib/cms-url'

/** One attempt, no retries: a sync that fails answers 5xx and the reconcile heals it later. */
const TIMEOUT_MS = 15_000
/** Strapi's `maxLimit` (cms/config/api.ts): no page holds more entries. */
export const STRAPI_PAGE = 100

/** Raised when the CMS cannot answer the sync: it is not configured, down, or answers nonsense. */
export class CmsReadFailed extends Error {
  override name = 'CmsReadFailed'
}

export interface CmsReaderConfig {
  CMS_URL?: string
  /** the CMS's read-only API token (a secret): published content reads without it, drafts not */
  CMS_API_TOKEN?: string
}

interface Answer {
  data: Entry[]
  meta?: { pagination?: { total?: number } }
}

/**
 * Reads the CMS's REST API for the sync and the preview: a kind's documents in every locale,
 * its changes since a mark, its published document ids. Bracket-style queries built with `qs`
 * as Strapi's own docs build them.
 */
export function strapiReader(config: CmsReaderConfig, status: 'published' | 'draft' = 'published') {
  const base = cmsBaseUrl(config.CMS_URL)
  if (!base) throw new CmsReadFailed('CMS_URL is not set')
  const origin = new URL(base).origin
  const token = config.CMS_API_TOKEN?.trim()

  async function get(kind: ContentKind, params: Record<string, unknown>): Promise<Answer> {
    const { collection, localized } = KINDS[kind]
    const query = stringify(
      // every locale unless the read names one; the published entries unless the preview's
      { ...(localized ? { locale: '*' } : {}), ...params, status },
      { encodeValuesOnly: true, skipNulls: true }
    )
    let response: Response
    try {
      response = await fetch(`${base}/${collection}?${query}`, {
        headers: { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new CmsReadFailed(`CMS unreachable: ${String(error)}`)
    }
    const body = (await response.json().catch(() => null)) as Answer | null
    if (!response.ok || !Array.isArray(body?.data)) {
      throw new CmsReadFailed(`CMS answered ${response.status} for ${collection}`)
    }
    return body
  }

  return {
    origin,
    /** Every locale's entry of these documents, grouped by document (at most 100 ids). */
    async documents(kind: ContentKind, documentIds: string[]): Promise<Map<string, Entry[]>> {
      const found = new Map<string, Entry[]>(documentIds.map((id) => [id, []]))
      if (documentIds.length === 0) return found
      for (let page = 1; ; page++) {
        const answer = await get(kind, {
          filters: { documentId: { $in: documentIds } },
          populate: KINDS[kind].populate,
          pagination: { page, pageSize: STRAPI_PAGE },
        })
        for (const entry of answer.data) found.get(String(entry.documentId))?.push(entry)
        const total = answer.meta?.pagination?.total ?? 0
        if (answer.data.length < STRAPI_PAGE || page * STRAPI_PAGE >= total) return found
      }
    },

    /**
     * Entries changed after a mark (their `updatedAt`, then `documentId` among equals) and up to
     * `until`, in that order, in any locale: what the reconcile fetches again.
     */
    async changes(
      kind: ContentKind,
      mark: { updatedAt: string; documentId: string },
      until: string
    ) {
      const after = {
        $or: [
          { updatedAt: { $gt: mark.updatedAt } },
          {
            $and: [
              { updatedAt: { $eq: mark.updatedAt } },
              { documentId: { $gt: mark.documentId } },
            ],
          },
        ],
      }
      const answer = await get(kind, {
        filters: { $and: [{ updatedAt: { $lte: until } }, after] },
        sort: ['updatedAt:asc', 'documentId:asc'],
        fields: ['documentId', 'updatedAt'],
        pagination: { page: 1, pageSize: STRAPI_PAGE, withCount: false },
      })
      return answer.data.map((entry) => ({
        documentId: String(entry.documentId),
        updatedAt: String(entry.updatedAt),
      }))
    },

    /**
     * The published documents of a kind whose relation names one of these documents (the
     * listings of a consultant or community, the articles of an author), up to `limit` + 1.
     */
    async referencing(
      kind: ContentKind,
      relation: string,
      documentIds: string[],
      limit: number
    ): Promise<string[]> {
      const found: string[] = []
      for (let page = 1; found.length <= limit; page++) {
        const answer = await get(kind, {
          filters: { [relation]: { documentId: { $in: documentIds } } },
          fields: ['documentId'],
          ...(KINDS[kind].localized ? { locale: 'en' } : {}),
          pagination: { page, pageSize: STRAPI_PAGE, withCount: false },
        })
        found.push(...answer.data.map((entry) => String(entry.documentId)))
        if (answer.data.length < STRAPI_PAGE) break
      }
      return found
    },

    /** The newest change of a kind in the CMS (any locale), by the CMS's own clock; or null. */
    async newest(kind: ContentKind): Promise<string | null> {
      const answer = await get(kind, {
        sort: ['updatedAt:desc'],
        fields: ['updatedAt'],
        pagination: { page: 1, pageSize: 1, withCount: false },
      })
      const date = answer.data[0]?.updatedAt
      return typeof date === 'string' ? date : null
    },

    /** The published documents after `after`, in documentId order (their source-locale entry). */
    async documentIds(kind: ContentKind, after: string): Promise<string[]> {
      const answer = await get(kind, {
        filters: { documentId: { $gt: after } },
        sort: ['documentId:asc'],
        fields: ['documentId'],
        ...(KINDS[kind].localized ? { locale: 'en' } : {}),
        pagination: { page: 1, pageSize: STRAPI_PAGE, withCount: false },
      })
      return answer.data.map((entry) => String(entry.documentId))
    },
  }
}

export type StrapiReader = ReturnType<typeof strapiReader>
