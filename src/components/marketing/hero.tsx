import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { COMPANY_PHONE, COMPANY_PHONE_HREF } from '../../lib/company'
import { localePath } from '../../route-table'
import { usePage } from '../page-context'
import { Picture } from '../picture'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { Icon } from './icons'

/** How wide the hero's picture is shown (its preload in the head says the same). */
export const HERO_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw'

interface MarketingHeroProps {
  eyebrow?: string
  heading: string
  intro?: string
  /** generated artwork shown beside the text (above the fold: loaded at once) */
  image?: { key: string; alt: string }
  /** the trail after Home; inner pages have one */
  trail?: Crumb[]
  /** buttons under the introduction */
  actions?: ReactNode
  /** shown beside the text instead of an image (a form, a card) */
  aside?: ReactNode
  /** right under the heading, before the introduction (the home page's search) */
  lead?: ReactNode
  /** on a phone, the picture first, in a wide band, so the first screen shows one */
  imageFirst?: boolean
  children?: ReactNode
}

/** The top band of a marketing page: breadcrumbs, the page's only h1, its promise and actions. */
export function MarketingHero(props: MarketingHeroProps) {
  const { eyebrow, heading, intro, image, trail, actions, aside, lead, imageFirst, children } =
    props
  const split = Boolean(image || aside)
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        className={cn(
          'mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16',
          split && 'lg:grid-cols-2 lg:items-center',
          imageFirst && 'max-lg:gap-6 max-lg:pt-4'
        )}
      >
        <div className="min-w-0">
          {trail ? <Breadcrumbs trail={trail} className="mb-6" /> : null}
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-primary-700 uppercase rtl:text-right dark:text-primary-300">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl rtl:text-right dark:text-white">
            {heading}
          </h1>
          {lead}
          {intro ? (
            <p className="mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-700 rtl:text-right dark:text-slate-300">
              {intro}
            </p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {image ? (
          <div
            className={cn(
              'overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-900/5',
              imageFirst && 'max-lg:order-first'
            )}
          >
            <Picture
              image={image}
              sizes={HERO_SIZES}
              priority
              className={cn('aspect-[3/2] size-full', imageFirst && 'max-lg:aspect-[2/1]')}
            />
          </div>
        ) : (
          aside
        )}
      </div>
    </section>
  )
}

/** A closing call to action: a dark band with a heading, a line of text and buttons. */
export function CtaBand({
  heading,
  text,
  children,
  note,
  id,
}: {
  heading: string
  text: string
  children: ReactNode
  /** a line under the buttons (an address, opening hours) */
  note?: ReactNode
  id?: string
}) {
  return (
    <section id={id} className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-primary-950 px-6 py-12 text-center sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 200"
          className="pointer-events-none absolute inset-0 size-full opacity-25"
          preserveAspectRatio="xMidYMid slice"
        >
          <circle cx="40" cy="20" r="120" className="fill-primary-700" />
          <circle cx="380" cy="200" r="140" className="fill-secondary-800" />
        </svg>
        <div className="relative">
          <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-primary-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
          {note ? (
            <p className="mx-auto mt-8 max-w-2xl text-sm leading-6 text-primary-100">{note}</p>
          ) : null}
        </div>
      </div>
    </section>
  )
}

const ON_DARK_PRIMARY =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-primary-900 hover:bg-primary-50'
const ON_DARK_SECONDARY =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10'

/** The two buttons of most closing bands: book a consultation, or call the office. */
export function ConsultationActions({ label }: { label?: string }) {
  const { t, locale } = usePage()
  return (
    <>
      <a
        href={`${localePath('contact', locale.code)}?kind=consultation`}
        className={ON_DARK_PRIMARY}
      >
        {label ?? t('marketing.bookConsultation')}
      </a>
      <a href={COMPANY_PHONE_HREF} className={ON_DARK_SECONDARY}>
        <Icon name="phone" className="size-5" />
        <bdi>{COMPANY_PHONE}</bdi>
      </a>
    </>
  )
}

export { ON_DARK_PRIMARY, ON_DARK_SECONDARY }
