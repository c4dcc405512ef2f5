import { cn } from '../../lib/cn'
import { MarketingHero } from '../../components/marketing/hero'
import { Icon } from '../../components/marketing/icons'
import { Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { Timeline } from '../../components/marketing/timeline'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import { HeroSearch } from './search'
import { LOCATIONS } from './places'

// The first screen: the promise, the search and the hero's in-page links, then the figures.

/** The in-page anchors of the hero's links (SPEC.md section 2). */
export const HOME_ANCHORS = {
  journey: 'start-your-journey',
  transform: 'transform-spaces',
  expert: 'connect-with-expert',
  contact: 'contact-us',
} as const

export function Hero() {
  const { t } = usePage()
  const links = Object.entries(HOME_ANCHORS) as [keyof typeof HOME_ANCHORS, string][]
  return (
    <MarketingHero
      eyebrow={t('home.eyebrow')}
      heading={t('pages.home.heading')}
      intro={t('pages.home.intro')}
      image={{ key: 'downtown-skyline', alt: t('home.heroImageAlt') }}
      imageFirst
      lead={
        <HeroSearch
          locations={LOCATIONS.map(({ key, slug }) => ({
            slug,
            name: t(`home.locations.${key}.name`),
          }))}
        />
      }
    >
      <nav aria-label={t('home.heroNavLabel')} className="mt-8">
        {/* Two to a row on a phone, each label on one line: a label too long for half the
            width takes the whole row (Turkish, Dutch, Romanian) rather than wrapping */}
        <ul className="flex flex-wrap gap-2 sm:gap-3">
          {links.map(([key, id], index) => (
            <li key={key} className="grow basis-[calc(50%-0.25rem)] sm:grow-0 sm:basis-auto">
              <a
                href={`#${id}`}
                className={cn(
                  buttonClass(index === 0 ? 'primary' : 'secondary', 'sm'),
                  'w-full text-center whitespace-nowrap sm:min-h-12 sm:w-auto sm:px-6 sm:text-base'
                )}
              >
                {t(`home.heroNav.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-8 grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {(['yield', 'tax', 'downPayment', 'studio'] as const).map((key) => (
          <li key={key} className="flex items-center gap-2">
            <Icon name="check" className="size-4 text-primary-700 dark:text-primary-400" />
            <span className="rtl:text-right">{t(`home.highlights.${key}`)}</span>
          </li>
        ))}
      </ul>
    </MarketingHero>
  )
}

export function Experience() {
  const { t } = usePage()
  return (
    <Section
      id={HOME_ANCHORS.journey}
      eyebrow={t('home.experience.eyebrow')}
      heading={t('home.experience.heading')}
      intro={t('home.experience.intro')}
    >
      <StatList items={generalStats(t)} />
      <h3 className="mt-14 text-xl font-semibold text-slate-900 dark:text-white">
        {t('home.experience.milestonesHeading')}
      </h3>
      <div className="mt-6">
        <Timeline />
      </div>
    </Section>
  )
}
