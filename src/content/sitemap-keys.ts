/**
 * What the sitemap reads of the content: each listing, consultant and article by its key (the
 * number in its URL, or the article's row id) and when it last changed, without counting the
 * catalogue (its count stops at 1,000) and without OFFSET (which reads every row it skips).
 * Keys are grouped into fixed ranges of `width` keys, one sitemap file each, so a file's URL
 * keeps naming the same entries as the catalogue grows.
 */
export type SitemapKind = 'properties' | 'agents' | 'posts'

export interface SitemapEntry {
  /** the listing's or consultant's number in its URL; an article's id */
  id: number
  /** an article's slug, its URL */
  slug?: string
  /** when the entry last changed, as the source stores it (a date or a date and time) */
  lastmod: string | null
}

/** The keys `[index * width, (index + 1) * width)` that hold at least one entry. */
export interface SitemapRange {
  index: number
  /** the newest change among them */
  lastmod: string | null
}

export interface SitemapEntriesQuery {
  from: number
  /** exclusive */
  to: number
  /** keyset: only keys above this one */
  after?: number
  limit: number
}

export interface SitemapEntriesPage {
  entries: SitemapEntry[]
  /** the `after` of the next page, null when the range is done */
  next: number | null
}

export interface SitemapKeys {
  sitemapRanges(kind: SitemapKind, width: number): Promise<SitemapRange[]>
  sitemapEntries(kind: SitemapKind, query: SitemapEntriesQuery): Promise<SitemapEntriesPage>
}
