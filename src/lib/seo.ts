import type { MessageKey, Translate } from '../i18n/messages'
import type { Image } from '../schemas/common'
import SIZES from './image-sizes.json'
import { imageKind, imageUrl } from './images'

// What search engines and link previews read about a page: its share picture (Open Graph,
// X cards), where it sits in the site (breadcrumbs) and a description of a length they show.

/** A page's share picture: a file the site serves (or a CMS upload), its size and description. */
export interface ShareImage {
  /** a path on this site or an absolute URL */
  src: string
  width?: number
  height?: number
  alt: string
}

/** A share picture's URL on this origin: the site's own files by path, a CMS upload as it is. */
export const absoluteSrc = (origin: string, src: string) =>
  src.startsWith('/') ? origin + src : src

/** The JPEG width used for sharing: large enough for `summary_large_image`, and built. */
const SHARE_WIDTH = { photo: 1280, plan: 1024, portrait: 320 } as const

/** The share picture of a page's or a listing's image: a JPEG every crawler can read. */
export function shareImage(image: Image): ShareImage {
  // a CMS upload, shared as it is, with its size (a square portrait makes a small card)
  if (!image.key)
    return { src: image.url!, width: image.width, height: image.height, alt: image.alt }
  const kind = imageKind(image.key)
  const size = SIZES.kinds[kind]
  const width = SHARE_WIDTH[kind]
  // sharp resizes to a width and rounds the height the same way
  const height = Math.round((width * size.height) / size.width)
  return { src: imageUrl(image.key, width, 'jpg'), width, height, alt: image.alt }
}

/**
 * Generated artwork a page can share, with the text that describes it (the same words as where
 * the picture appears on the site).
 */
export const SHARE_ARTWORK = {
  'downtown-skyline': 'home.heroImageAlt',
  'downtown-night': 'home.locations.downtown.imageAlt',
  'marina-towers': 'home.locations.marina.imageAlt',
  'business-bay-canal': 'home.locations.businessBay.imageAlt',
  'palm-beach': 'home.locations.palm.imageAlt',
  'hills-villa': 'home.locations.hills.imageAlt',
  'creek-towers': 'partnersPage.imageAlt',
  'interior-living': 'leasingPage.imageAlt',
  'interior-office': 'careersPage.imageAlt',
  'office-tower': 'storyPage.imageAlt',
  'penthouse-terrace': 'whyChoosePage.imageAlt',
  'low-rise-residence': 'viennaPage.imageAlt',
} as const satisfies Record<string, MessageKey>

export type ShareArtwork = keyof typeof SHARE_ARTWORK

export function artworkImage(key: ShareArtwork, t: Translate): ShareImage {
  return shareImage({ key, alt: t(SHARE_ARTWORK[key]) })
}

/** The share picture of a page whose route names no artwork and whose content has no picture. */
export const DEFAULT_ARTWORK: ShareArtwork = 'downtown-skyline'

/** Search results show about 155-160 characters of a description; longer ones are cut there. */
export const DESCRIPTION_MAX = 160

/** A description of at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  const head = space > max * 0.6 ? cut.slice(0, space) : cut
  return `${head.replace(/[\s,;:.–—-]+$/, '')}…`
}
