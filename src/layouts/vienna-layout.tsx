import type { ReactNode } from 'react'
import { BrandLogo } from '../components/brand-logo'
import { LanguageSwitcher } from '../components/language-switcher'
import { usePage } from '../components/page-context'
import { ColorModeSwitch } from '../components/color-mode-switch'
import { SiteFooter } from './site-footer'
import { SiteLink } from '../components/site-link'
import { SkipLink } from './default-layout'

/** Project landing pages: a slim header focused on the enquiry, the full footer. */
export function ViennaLayout({ children }: { children: ReactNode }) {
  const { t } = usePage()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitcher />
            <div className="hidden sm:block">
              <ColorModeSwitch />
            </div>
            <SiteLink
              to="contact"
              className="rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-800"
            >
              {t('nav.contact')}
            </SiteLink>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
