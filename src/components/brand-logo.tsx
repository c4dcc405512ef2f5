import { SiteLink } from './site-link'
import { usePage } from './page-context'

/** The brand mark and name, linking home. */
export function BrandLogo() {
  const { t } = usePage()
  return (
    <SiteLink
      to="index"
      aria-label={t('brand.homeLink')}
      className="flex items-center gap-2 font-semibold tracking-tight text-slate-900 dark:text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary-700" />
        <path d="M9 24 16 7l7 17M11.5 18h9" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span className="text-lg whitespace-nowrap">{t('brand.name')}</span>
    </SiteLink>
  )
}
