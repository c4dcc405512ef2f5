import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { Picture } from '../components/picture'
import { largestSrc } from '../lib/images'
import type { Image } from '../schemas/common'
import type { ViewerLabels } from './parts/photo-viewer'
import { cn } from '../lib/cn'
import { numberFormat } from '../i18n/intl'

// The viewer (Radix Dialog) is fetched once the gallery hydrates, that is when the visitor
// reaches for it, so the page loads without it
const loadViewer = () => import('./parts/photo-viewer')
const PhotoViewer = lazy(loadViewer)

/** How many photos the desktop grid shows; "Show all" opens the rest. */
const GRID = 5

export interface PhotoGalleryProps {
  photos: Image[]
  /** the first photo's `sizes`, the same as the head's preload of it */
  leadSizes: string
  localeIso: string
  rtl: boolean
  labels: ViewerLabels & { region: string; showAll: string }
}

/**
 * The listing's photos: on a phone a full-bleed strip that swipes by scroll snapping, each photo
 * carrying its own "3 / 12" so the count is right mid-swipe with or without JavaScript; on a
 * desktop a grid of five and "Show all". Each photo links to its largest file; with JavaScript
 * it opens the full-screen viewer there instead.
 */
export default function PhotoGallery({
  photos,
  leadSizes,
  localeIso,
  rtl,
  labels,
}: PhotoGalleryProps) {
  // the photo shown and the link that opened it, which gets the focus back
  const [open, setOpen] = useState<{ start: number; opener: HTMLElement } | null>(null)
  useEffect(() => void loadViewer(), [])

  const number = numberFormat(localeIso)
  const total = number.format(photos.length)

  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // a new tab or window gets the file itself
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    setOpen({ start: index, opener: event.currentTarget })
  }

  return (
    <div
      id="photos"
      role="region"
      aria-label={labels.region}
      className="group relative -mx-4 -mt-8 sm:-mx-6 md:order-last md:mx-0 md:mt-6"
    >
      <ul className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto md:grid md:auto-rows-[13.75rem] md:grid-cols-4 md:gap-2 md:overflow-visible">
        {photos.map((photo, index) => (
          <li
            key={`${photo.key ?? photo.url}-${index}`}
            className={cn(
              'relative w-full shrink-0 snap-start md:w-auto md:overflow-hidden md:rounded-xl',
              index === 0 && 'md:col-span-2 md:row-span-2',
              index >= GRID && 'md:hidden md:group-target:block'
            )}
          >
            {/* not prefetched on hover: the viewer loads its own, screen-sized files */}
            <a
              href={largestSrc(photo)}
              data-no-prefetch=""
              onClick={(event) => show(event, index)}
              className="block size-full focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <Picture
                image={photo}
                priority={index === 0}
                sizes={index === 0 ? leadSizes : '(min-width: 768px) 25vw, 100vw'}
                className="aspect-[3/2] size-full transition md:aspect-auto md:hover:brightness-90"
              />
              <span
                aria-hidden="true"
                className="absolute end-3 bottom-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums md:hidden"
              >
                {number.format(index + 1)} / {total}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {photos.length > GRID ? (
        // without JavaScript, #photos:target shows the whole grid
        <a
          href="#photos"
          data-no-prefetch=""
          onClick={(event) => show(event, 0)}
          className="absolute end-4 bottom-4 hidden min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-slate-100 md:inline-flex md:group-target:hidden"
        >
          {labels.showAll}
        </a>
      ) : null}
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            start={open.start}
            localeIso={localeIso}
            rtl={rtl}
            labels={labels}
            onClose={() => setOpen(null)}
            opener={open.opener}
          />
        </Suspense>
      )}
    </div>
  )
}
