// Reading the CMS's fields: relations, numbers sent as strings, pictures, public references.

export type Entry = Record<string, unknown>

/**
 * A picture from the CMS: a Media field (`{url, alternativeText, width, height, formats}`), its
 * URL made absolute on the CMS's own host, the formats Strapi generated (thumbnail, small,
 * medium, large) as the `srcset`. A missing picture is `null`: the page shows its fallback.
 */
export function reshapeMedia(value: unknown, origin: string, fallbackAlt = ''): unknown {
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
export const numeric = (value: unknown): unknown =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value

export function relation(value: unknown): Entry | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : null
}

/**
 * The public identity of a listing or consultant: `ref`, the reference number in its URL. Strapi's
 * numeric `id` changes on every publish (draft & publish makes a new row); `ref` is a field of
 * the document, so publishing, editing and localizing keep the URL.
 */
export const refOf = (entry: Entry | null) => (entry ? numeric(entry.ref) : undefined)
