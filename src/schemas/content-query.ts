import * as z from 'zod/mini'
import { EXPERTISES, LANGUAGE_CODE } from './agent'
import { BLOG_TOPICS } from './blog'
import { SLUG } from './common'
import { PROPERTY_TYPES, SALE_STATUSES } from './property'

/** DESIGN.md: `pageSize` defaults to 12 and is capped at 48. */
export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 48

// A form submits empty fields (`?type=&q=`): an empty value means "any"
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.transform(blank), z.optional(schema))

const digits = (max: number) => z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`)))
/** A whole number; values past the bounds are clamped rather than refused. */
const clampedInt = (min: number, max: number) =>
  z.pipe(
    digits(12),
    z.transform((value) => Math.min(max, Math.max(min, Number(value))))
  )

const pagination = {
  page: optional(clampedInt(1, 1_000_000)),
  pageSize: optional(clampedInt(1, MAX_PAGE_SIZE)),
}

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const
export type PropertySort = (typeof PROPERTY_SORTS)[number]

export const PropertyQuerySchema = z.object({
  q: optional(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim().slice(0, 100))
    )
  ),
  location: optional(z.string().check(z.regex(SLUG), z.maxLength(80))),
  type: optional(z.enum(PROPERTY_TYPES)),
  status: optional(z.enum(SALE_STATUSES)),
  minPrice: optional(clampedInt(0, 1_000_000_000)),
  maxPrice: optional(clampedInt(0, 1_000_000_000)),
  /** 0: studios; 1-6: at least that many bedrooms; `any`: no filter */
  bedrooms: optional(
    z.pipe(
      z.string().check(z.regex(/^(any|[0-6])$/)),
      z.transform((value) => (value === 'any' ? undefined : Number(value)))
    )
  ),
  /** listings of one consultant */
  agent: optional(clampedInt(1, 9_999_999_999)),
  sort: optional(z.enum(PROPERTY_SORTS)),
  /** keyset pagination: the listings after this one in the sort order, however deep */
  after: optional(clampedInt(1, 9_999_999_999)),
  /** specific listings, for saved and compared properties: `ids=3,17,21` */
  ids: optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,47}$/)),
      z.transform((value) => [...new Set(value.split(',').map(Number))])
    )
  ),
  ...pagination,
})
export type PropertyQuery = z.output<typeof PropertyQuerySchema>

export const AgentQuerySchema = z.object({
  expertise: optional(z.enum(EXPERTISES)),
  language: optional(z.string().check(z.regex(LANGUAGE_CODE))),
  ...pagination,
})
export type AgentQuery = z.output<typeof AgentQuerySchema>

export const BlogQuerySchema = z.object({
  topic: optional(z.enum(BLOG_TOPICS)),
  ...pagination,
})
export type BlogQuery = z.output<typeof BlogQuerySchema>

export const TestimonialQuerySchema = z.object({ ...pagination })
export type TestimonialQuery = z.output<typeof TestimonialQuerySchema>

type QuerySchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>

/**
 * For pages: reads what is valid and drops the rest, field by field, so a mistyped link still
 * shows the catalogue (the API answers 400 for the same input instead).
 */
export function parseLenient<S extends QuerySchema>(
  schema: S,
  input: Record<string, string | undefined>
): z.output<S> {
  const result: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.def.shape)) {
    const parsed = field.safeParse(input[key])
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data
  }
  return result as z.output<S>
}

/** The URL query of a list, for links and for the API: empty values left out, keys in order. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params
}
