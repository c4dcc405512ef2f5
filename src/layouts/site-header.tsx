import { NAVIGATION } from '../route-table'
import { BrandLogo } from '../components/brand-logo'
import { ColorModeSwitch } from '../components/color-mode-switch'
import { RequestCallIsland } from '../placements/request-call-island'
import { LanguageSwitcher } from '../components/language-switcher'
import { usePage } from '../components/page-context'
import { SiteLink } from '../components/site-link'

/** The pages that declare a place in the header (their route's `nav`), the phone menu's too. */
const BAR_ITEMS = NAVIGATION.filter((item) => !item.menuOnly)

export function SiteHeader() {
  const { t } = usePage()
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={t('nav.label')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {BAR_ITEMS.map((item) => (
              <li key={item.page}>
                <SiteLink to={item.page} className="nav-link">
                  {t(item.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <ColorModeSwitch />
          </div>
          <RequestCallIsland />
          {/* Between lg and xl the navigation needs the room; the call button leads to contact */}
          <SiteLink
            to="contact"
            className="hidden rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 sm:inline-block lg:max-xl:hidden"
          >
            {t('nav.contact')}
          </SiteLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

/** The phone menu is a disclosure, so it opens without JavaScript. */
function MobileMenu() {
  const { t } = usePage()
  return (
    <details className="relative lg:hidden">
      <summary className="grid size-10 cursor-pointer list-none place-items-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="sr-only">{t('nav.menu')}</span>
      </summary>
      <nav
        aria-label={t('nav.label')}
        className="absolute end-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ul className="grid gap-0.5">
          {NAVIGATION.map((item) => (
            <li key={item.page}>
              <SiteLink to={item.page} className="nav-link block">
                {t(item.label)}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-slate-200 px-3 pt-3 sm:hidden dark:border-slate-700">
          <ColorModeSwitch />
        </div>
      </nav>
    </details>
  )
}
