import type { ReactNode } from 'react'
import { BrandLogo } from '../components/brand-logo'

/** A bare page (feedback): the brand and the content, nothing else to distract. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col">
      <header className="px-4 pt-8 sm:px-6 lg:px-8">
        <BrandLogo />
      </header>
      <main id="main" className="flex-1 pb-8">
        {children}
      </main>
    </div>
  )
}
