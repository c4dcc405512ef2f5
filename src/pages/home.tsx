import { Island } from '../components/island'
import {
  CtaBand,
  MarketingHero,
  ON_DARK_PRIMARY,
  ON_DARK_SECONDARY,
} from '../components/marketing/hero'
import { ExpertCards } from '../components/marketing/experts'
import { Icon, IconTile, type IconName } from '../components/marketing/icons'
import { CheckList, Section } from '../components/marketing/section'
import { generalStats, StatList } from '../components/marketing/stats'
import { organizationLd, realEstateAgentLd } from '../components/marketing/structured-data'
import { Timeline } from '../components/marketing/timeline'
import { WorldMap } from '../components/marketing/world-map'
import { JsonLd } from '../components/json-ld'
import { usePage } from '../components/page-context'
import { Picture } from '../components/picture'
import { PropertyGrid } from './property-grid'
import { buttonClass } from '../components/ui/button'
import { listAgents, listProperties, listTestimonials } from '../content'
import TestimonialList from '../islands/testimonial-list'
import type { MessageKey } from '../i18n/messages'
import { COMPANY_EMAIL, COMPANY_PHONE, COMPANY_PHONE_HREF } from '../lib/company'
import { whatsappHref } from '../lib/contact-links'
import { localePath } from '../route-table'
import type { Agent } from '../schemas/agent'
import type { Page } from '../schemas/common'
import { MAX_PAGE_SIZE, parseLenient, TestimonialQuerySchema } from '../schemas/content-query'
import type { PropertySummary } from '../schemas/property'
import type { Testimonial } from '../schemas/testimonial'
import { template } from './content-labels'
import { HeroSearch } from './home-search'
import { marketingMeta } from './marketing'
import type { PageView, ViewContext } from './types'

/** The in-page anchors of the hero's links (SPEC.md section 2). */
export const HOME_ANCHORS = {
  journey: 'start-your-journey',
  transform: 'transform-spaces',
  expert: 'connect-with-expert',
  contact: 'contact-us',
} as const

const SERVICES: { key: string; icon: IconName }[] = [
  { key: 'mortgage', icon: 'coins' },
  { key: 'buy', icon: 'key' },
  { key: 'sell', icon: 'tag' },
  { key: 'furnishing', icon: 'sofa' },
  { key: 'management', icon: 'wrench' },
  { key: 'goldenVisa', icon: 'passport' },
]

const LOCATIONS = [
  { key: 'marina', slug: 'dubai-marina', image: 'marina-towers' },
  { key: 'downtown', slug: 'downtown-dubai', image: 'downtown-night' },
  { key: 'businessBay', slug: 'business-bay', image: 'business-bay-canal' },
  { key: 'palm', slug: 'palm-jumeirah', image: 'palm-beach' },
  { key: 'hills', slug: 'dubai-hills-estate', image: 'hills-villa' },
] as const

const TRUST: { key: string; icon: IconName }[] = [
  { key: 'licensed', icon: 'shield' },
  { key: 'transparent', icon: 'document' },
  { key: 'multilingual', icon: 'globe' },
  { key: 'aftercare', icon: 'handshake' },
]

/** Testimonials come three at a time on the home page. */
const TESTIMONIALS_PAGE_SIZE = 3

interface HomeData {
  featured: PropertySummary[]
  developers: { name: string; count: number }[]
  agents: Agent[]
  testimonials: Page<Testimonial>
  loadedPages: number
}

const emptyPage = <T,>(): Page<T> => ({ items: [], page: 1, pageSize: 0, total: 0 })

/** A list the page can do without: if the content source fails, the section is left out. */
function orEmpty<T>(list: Promise<Page<T>>): Promise<Page<T>> {
  return list.catch((error: unknown) => {
    console.error('home: content unavailable', error)
    return emptyPage<T>()
  })
}

async function load(ctx: ViewContext): Promise<HomeData> {
  const { env, url, locale } = ctx
  const page = parseLenient(TestimonialQuerySchema, Object.fromEntries(url.searchParams)).page ?? 1
  const loadedPages = Math.min(page, Math.floor(MAX_PAGE_SIZE / TESTIMONIALS_PAGE_SIZE))
  const [properties, agents, testimonials] = await Promise.all([
    // one read serves the featured listings (newest first) and the developers we sell for
    orEmpty(listProperties(env, locale.code, { pageSize: MAX_PAGE_SIZE })),
    orEmpty(listAgents(env, locale.code, { pageSize: 4 })),
    orEmpty(
      listTestimonials(env, locale.code, {
        page: 1,
        pageSize: loadedPages * TESTIMONIALS_PAGE_SIZE,
      })
    ),
  ])
  const featured = properties.items.filter((property) => property.featured).slice(0, 6)
  const counts = new Map<string, number>()
  for (const property of properties.items) {
    counts.set(property.developer, (counts.get(property.developer) ?? 0) + 1)
  }
  const developers = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  return {
    featured,
    developers,
    agents: agents.items,
    testimonials,
    loadedPages,
  }
}

