import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from '../../components/marketing/icons'
import { Picture } from '../../components/picture'
import { fill } from '../../i18n/template'
import type { Image } from '../../schemas/common'
import { cn } from '../../lib/cn'
import { numberFormat } from '../../i18n/intl'

export interface ViewerLabels {
  /** the dialog's name */
  title: string
  /** "Photo {{index}} of {{count}}", said when the photo changes */
  photoCount: string
  next: string
  previous: string
  close: string
}

interface PhotoViewerProps {
  photos: Image[]
  start: number
  localeIso: string
  rtl: boolean
  labels: ViewerLabels
  /** gets the focus back when the viewer closes */
  opener: HTMLElement | null
  onClose: () => void
}

const BUTTON =
  'grid size-11 place-items-center rounded-full bg-slate-950/60 text-white hover:bg-slate-800 focus-visible:outline-white'

const motion = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth'

/**
 * The photos full screen, each whole on a dark ground. A scroll-snap strip, so touch swipes it
 * natively; the buttons and the arrow keys (mirrored right to left) move it, and the count
 * follows the strip however it moved. Files as large as the screen load only here: the photo
 * shown and its neighbours at once, the rest as they come near.
 */
export default function PhotoViewer(props: PhotoViewerProps) {
  const { photos, start, localeIso, rtl, labels, opener, onClose } = props
  const [current, setCurrent] = useState(start)
  const strip = useRef<HTMLDivElement | null>(null)
  // where a button or key is taking the strip: presses during the scroll count from there
  const heading = useRef<number | null>(null)

  const number = numberFormat(localeIso)
  const count = photos.length

  // Back closes the viewer, as it does every full-screen gallery on a phone: opening adds a
  // history entry (same URL), and closing by button or Escape takes that entry away again
  useEffect(() => history.pushState({ photoViewer: true }, ''), [])
  useEffect(() => {
    addEventListener('popstate', onClose)
    return () => removeEventListener('popstate', onClose)
  }, [onClose])
  const close = () => (history.state?.photoViewer ? history.back() : onClose())

  // Radix mounts the content a render after the dialog: place the strip as it arrives
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      strip.current = node
      if (node) node.scrollLeft = (rtl ? -1 : 1) * start * node.clientWidth
    },
    [rtl, start]
  )

  function go(index: number) {
    const node = strip.current
    if (!node) return
    const target = (index + count) % count
    heading.current = target
    setCurrent(target)
    node.scrollTo({ left: (rtl ? -1 : 1) * target * node.clientWidth, behavior: motion() })
  }
  const step = (by: number) => go((heading.current ?? current) + by)

  function onScroll() {
    const node = strip.current!
    const index = Math.round(Math.abs(node.scrollLeft) / node.clientWidth)
    if (heading.current !== null) {
      if (index === heading.current) heading.current = null
      return
    }
    setCurrent(Math.min(index, count - 1))
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => void> = {
      // ArrowLeft goes back in a left-to-right language and on in a right-to-left one
      ArrowLeft: () => step(rtl ? 1 : -1),
      ArrowRight: () => step(rtl ? -1 : 1),
      Home: () => go(0),
      End: () => go(count - 1),
    }
    const move = moves[event.key]
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    move()
  }

  const position = fill(labels.photoCount, {
    index: number.format(current + 1),
    count: number.format(count),
  })
  return (
    <Dialog.Root open onOpenChange={(open) => open || close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return
            event.preventDefault()
            opener.focus()
          }}
          className="fixed inset-0 z-50 flex flex-col text-white"
        >
          <div className="flex items-center gap-4 p-3 sm:px-5">
            <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
            <p aria-hidden="true" className="text-sm font-semibold tabular-nums">
              {number.format(current + 1)} / {number.format(count)}
            </p>
            <div aria-live="polite" className="sr-only">
              <p>{position}</p>
              <p>{photos[current]?.alt}</p>
            </div>
            <Dialog.Close aria-label={labels.close} className={cn('ms-auto', BUTTON)}>
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={attach}
              role="group"
              aria-label={labels.title}
              tabIndex={0}
              onScroll={onScroll}
              onPointerDown={() => (heading.current = null)}
              className="flex size-full snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain focus-visible:-outline-offset-2 focus-visible:outline-white"
            >
              {photos.map((photo, index) => (
                <div
                  key={`${photo.key ?? photo.url}-${index}`}
                  aria-hidden={index !== current}
                  className="relative size-full shrink-0 snap-center snap-always"
                >
                  <Picture
                    image={photo}
                    sizes="100vw"
                    fit="contain"
                    loading={Math.abs(index - current) <= 1 ? 'eager' : 'lazy'}
                    className="absolute inset-0 size-full"
                  />
                </div>
              ))}
            </div>
            <button
              type="button"
              aria-label={labels.previous}
              onClick={() => step(-1)}
              className={cn('absolute start-2 top-1/2 -translate-y-1/2 sm:start-5', BUTTON)}
            >
              <Icon name="arrow" className="size-6 -scale-x-100 rtl:scale-x-100" />
            </button>
            <button
              type="button"
              aria-label={labels.next}
              onClick={() => step(1)}
              className={cn('absolute end-2 top-1/2 -translate-y-1/2 sm:end-5', BUTTON)}
            >
              <Icon name="arrow" className="size-6 rtl:-scale-x-100" />
            </button>
          </div>
          <p
            aria-hidden="true"
            className="min-h-16 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-sm text-slate-200"
          >
            {photos[current]?.alt}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
