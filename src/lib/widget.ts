/**
 * The third-party widget (`WIDGET_SCRIPT_URL`, SPEC.md sections 2 and 7). Each page's route
 * says whether it loads and whether it starts visible (`widget`: off on careers, partners and
 * the partner portal, hidden on home); `client/site/widget.ts` loads it once the page is
 * interactive.
 */

/** The widget's API base when the configured URL does not name one: version 1.0 */
export const WIDGET_API_PATH = '/api/v1.0'

function parse(configured: string | undefined): URL | undefined {
  const value = configured?.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The script URL with SPEC.md's parameters: `api` (kept when the configured URL has one),
 * `language` (the active locale code) and `hide_widget_on_init=true`.
 */
export function widgetScriptUrl(configured: string | undefined, language: string) {
  const url = parse(configured)
  if (!url) return undefined
  if (!url.searchParams.get('api')) {
    url.searchParams.set('api', new URL(WIDGET_API_PATH, url.origin).href)
  }
  url.searchParams.set('language', language)
  url.searchParams.set('hide_widget_on_init', 'true')
  return url.href
}

export interface WidgetPlan {
  src: string
  visible: boolean
}

/** What a page does with the widget, as its route's policy says: nothing, or load it shown or hidden. */
export function widgetPlan(
  configured: string | undefined,
  language: string,
  policy: 'shown' | 'hidden' | 'off'
): WidgetPlan | undefined {
  if (policy === 'off') return undefined
  const src = widgetScriptUrl(configured, language)
  if (!src) return undefined
  return { src, visible: policy === 'shown' }
}

/**
 * Origins the widget talks to (its script's first, then its API's), for the CSP's
 * connect-src, frame-src, img-src and style-src; script-src names the script's alone.
 */
export function widgetOrigins(configured: string | undefined): string[] {
  const url = parse(configured)
  if (!url) return []
  const origins = new Set([url.origin])
  const api = parse(url.searchParams.get('api') ?? undefined)
  if (api) origins.add(api.origin)
  return [...origins]
}
