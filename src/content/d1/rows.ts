import type { Page } from '../../schemas/common'
import { DEFAULT_PAGE_SIZE } from '../../schemas/content-query'
import { jsonColumn } from '../validate'

// What every D1 read shares: a row, its localized columns, and a page of reshaped rows.

export type Row = Record<string, unknown>

/** Puts each `l_field` column (the field in the page's locale) in place of `field`. */
export function withLocalized(row: Row): Row {
  const result: Row = { ...row }
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('l_')) result[key.slice(2)] = value
  }
  return result
}
/**
 * A picture column: the key of the site's artwork (the demo content), or a CMS upload the sync
 * wrote as JSON (`{url, alt, width, height, srcset}`), its own description kept when it has one.
 */
export function pictureColumn(value: unknown, alt: unknown): unknown {
  if (typeof value !== 'string' || !value) return null
  if (!value.startsWith('{')) return { key: value, alt }
  const image = jsonColumn(value)
  return image && typeof image === 'object' ? { alt, ...image } : undefined
}

export function pageOf(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
  return { page, pageSize, offset: (page - 1) * pageSize }
}

/** A page of reshaped rows; rows left out as invalid are not counted either (exact when the list fits one page). */
export function pageFrom<T>(
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

export async function paged<T>(
  db: D1Database,
  count: D1PreparedStatement,
  list: D1PreparedStatement,
  page: { page: number; pageSize: number },
  reshape: (rows: Row[]) => T[]
): Promise<Page<T>> {
  const [total, rows] = await db.batch<Row>([count, list])
  return pageFrom(rows!.results, Number(total!.results[0]?.total ?? 0), page, reshape)
}
