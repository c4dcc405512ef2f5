import type { ReactNode } from 'react'
import { BrandLogo } from '../brand-logo'

/** A bare page (feedback): the brand and the content, nothing else to distract. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col px-4 py-8 sm:px-6">
      <header>
        <BrandLogo />
      </header>
      <main id="main" className="flex-1 py-8">
        {children}
      </main>
    </div>
  )
}
