import * as z from 'zod/mini'
import { ImageSchema, IsoDateSchema, SLUG } from './common'

export const BLOG_TOPICS = [
  'news',
  'renting-leasing',
  'buyer-seller',
  'lifestyle-community',
  'investment-insights',
] as const
export type BlogTopic = (typeof BLOG_TOPICS)[number]

export const BlockSchema = z.union([
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
])
export type Block = z.infer<typeof BlockSchema>

export const BlogPostSummarySchema = z.object({
  id: z.int().check(z.minimum(1)),
  slug: z.string().check(z.regex(SLUG)),
  title: z.string().check(z.minLength(1)),
  topic: z.enum(BLOG_TOPICS),
  excerpt: z.string(),
  cover: ImageSchema,
  publishedAt: IsoDateSchema,
  /** computed from the words of the body */
  readingMinutes: z.int().check(z.minimum(1)),
})
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>

export const BlogPostSchema = z.extend(BlogPostSummarySchema, {
  body: z.array(BlockSchema),
  keyTakeaways: z.array(z.string()),
  author: z.nullable(z.object({ id: z.int(), name: z.string(), title: z.string() })),
})
export type BlogPost = z.infer<typeof BlogPostSchema>
