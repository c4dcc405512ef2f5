import type { Image } from '../schemas/common'
import { pictureSources } from '../lib/images'
import { cn } from '../lib/cn'

interface PictureProps {
  image: Image
  /** the `sizes` attribute: how wide the picture is shown at each breakpoint */
  sizes: string
  /** above the fold: load at once and with high priority instead of lazily */
  priority?: boolean
  /** overrides the loading `priority` implies: a viewer loads the photos beside the one shown */
  loading?: 'eager' | 'lazy'
  /** `contain` shows the whole picture, its blurred preview letterboxed the same way */
  fit?: 'cover' | 'contain'
  className?: string
}

/**
 * A responsive picture: AVIF and WebP at the breakpoint widths with a JPEG fallback, explicit
 * width and height (no layout shift), lazy below the fold, and a blurred 10x10 preview painted
 * underneath until the picture arrives. Safe in islands: it needs no server data.
 */
export function Picture(props: PictureProps) {
  const { image, sizes, priority = false, fit = 'cover', className } = props
  const sources = pictureSources(image)
  const loading = props.loading ?? (priority ? 'eager' : 'lazy')
  const fitClass =
    fit === 'cover'
      ? 'bg-slate-200 bg-cover bg-center object-cover dark:bg-slate-800'
      : 'bg-contain bg-center bg-no-repeat object-contain'
  if (!sources) {
    return (
      <img
        src={image.url}
        srcSet={image.srcset?.map((format) => `${format.url} ${format.width}w`).join(', ')}
        sizes={image.srcset ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
      />
    )
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        srcSet={sources.jpg}
        sizes={sizes}
        alt={image.alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={{ backgroundImage: `url(${sources.placeholder})` }}
        className={cn(fitClass, className)}
      />
    </picture>
  )
}
