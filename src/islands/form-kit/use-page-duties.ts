import { useEffect, type RefObject } from 'react'
import { captureUtm, ensureAffiliateId } from './attribution'
import { flushQueue, SENT_EVENT, watchQueue } from './submit'

export interface Delivered {
  key: string
  status: number
  body: Record<string, unknown>
}

/**
 * What a form does once on its page: keep the landing URL's UTM parameters, send submissions
 * still waiting from an earlier visit, register the affiliate click when the browser is idle,
 * and hear when the submission it queued itself (`lastKey`) was delivered later.
 */
export function usePageDuties(
  lastKey: RefObject<{ key: string } | null>,
  onDelivered: (answer: Delivered) => void
) {
  useEffect(() => {
    captureUtm()
    watchQueue()
    void flushQueue()
    // Register the affiliate click when the browser is idle, not while the page is loading
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500))
    idle(() => void ensureAffiliateId())
    function onSent(event: Event) {
      const answer = (event as CustomEvent<Delivered>).detail
      if (answer.key !== lastKey.current?.key) return
      // claimed: the page's own toast is not needed
      event.preventDefault()
      onDelivered(answer)
    }
    window.addEventListener(SENT_EVENT, onSent)
    return () => window.removeEventListener(SENT_EVENT, onSent)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
