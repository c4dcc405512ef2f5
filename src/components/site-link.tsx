import type { AnchorHTMLAttributes } from 'react'
import { localePath, type StaticPage } from '../route-table'
import { usePage } from './page-context'

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a page without parameters, linked in the current locale */
  to: StaticPage
  query?: string
}

/** A link to a page of the site in the visitor's locale, marked current when it is this page. */
export function SiteLink({ to, query, ...rest }: SiteLinkProps) {
  const { locale, page } = usePage()
  const href = localePath(to, locale.code)
  return (
    <a
      href={query ? `${href}?${query}` : href}
      aria-current={page === to && !query ? 'page' : undefined}
      {...rest}
    />
  )
}
