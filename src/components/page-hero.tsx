import type { ReactNode } from 'react'

interface PageHeroProps {
  heading: string
  /** a short line above the heading */
  eyebrow?: string
  intro?: string
  children?: ReactNode
}

/** The heading band at the top of a page; its text follows the page's direction. */
export function PageHero({ heading, eyebrow, intro, children }: PageHeroProps) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {heading}
        </h1>
        {intro ? (
          <p className="mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-700 dark:text-slate-300">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  )
}
