import { ExpertCards } from '../../components/marketing/experts'
import { Icon, IconTile, type IconName } from '../../components/marketing/icons'
import { CheckList, Section } from '../../components/marketing/section'
import { usePage } from '../../components/page-context'
import { Picture } from '../../components/picture'
import { PropertyGrid } from '../property-grid'
import { buttonClass } from '../../components/ui/button'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import type { PropertySummary } from '../../schemas/property'
import { HOME_ANCHORS } from './hero'

// What we offer: featured listings, the services and the consultants.

export const SERVICES = [
  { key: 'mortgage', icon: 'coins' },
  { key: 'buy', icon: 'key' },
  { key: 'sell', icon: 'tag' },
  { key: 'furnishing', icon: 'sofa' },
  { key: 'management', icon: 'wrench' },
  { key: 'goldenVisa', icon: 'passport' },
] as const satisfies readonly { key: string; icon: IconName }[]

export function Featured({ properties }: { properties: PropertySummary[] }) {
  const { t, locale } = usePage()
  return (
    <Section
      id="featured-properties"
      tone="muted"
      eyebrow={t('home.featured.eyebrow')}
      heading={t('home.featured.heading')}
      intro={t('home.featured.intro')}
    >
      {properties.length ? (
        <PropertyGrid properties={properties} />
      ) : (
        <p className="text-slate-700 rtl:text-right dark:text-slate-300">
          {t('home.featured.empty')}
        </p>
      )}
      <div className="mt-10 flex justify-center">
        <a href={localePath('catalog', locale.code)} className={buttonClass('secondary', 'lg')}>
          {t('home.featured.viewAll')}
        </a>
      </div>
    </Section>
  )
}

export function Services() {
  const { t, locale } = usePage()
  const contact = localePath('contact', locale.code)
  return (
    <Section
      id={HOME_ANCHORS.transform}
      eyebrow={t('home.services.eyebrow')}
      heading={t('home.services.heading')}
      intro={t('home.services.intro')}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="overflow-hidden rounded-3xl shadow-lg ring-1 ring-slate-900/5 max-lg:hidden">
          <Picture
            image={{ key: 'interior-living-sea', alt: '' }}
            sizes="(min-width: 1280px) 480px, 40vw"
            className="aspect-[4/5] size-full"
          />
        </div>
        <div className="grid gap-3">
          {SERVICES.map(({ key, icon }, index) => {
            const title = t(`home.services.${key}.title`)
            return (
              <details
                key={key}
                open={index === 0}
                className="group rounded-2xl border border-slate-200 bg-white open:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <summary className="flex min-h-16 cursor-pointer list-none items-center gap-4 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
                  <IconTile name={icon} />
                  <span className="flex-1 text-lg font-semibold text-slate-900 rtl:text-right dark:text-white">
                    {title}
                  </span>
                  <Icon
                    name="arrow"
                    className="size-5 text-slate-500 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
                  />
                </summary>
                <div className="grid gap-4 px-4 pb-5 sm:px-5 sm:ps-21">
                  <p className="leading-7 text-slate-700 rtl:text-right dark:text-slate-300">
                    {t(`home.services.${key}.text`)}
                  </p>
                  <CheckList
                    items={(['i1', 'i2', 'i3'] as const).map((item) =>
                      t(`home.services.${key}.${item}`)
                    )}
                  />
                  <a
                    href={`${contact}?kind=consultation`}
                    className="justify-self-start font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
                  >
                    {t('home.services.cta', { service: title })}
                  </a>
                </div>
              </details>
            )
          })}
        </div>
      </div>
    </Section>
  )
}

export function Experts({ agents }: { agents: Agent[] }) {
  const { t, locale } = usePage()
  return (
    <Section
      id={HOME_ANCHORS.expert}
      tone="muted"
      eyebrow={t('home.experts.eyebrow')}
      heading={t('home.experts.heading')}
      intro={t('home.experts.intro')}
    >
      {agents.length ? <ExpertCards agents={agents} /> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a href={localePath('our-team', locale.code)} className={buttonClass('secondary', 'lg')}>
          {t('marketing.meetTeam')}
        </a>
        <a
          href={`${localePath('contact', locale.code)}?kind=consultation`}
          className={buttonClass('primary', 'lg')}
        >
          {t('marketing.bookConsultation')}
        </a>
      </div>
    </Section>
  )
}
