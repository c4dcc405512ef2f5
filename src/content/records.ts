import type * as z from 'zod/mini'
import type { ContentKind, SiteRecord } from '../../cms/src/content-model'
import { AgentSchema } from '../schemas/agent'
import { BlogPostSchema } from '../schemas/blog'
import { SLUG } from '../schemas/common'
import { PropertySchema } from '../schemas/property'
import { TestimonialSchema } from '../schemas/testimonial'
import { reshapeAgent, reshapeTestimonial } from './d1/people'
import { reshapePost } from './d1/posts'
import { reshapeProperty } from './d1/properties'
import type { Row } from './d1/rows'

/**
 * A mapped CMS document (cms/src/content-model) as the pages read it from D1: its row in a
 * locale with that locale's translations in place, joined with what D1's reads join (the
 * listing's community, the article's author), reshaped and validated like every row that
 * enters the worker. The sync checks a document this way before it writes it; the preview
 * renders a draft this way without writing it.
 */
export function localizedRow(record: SiteRecord, locale: string): Row {
  const row: Row = { ...record.row }
  for (const { locale: language, field, value } of record.translations) {
    if (language === locale) row[field] = value
  }
  if (record.kind === 'property') {
    // the catalogue's card reads the first photo (D1: json_extract(photos, '$[0]'))
    const photos = JSON.parse(String(row.photos ?? '[]')) as unknown[]
    row.photo = photos[0] === undefined ? null : JSON.stringify(photos[0])
  }
  return row
}

/** What D1's reads join to a row: the community's name and text, the author's name and title. */
export interface Joined {
  area_name?: unknown
  neighbourhood?: unknown
  author_name?: unknown
  author_title?: unknown
}

const SCHEMAS = {
  property: [PropertySchema, reshapeProperty],
  agent: [AgentSchema, reshapeAgent],
  post: [BlogPostSchema, reshapePost],
  testimonial: [TestimonialSchema, reshapeTestimonial],
} as const satisfies Record<Exclude<ContentKind, 'area'>, [z.ZodMiniType, (row: Row) => unknown]>

/** The record as its page gets it in a locale, or the first reasons it is not one. */
export function pageRecord(
  record: SiteRecord,
  locale: string,
  joined: Joined
): { ok: true; value: unknown } | { ok: false; issues: string[] } {
  const row: Row = { ...localizedRow(record, locale), ...joined }
  if (record.kind === 'area') {
    const valid = SLUG.test(String(row.slug)) && String(row.name ?? '').trim() !== ''
    return valid ? { ok: true, value: row } : { ok: false, issues: ['slug or name'] }
  }
  const [schema, reshape] = SCHEMAS[record.kind]
  const result = (schema as z.ZodMiniType).safeParse(reshape(row))
  if (result.success) return { ok: true, value: result.data }
  return {
    ok: false,
    issues: result.error.issues
      .slice(0, 5)
      .map(({ path, message }) => `${path.join('.')}: ${message}`),
  }
}

/** Stand-ins for the joins when only the document's own fields are checked (the sync). */
export const JOINED_FOR_CHECK: Joined = {
  area_name: 'community',
  neighbourhood: '',
  author_name: 'author',
  author_title: '',
}
