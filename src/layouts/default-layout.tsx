import type { ReactNode } from 'react'
import { usePage } from '../components/page-context'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SkipLink() {
  const { t } = usePage()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('nav.skipToContent')}
    </a>
  )
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
