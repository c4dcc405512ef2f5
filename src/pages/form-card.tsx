import type { ReactNode } from 'react'

/** The card that holds a page's form (contact, the landing page, partners, feedback). */
export function FormCard({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
    </div>
  )
}
