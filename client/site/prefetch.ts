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

/**
 * Paths never fetched ahead because fetching them does something: `/` detects the language and
 * may set cookies, the language switch sets one, `/connect/` starts a provider sign-in, `/go/`
 * records a click, the API answers scripts, and the partner dashboard asks the CMS.
 */
export const NEVER_PREFETCH = [
  '/',
  '/api/*',
  '/language/*',
  '/connect/*',
  '/go/*',
  '/partners/dashboard',
  '/*/partners/dashboard',
]

/**
 * Links worth fetching ahead: pages of this site except the paths above and links marked
 * `nofollow`, `download` or `data-no-prefetch`.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          ...NEVER_PREFETCH.map((path) => ({ not: { href_matches: path } })),
          { not: { selector_matches: '[rel~="nofollow"], [download], [data-no-prefetch]' } },
        ],
      },
      // on hover or pointer-down; Chrome keeps at most 2 such prefetches, under SPEC's 4
      eagerness: 'moderate',
    },
  ],
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

export function startPrefetch(nonce: string) {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  if (!prefetchAllowed(connection)) return
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script')
    rules.type = 'speculationrules'
    rules.nonce = nonce
    rules.textContent = JSON.stringify(SPECULATION_RULES)
    document.head.appendChild(rules)
  } else {
    prefetchOnIntent()
  }
}
