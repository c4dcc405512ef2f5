import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { LineIcon } from '../components/line-icon'
import { buttonClass } from '../components/ui/button'
import { leadRequestOfLink, type LeadRequest } from './parts/lead-request'
import type { RequestCallProps } from './form-kit/form-props'
import { translate } from './form-kit/messages'
import { cn } from '../lib/cn'

const LeadDialog = lazy(() => import('./form-kit/lead-dialog'))

/**
 * The header's "Request a call" button. It is a link to the contact page's form; with
 * JavaScript it opens the request-call modal instead, and so does every link on the page to
 * `/contact?kind=...` (Request Call on property cards, book consultation on consultant
 * profiles, floor plan, brochure), with the property or consultant it names.
 */
export default function RequestCall(props: RequestCallProps) {
  const t = translate(props.messages)
  const [request, setRequest] = useState<LeadRequest | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    function onClick(event: globalThis.MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      // A new tab or window is the visitor's choice: let the link work
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const found = leadRequestOfLink(link, window.location.origin)
      if (!found) return
      event.preventDefault()
      setRequest(found)
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  function openCall(event: MouseEvent) {
    event.preventDefault()
    setRequest({ kind: 'call' })
    setOpen(true)
  }

  return (
    <>
      <a
        href={props.contactHref}
        onClick={openCall}
        title={t('consultationForm.open')}
        className={cn(
          buttonClass('secondary'),
          'whitespace-nowrap max-xl:size-10 max-xl:min-h-0 max-xl:p-0'
        )}
      >
        <LineIcon
          path="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z"
          className="size-4 shrink-0"
        />
        <span className="max-xl:sr-only">{t('consultationForm.open')}</span>
      </a>
      {request ? (
        <Suspense fallback={null}>
          <LeadDialog {...props} request={request} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
