import * as z from 'zod/mini'

/** Keys of generated artwork (tools/artwork/): lower-case words joined by hyphens. */
export const IMAGE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

// the CMS's own host, over http too for a local Strapi (`http://127.0.0.1:1337/uploads/…`)
const UPLOAD_URL = z.string().check(z.regex(/^(https?:\/\/|\/)[^\s"<>,]+$/))

/**
 * A picture: either a key of the generated, responsive artwork (served in AVIF, WebP and JPEG
 * at every breakpoint), or the URL of a CMS upload served as it is.
 */
export const ImageSchema = z
  .object({
    key: z.optional(z.string().check(z.regex(IMAGE_KEY))),
    url: z.optional(UPLOAD_URL),
    alt: z.string(),
    // an upload's own size and the smaller formats the CMS generated from it
    width: z.optional(z.int().check(z.positive())),
    height: z.optional(z.int().check(z.positive())),
    srcset: z.optional(z.array(z.object({ url: UPLOAD_URL, width: z.int().check(z.positive()) }))),
  })
  .check(
    z.refine((image) => Boolean(image.key) !== Boolean(image.url), 'exactly one of key and url')
  )

export type Image = z.infer<typeof ImageSchema>

export const IsoDateSchema = z.string().check(z.regex(ISO_DATE))

/** One page of a list endpoint: `{items, page, pageSize, total}` (DESIGN.md, HTTP API). */
export interface Page<T> {
  items: T[]
  page: number
  pageSize: number
  total: number
  /** the count stopped at `total`: there may be more (a D1 catalogue at 1,000 matches) */
  totalIsLowerBound?: boolean
}
