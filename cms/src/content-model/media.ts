/**
 * Reading Strapi's answers: relations, numbers sent as strings, and pictures (Media fields) as
 * the site's images, with the URLs and formats the CMS gives.
 */
export type Entry = Record<string, unknown>

/** A picture of the site from the CMS: an upload's URL, size and formats. */
export interface MediaImage {
  url: string
  alt: string
  width?: number
  height?: number
  /** the upload and the smaller formats Strapi made of it (thumbnail, small, medium, large) */
  srcset?: { url: string; width: number }[]
  /** the upload's id in the media library: a changed file finds the documents that show it */
  media?: number
}

export function relation(value: unknown): Entry | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : null
}

/**
 * A number from the CMS: Strapi sends `biginteger` and `decimal` fields as strings
 * ("86400000"); anything else that is not a finite number is null.
 */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
}

/**
 * A Media field as an image: its URL made absolute on the CMS's origin when Strapi gives a path
 * (local uploads, `/uploads/...`), a bucket's absolute URL kept as it is; the formats as the
 * srcset when there is more than one width. No picture (or one without a URL) is null.
 */
export function mediaImage(value: unknown, origin: string, alt: string): MediaImage | null {
  const media = relation(value)
  if (!media || typeof media.url !== 'string' || !media.url) return null
  const absolute = (url: string) => (url.startsWith('/') ? origin + url : url)
  const widths = [media, ...Object.values(relation(media.formats) ?? {})]
    .map(relation)
    .filter((format): format is Entry => typeof format?.url === 'string')
    .map((format) => ({ url: absolute(String(format.url)), width: numeric(format.width) ?? 0 }))
    .filter((format) => Number.isInteger(format.width) && format.width > 0)
    .sort((a, b) => a.width - b.width)
  const image: MediaImage = { url: absolute(media.url), alt }
  const width = numeric(media.width)
  const height = numeric(media.height)
  if (width) image.width = width
  if (height) image.height = height
  if (widths.length > 1) image.srcset = widths
  const id = numeric(media.id)
  if (id !== null) image.media = id
  return image
}

/** The alternative text a Media field carries in the media library, else an empty string. */
export function mediaAlt(value: unknown): string {
  const text = relation(value)?.alternativeText
  return typeof text === 'string' ? text.trim() : ''
}
