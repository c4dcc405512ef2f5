import { cn } from '../../lib/cn'
import { Icon, type IconName } from '../../components/marketing/icons'
import { Section } from '../../components/marketing/section'
import { usePage } from '../../components/page-context'
import { Picture } from '../../components/picture'
import { localePath } from '../../route-table'

// Where and why: the communities we sell in and why investors trust us.

export const LOCATIONS = [
  { key: 'marina', slug: 'dubai-marina', image: 'marina-towers' },
  { key: 'downtown', slug: 'downtown-dubai', image: 'downtown-night' },
  { key: 'businessBay', slug: 'business-bay', image: 'business-bay-canal' },
  { key: 'palm', slug: 'palm-jumeirah', image: 'palm-beach' },
  { key: 'hills', slug: 'dubai-hills-estate', image: 'hills-villa' },
] as const

export const TRUST = [
  { key: 'licensed', icon: 'shield' },
  { key: 'transparent', icon: 'document' },
  { key: 'multilingual', icon: 'globe' },
  { key: 'aftercare', icon: 'handshake' },
] as const satisfies readonly { key: string; icon: IconName }[]

/** Testimonials come three at a time on the home page. */
export function Locations() {
  const { t, locale } = usePage()
  const catalog = localePath('catalog', locale.code)
  return (
    <Section
      id="location-spotlight"
      eyebrow={t('home.locations.eyebrow')}
      heading={t('home.locations.heading')}
      intro={t('home.locations.intro')}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
        {LOCATIONS.map(({ key, slug, image }, index) => {
          const name = t(`home.locations.${key}.name`)
          return (
            <li
              key={key}
              className={cn(
                'group relative overflow-hidden rounded-3xl bg-slate-900',
                index < 2 ? 'lg:col-span-3' : 'lg:col-span-2'
              )}
            >
              <Picture
                image={{ key: image, alt: t(`home.locations.${key}.imageAlt`) }}
                sizes={
                  index < 2 ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 33vw, 100vw'
                }
                className="aspect-[4/3] size-full opacity-90 transition-transform duration-500 group-hover:scale-105"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-transparent" />
              <div className="absolute inset-x-0 bottom-0 p-5 sm:p-6">
                <p className="mb-2 inline-block rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-900">
                  {t(`home.locations.${key}.tag`)}
                </p>
                <h3 className="text-2xl font-bold text-white rtl:text-right">
                  <a
                    href={`${catalog}?location=${slug}`}
                    className="after:absolute after:inset-0"
                    aria-label={t('home.locations.explore', { area: name })}
                  >
                    {name}
                  </a>
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-100 rtl:text-right">
                  {t(`home.locations.${key}.text`)}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export function Trust() {
  const { t } = usePage()
  return (
    <Section
      id="trusted-partner"
      tone="brand"
      eyebrow={t('home.trust.eyebrow')}
      heading={t('home.trust.heading')}
      intro={t('home.trust.intro')}
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map(({ key, icon }) => (
          <div key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-800 text-primary-100">
              <Icon name={icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white rtl:text-right">
              {t(`home.trust.${key}.title`)}
            </h3>
            <p className="mt-2 leading-7 text-primary-100 rtl:text-right">
              {t(`home.trust.${key}.text`)}
            </p>
          </div>
        ))}
      </div>
      <ul className="mt-10 flex flex-wrap gap-3 text-sm font-semibold">
        {[t('company.rating'), t('company.investors'), t('home.trust.satisfaction')].map(
          (claim) => (
            <li key={claim} className="rounded-full bg-white/10 px-4 py-2 text-white">
              <span className="rtl:text-right">{claim}</span>
            </li>
          )
        )}
      </ul>
    </Section>
  )
}
