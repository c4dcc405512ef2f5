import { NEVER_PREFETCH, SPECULATION_RULES_TEXT } from '../../src/lib/speculation-rules'

/** SPEC.md section 9: at most 4 preloads run at once */
export const MAX_PREFETCHES = 4

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** SPEC.md section 9: no prefetch when the visitor saves data or is on a 2g connection. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

const NEVER = new RegExp(
  `^(${NEVER_PREFETCH.map((path) => path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')).join('|')})$`
)

/** The same rule for the fallback below (`*` is any run of characters). */
export function neverPrefetched(pathname: string): boolean {
  return NEVER.test(pathname)
}

/** For browsers without speculation rules: `<link rel=prefetch>` on hover, focus or touch. */
function prefetchOnIntent() {
  const done = new Set<string>()
  let inFlight = 0
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!link || link.target || link.hasAttribute('download')) return
    if (link.matches('[rel~="nofollow"], [data-no-prefetch]')) return
    const url = new URL(link.href, location.href)
    url.hash = ''
    if (url.origin !== location.origin || neverPrefetched(url.pathname)) return
    const key = url.pathname + url.search
    if (key === location.pathname + location.search || done.has(key)) return
    if (inFlight >= MAX_PREFETCHES) return
    done.add(key)
    inFlight += 1
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = key
    const settle = () => (inFlight -= 1)
    hint.addEventListener('load', settle, { once: true })
    hint.addEventListener('error', settle, { once: true })
    document.head.appendChild(hint)
  }
  for (const type of ['mouseover', 'focusin', 'touchstart']) {
    addEventListener(type, onIntent, { passive: true, capture: true })
  }
}

export function startPrefetch() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (!prefetchAllowed(connection)) return
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script')
    rules.type = 'speculationrules'
    // exactly the text whose hash the CSP allows (src/render/inline-scripts.ts)
    rules.textContent = SPECULATION_RULES_TEXT
    document.head.appendChild(rules)
  } else {
    prefetchOnIntent()
  }
}
