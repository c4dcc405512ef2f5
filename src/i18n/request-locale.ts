import { homeVisit, type HomeVisit } from './home-visit'
import { DEFAULT_LOCALE, getLocale, isLocaleCode, type Locale } from './locales'

/** Where a request's locale came from (see resolveLocale). */
export type LocaleSource = 'home' | 'choice' | 'query' | 'referer' | 'path'

export interface RequestLocale {
  locale: Locale
  source: LocaleSource
  /** at `/`: the detection's details, which its answer writes (cookie, warning) */
  home?: HomeVisit
}

/** The locale of a path: its first segment when that is a locale code, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return getLocale(isLocaleCode(first) ? first : DEFAULT_LOCALE)
}

function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('Referer')
  if (!referer) return undefined
  try {
    return new URL(referer).pathname
  } catch {
    return undefined
  }
}

function decide(request: Request): RequestLocale {
  const url = new URL(request.url)
  const path = url.pathname
  if (path === '/') {
    const home = homeVisit(request.headers)
    return { locale: getLocale(home.locale), source: 'home', home }
  }
  const chosen = /^\/language\/([^/]+)$/.exec(path)?.[1]
  if (chosen && isLocaleCode(chosen)) return { locale: getLocale(chosen), source: 'choice' }
  if (path.startsWith('/api/')) {
    const asked = url.searchParams.get('locale')
    if (isLocaleCode(asked)) return { locale: getLocale(asked), source: 'query' }
    const from = request.method === 'POST' ? refererPath(request) : undefined
    if (from) return { locale: localeOfPath(from), source: 'referer' }
  }
  return { locale: localeOfPath(path), source: 'path' }
}

const decided = new WeakMap<Request, RequestLocale>()

/**
 * The one rule for a request's locale (docs/languages.md), decided once per request: the root
 * middleware (src/server/locale.ts) sets it and everything after reads `c.get('locale')`; the
 * early cache path asks for the same request first and gets the same answer. In order:
 * 1. `/`: locale detection, from the headers alone (homeVisit: the language cookie, the stored
 *    or edge country, Accept-Language, English);
 * 2. `/language/{code}`: the language the visitor chose;
 * 3. the API (`/api/...`): `?locale=` when it is a locale code; else for a POST (a form) the
 *    locale of the page it was posted from, named by its Referer; a form's own `locale` field,
 *    read later with its body, comes before both (postedLocale);
 * 4. any other path: its first segment when that is a locale code, else English.
 */
export function resolveLocale(request: Request): RequestLocale {
  let answer = decided.get(request)
  if (!answer) {
    answer = decide(request)
    decided.set(request, answer)
  }
  return answer
}

/** A form's locale: its own `locale` field when that is a locale code, else the request's. */
export function postedLocale(field: unknown, resolved: Locale): Locale {
  return typeof field === 'string' && isLocaleCode(field) ? getLocale(field) : resolved
}
