import { DEFAULT_LOCALE, getLocale } from '../i18n/locales'
import { alternatePaths, type PageName } from '../route-table'

/** hreflang alternates of a page: one per locale (iso tags) plus `x-default` for English. */
export function hreflangAlternates(
  origin: string,
  page: PageName,
  params: Record<string, string> = {}
): { hreflang: string; href: string }[] {
  const paths = alternatePaths(page, params)
  const english = paths.find((alt) => alt.locale === DEFAULT_LOCALE)!
  return [
    ...paths.map((alt) => ({ hreflang: getLocale(alt.locale).iso, href: origin + alt.path })),
    { hreflang: 'x-default', href: origin + english.path },
  ]
}
