import type { ReactNode } from 'react'
import { ExpertCards } from '../../components/marketing/experts'
import { FaqSection } from '../../components/marketing/faq'
import { CtaBand, MarketingHero, ON_DARK_PRIMARY } from '../../components/marketing/hero'
import { Icon, IconTile, type IconName } from '../../components/marketing/icons'
import { CheckList, FeatureCard, Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { YieldChart, type YieldBar } from '../../components/marketing/yield-chart'
import { usePage } from '../../components/page-context'
import { listAgents, listTestimonials } from '../../content'
import { formatAmountInWords } from '../../lib/compact-money'
import { formatMoney } from '../../lib/currency'
import { RESIDENCE_ROUTES, usdFromAed } from '../../lib/residency'
import type { Agent } from '../../schemas/agent'
import type { Testimonial } from '../../schemas/testimonial'
import { TestimonialGrid } from '../testimonial-grid'
import type { ViewContext } from '../page'
import { listFormat, numberFormat } from '../../i18n/intl'
import { percentRange } from '../../lib/percent-range'

// The marketing content of /high-rentals around its lead form (src/pages/form-pages.tsx), in
// the order of SPEC.md: hero with the form and the 8 reasons, why investors choose us, the
// yield comparison, experts, UAE residency, testimonials, FAQ and the closing call to action.

const REASONS = [
  { key: 'yields', icon: 'chart' },
  { key: 'tax', icon: 'percent' },
  { key: 'payment', icon: 'calendar' },
  { key: 'visa', icon: 'passport' },
  { key: 'currency', icon: 'coins' },
  { key: 'demand', icon: 'users' },
  { key: 'safety', icon: 'shield' },
  { key: 'regulation', icon: 'document' },
] as const satisfies readonly { key: string; icon: IconName }[]

/** Indicative gross yields of city apartments, rounded; Dubai is the range across communities. */
type City = 'dubai' | 'london' | 'newYork' | 'singapore' | 'paris' | 'hongKong'
const YIELDS: { key: City; low: number; high?: number }[] = [
  { key: 'dubai', low: 6, high: 12 },
  { key: 'london', low: 3.7 },
  { key: 'newYork', low: 3.3 },
  { key: 'singapore', low: 3.2 },
  { key: 'paris', low: 3.1 },
  { key: 'hongKong', low: 2.9 },
]

export interface HighRentalsData {
  agents: Agent[]
  testimonials: Testimonial[]
}

export async function loadHighRentals({ env, locale }: ViewContext): Promise<HighRentalsData> {
  const [agents, testimonials] = await Promise.all([
    listAgents(env, locale.code, { pageSize: 4 }).catch(() => ({ items: [] })),
    listTestimonials(env, locale.code, { pageSize: 3 }).catch(() => ({ items: [] })),
  ])
  return { agents: agents.items, testimonials: testimonials.items }
}

/** The hero: the promise on one side, the landing page's lead form on the other. */
export function HighRentalsHero({ form }: { form: ReactNode }) {
  const { t } = usePage()
  return (
    <MarketingHero
      eyebrow={t('highRentalsPage.eyebrow')}
      heading={t('pages.highRentals.heading')}
      intro={t('pages.highRentals.intro')}
      trail={[{ name: t('pages.highRentals.title'), page: 'high-rentals' }]}
      aside={form}
    >
      <CheckList
        className="mt-8"
        items={(['yield', 'tax', 'downPayment', 'visa'] as const).map((key) =>
          t(`highRentalsPage.highlights.${key}`)
        )}
      />
      <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700">
        <Icon name="star" className="size-4 text-amber-500" />
        <span>{t('highRentalsPage.rating')}</span>
      </p>
    </MarketingHero>
  )
}

function Reasons() {
  const { t } = usePage()
  return (
    <Section
      id="reasons"
      heading={t('highRentalsPage.reasons.heading')}
      intro={t('highRentalsPage.reasons.intro')}
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ key, icon }) => (
          <li key={key}>
            <FeatureCard
              icon={<IconTile name={icon} />}
              title={t(`highRentalsPage.reasons.${key}.title`)}
            >
              {t(`highRentalsPage.reasons.${key}.text`)}
            </FeatureCard>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function WhyUs() {
  const { t } = usePage()
  return (
    <Section
      id="why-us"
      tone="muted"
      heading={t('highRentalsPage.whyUs.heading')}
      intro={t('highRentalsPage.whyUs.intro')}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <CheckList
          className="content-start"
          items={(['i1', 'i2', 'i3', 'i4', 'i5'] as const).map((item) =>
            t(`highRentalsPage.whyUs.${item}`)
          )}
        />
        <StatList items={generalStats(t)} className="self-start sm:grid-cols-2!" />
      </div>
    </Section>
  )
}

function Comparison() {
  const { t, locale } = usePage()
  const percent = numberFormat(locale.iso, { style: 'percent', maximumFractionDigits: 1 })
  const pct = (value: number) => percent.format(value / 100)
  const range = (low: number, high: number) =>
    t('highRentalsPage.compare.range', percentRange(locale, low, high))
  const bars: YieldBar[] = YIELDS.map((city) => ({
    label: t(`highRentalsPage.compare.${city.key}`),
    low: city.low,
    high: city.high,
    highlight: city.key === 'dubai',
  }))
  const summary = listFormat(locale.iso, { type: 'conjunction' }).format(
    bars.map((bar) =>
      t('highRentalsPage.compare.summaryItem', {
        city: bar.label,
        yield: bar.high ? range(bar.low, bar.high) : pct(bar.low),
      })
    )
  )
  return (
    <Section
      id="yield-comparison"
      heading={t('highRentalsPage.compare.heading')}
      intro={t('highRentalsPage.compare.intro')}
      beside={{}}
    >
      <figure>
        <YieldChart
          bars={bars}
          title={t('highRentalsPage.compare.chartTitle', { summary })}
          rangeLabel={range}
        />
        <figcaption className="mt-6 text-sm leading-6 text-slate-600 rtl:text-right dark:text-slate-400">
          {t('highRentalsPage.compare.note')}
        </figcaption>
      </figure>
    </Section>
  )
}

function Residency() {
  const { t, locale } = usePage()
  return (
    <Section
      id="uae-residency"
      tone="muted"
      heading={t('highRentalsPage.residency.heading')}
      intro={t('highRentalsPage.residency.intro')}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {RESIDENCE_ROUTES.map((route) => (
          <li
            key={route.route}
            className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
              {t.plural('highRentalsPage.residency.years', route.years)}
            </p>
            <h3 className="text-xl font-bold text-slate-900 rtl:text-right dark:text-white">
              {t(`highRentalsPage.residency.${route.route}.title`)}
            </h3>
            <p className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              {t('highRentalsPage.residency.minimum', {
                amount: formatAmountInWords(locale.iso, route.minimumAed, 'AED'),
              })}
            </p>
            <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('highRentalsPage.residency.minimumUsd', {
                usd: formatMoney(locale.iso, usdFromAed(route.minimumAed), 'USD'),
              })}
            </p>
            <p className="leading-7 text-slate-700 rtl:text-right dark:text-slate-300">
              {t(`highRentalsPage.residency.${route.route}.text`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-4xl rounded-2xl bg-white p-5 text-sm leading-6 text-slate-700 ring-1 ring-slate-200 rtl:text-right dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800">
        {t('highRentalsPage.residency.note')}
      </p>
    </Section>
  )
}

export function HighRentalsMore({ data }: { data: HighRentalsData }) {
  const { t } = usePage()
  return (
    <>
      <Reasons />
      <WhyUs />
      <Comparison />
      {data.agents.length ? (
        <Section
          id="experts"
          heading={t('highRentalsPage.experts.heading')}
          intro={t('highRentalsPage.experts.intro')}
        >
          <ExpertCards agents={data.agents} />
        </Section>
      ) : null}
      <Residency />
      {data.testimonials.length ? (
        <Section
          id="testimonials"
          heading={t('highRentalsPage.testimonials.heading')}
          intro={t('highRentalsPage.testimonials.intro')}
        >
          <TestimonialGrid testimonials={data.testimonials} />
        </Section>
      ) : null}
      <FaqSection
        heading={t('highRentalsPage.faq.heading')}
        items={(['q1', 'q2', 'q3', 'q4', 'q5'] as const).map((q) => ({
          question: t(`highRentalsPage.faq.${q}.question`),
          answer: t(`highRentalsPage.faq.${q}.answer`),
        }))}
      />
      <CtaBand heading={t('highRentalsPage.cta.heading')} text={t('highRentalsPage.cta.text')}>
        <a href="#lead-form" className={ON_DARK_PRIMARY}>
          {t('highRentalsPage.cta.button')}
        </a>
      </CtaBand>
    </>
  )
}