function Hero() {
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
        <ul className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          {links.map(([key, id], index) => (
            <li key={key}>
              <a
                href={`#${id}`}
                className={`${buttonClass(index === 0 ? 'primary' : 'secondary')} w-full text-center sm:min-h-12 sm:w-auto sm:px-6 sm:text-base`}
              >
                {t(`home.heroNav.${key}` as MessageKey)}
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

function Experience() {
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

function Featured({ properties }: { properties: PropertySummary[] }) {
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

function Services() {
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
            const title = t(`home.services.${key}.title` as MessageKey)
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
                    {t(`home.services.${key}.text` as MessageKey)}
                  </p>
                  <CheckList
                    items={(['i1', 'i2', 'i3'] as const).map((item) =>
                      t(`home.services.${key}.${item}` as MessageKey)
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

function Experts({ agents }: { agents: Agent[] }) {
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

function Locations() {
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
              className={`group relative overflow-hidden rounded-3xl bg-slate-900 ${index < 2 ? 'lg:col-span-3' : 'lg:col-span-2'}`}
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

function Trust() {
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
              {t(`home.trust.${key}.title` as MessageKey)}
            </h3>
            <p className="mt-2 leading-7 text-primary-100 rtl:text-right">
              {t(`home.trust.${key}.text` as MessageKey)}
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

function Testimonials({ data }: { data: HomeData }) {
  const { t, locale } = usePage()
  if (!data.testimonials.total) return null
  return (
    <Section
      id="testimonials"
      eyebrow={t('home.testimonials.eyebrow')}
      heading={t('home.testimonials.heading')}
      intro={t('home.testimonials.intro')}
    >
      <Island
        name="testimonial-list"
        hydrate="interaction"
        component={TestimonialList}
        props={{
          localeIso: locale.iso,
          items: data.testimonials.items,
          total: data.testimonials.total,
          loadedPages: data.loadedPages,
          pageSize: TESTIMONIALS_PAGE_SIZE,
          labels: {
            list: t('marketing.reviewsList'),
            ratingLabel: template(t, 'marketing.ratingOutOf', 'rating'),
            loadMore: t('marketing.loadMore'),
            loading: t('marketing.loading'),
            loadError: t('marketing.loadError'),
            showing: t.plural('marketing.showingReviews', data.testimonials.total, {
              shown: '{{shown}}',
            }),
          },
        }}
      />
      <p className="mt-6 text-center">
        <a
          href={localePath('client-reviews', locale.code)}
          className="font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
        >
          {t('marketing.readReviews')}
        </a>
      </p>
    </Section>
  )
}

function Global() {
  const { t } = usePage()
  return (
    <Section
      id="global-presence"
      tone="muted"
      eyebrow={t('home.global.eyebrow')}
      heading={t('home.global.heading')}
      intro={t('home.global.intro')}
    >
      <WorldMap />
    </Section>
  )
}

function Developers({ developers }: { developers: HomeData['developers'] }) {
  const { t } = usePage()
  if (!developers.length) return null
  return (
    <Section
      id="partners-and-developers"
      heading={t('company.developers.heading')}
      intro={t('company.developers.intro')}
      centered
    >
      <ul
        aria-label={t('company.developers.listLabel')}
        className="flex flex-wrap justify-center gap-3"
      >
        {developers.map((developer) => (
          <li
            key={developer.name}
            className="rounded-xl border border-slate-200 px-5 py-3 text-base font-semibold tracking-tight text-slate-700 dark:border-slate-700 dark:text-slate-200"
          >
            {developer.name}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('company.developers.note')}
      </p>
    </Section>
  )
}

function Contact() {
  const { t, locale } = usePage()
  const contact = localePath('contact', locale.code)
  return (
    <CtaBand
      id={HOME_ANCHORS.contact}
      heading={t('home.contact.heading')}
      text={t('home.contact.intro')}
      note={t('home.contact.note', {
        address: t('company.offices.dubai.street'),
        hours: `${t('company.hours.weekdays')} ${t('company.hours.weekdaysTime')}`,
      })}
    >
      <a href={`${contact}?kind=consultation`} className={ON_DARK_PRIMARY}>
        {t('marketing.bookConsultation')}
      </a>
      <a href={COMPANY_PHONE_HREF} className={ON_DARK_SECONDARY}>
        <Icon name="phone" className="size-5" />
        <bdi>{COMPANY_PHONE}</bdi>
      </a>
      <a href={whatsappHref('home', locale.code)} rel="nofollow" className={ON_DARK_SECONDARY}>
        {t('property.whatsapp')}
      </a>
      <a href={`mailto:${COMPANY_EMAIL}`} className={ON_DARK_SECONDARY}>
        <Icon name="mail" className="size-5" />
        {COMPANY_EMAIL}
      </a>
    </CtaBand>
  )
}

function Home({ data }: { data: HomeData }) {
  const { t, locale, origin } = usePage()
  return (
    <>
      <Hero />
      <Experience />
      <Featured properties={data.featured} />
      <Services />
      <Experts agents={data.agents} />
      <Locations />
      <Trust />
      <Testimonials data={data} />
      <Global />
      <Developers developers={data.developers} />
      <Contact />
      <JsonLd data={organizationLd(t, locale, origin)} />
      <JsonLd data={realEstateAgentLd(t, locale, origin)} />
    </>
  )
}

export const homeView: PageView<HomeData> = {
  meta: marketingMeta('index', 'downtown-skyline', { hero: true }),
  load,
  Component: Home,
}
