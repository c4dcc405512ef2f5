import type { Image } from '../schemas/common'
import SIZES from './image-sizes.json'

export type ImageKind = keyof typeof SIZES.kinds

/** Where the build writes the generated artwork (public/images, served as static files). */
export const IMAGE_BASE = '/images'

/** The kind of a generated image, from its key: `plan-2-bedroom`, `portrait-3`, else a photo. */
export function imageKind(key: string): ImageKind {
  if (key.startsWith('plan-')) return 'plan'
  if (key.startsWith('portrait-')) return 'portrait'
  return 'photo'
}

export function imageUrl(key: string, width: number, format: 'avif' | 'webp' | 'jpg'): string {
  return `${IMAGE_BASE}/${key}-${width}.${format}`
}

/** The 10x10 blurred preview shown while the picture loads. */
export function placeholderUrl(key: string): string {
  return `${IMAGE_BASE}/${key}-lqip.webp`
}

export interface PictureSources {
  avif: string
  webp: string
  /** JPEG at a middle width, for browsers without AVIF or WebP */
  fallback: string
  /** JPEG srcset, so the fallback is responsive too */
  jpg: string
  width: number
  height: number
  placeholder: string
}

/** The srcsets of a generated image; null for a CMS upload, which is served as it is. */
export function pictureSources(image: Image): PictureSources | null {
  if (!image.key) return null
  const kind = SIZES.kinds[imageKind(image.key)]
  const set = (format: 'avif' | 'webp' | 'jpg') =>
    kind.widths.map((width) => `${imageUrl(image.key!, width, format)} ${width}w`).join(', ')
  const middle = kind.widths[Math.floor((kind.widths.length - 1) / 2)]!
  return {
    avif: set('avif'),
    webp: set('webp'),
    jpg: set('jpg'),
    fallback: imageUrl(image.key, middle, 'jpg'),
    width: kind.width,
    height: kind.height,
    placeholder: placeholderUrl(image.key),
  }
}

/** A single file for small uses (avatars): the smallest WebP at least `minWidth` wide. */
export function imageSrc(image: Image, minWidth = 320): string {
  if (!image.key) return image.url!
  const { widths } = SIZES.kinds[imageKind(image.key)]
  const width = widths.find((w) => w >= minWidth) ?? widths[widths.length - 1]!
  return imageUrl(image.key, width, 'webp')
}

/**
 * The largest file of a picture, for a link that shows it on its own (the gallery without
 * JavaScript): JPEG, which every browser opens; an upload's original.
 */
export function largestSrc(image: Image): string {
  if (!image.key) return image.url!
  const { widths } = SIZES.kinds[imageKind(image.key)]
  return imageUrl(image.key, widths[widths.length - 1]!, 'jpg')
}
