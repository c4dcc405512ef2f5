import { blocksToText } from './body'
import { mediaAlt, mediaImage, numeric, relation } from './media'

/** What mapping a document needs to know beyond the document itself. */
export interface MapOptions {
  /** the CMS's public origin, which makes `/uploads/...` absolute */
  origin: string
  /** the site's artwork shown for an article without a cover */
  defaultCover: string
}

/** Reading a CMS entry's fields as the site's columns. */
export const read = {
  text: (value: unknown): string => (typeof value === 'string' ? value.trim() : ''),
  list: (value: unknown): unknown[] => (Array.isArray(value) ? value : []),
  json: (value: unknown): string => JSON.stringify(value ?? null),
  body: blocksToText,
  numeric,
  relation,
  mediaImage,
  mediaAlt,
}

/** A picture column of D1: the image as JSON, or null without one. */
export function imageColumn(value: unknown, options: MapOptions, alt: string): string | null {
  const image = mediaImage(value, options.origin, alt)
  return image ? JSON.stringify(image) : null
}
