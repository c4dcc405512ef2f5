import { ConsultationActions, CtaBand, MarketingHero } from '../../components/marketing/hero'
import { cn } from '../../lib/cn'
import { Icon, IconTile, type IconName } from '../../components/marketing/icons'
import { FeatureCard, Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { usePage } from '../../components/page-context'
import { listTestimonials } from '../../content'
import { localePath } from '../../route-table'
import type { Testimonial } from '../../schemas/testimonial'
import { TestimonialGrid } from '../testimonial-grid'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import route from './route'
import en from '../../../locales/en.json'
import { log } from '../../lib/log'

const REASONS = [
  { key: 'independent', icon: 'target' },
  { key: 'offPlan', icon: 'shield' },
  { key: 'data', icon: 'chart' },
  { key: 'languages', icon: 'globe' },
  { key: 'endToEnd', icon: 'handshake' },
  { key: 'aftercare', icon: 'star' },
] as const satisfies readonly { key: string; icon: IconName }[]

type Answer = 'yes' | 'no' | 'sometimes'
type Row = keyof typeof en.whyChoosePage.compare.rows

/** Each row of the comparison, with what investors tell us they met elsewhere (we answer yes). */
const ROWS: readonly [Row, Answer][] = [
  ['consultant', 'sometimes'],
  ['numbers', 'no'],
  ['developers', 'sometimes'],
  ['languages', 'no'],
  ['visa', 'no'],
  ['management', 'sometimes'],
  ['remote', 'sometimes'],
]

interface WhyData {
  testimonials: Testimonial[]
}

function Mark({ answer }: { answer: Answer }) {
  const { t } = usePage()
  const styles: Record<Answer, string> = {
    yes: 'bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100',
    no: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
    sometimes: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold sm:gap-1.5 sm:px-3 sm:text-sm',
        styles[answer]
      )}
    >
      {answer === 'yes' ? <Icon name="check" className="size-4" /> : null}
      {t(`whyChoosePage.compare.${answer}`)}
    </span>
  )
}

// On a phone the three columns fit the screen (narrower cells and marks) rather than hiding
// the two answer columns behind a sideways scroll nobody sees
function Comparison() {
  const { t } = usePage()
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t('whyChoosePage.compare.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th
              scope="col"
              className="px-3 py-3 text-start text-sm font-semibold text-slate-700 sm:px-5 sm:py-4 dark:text-slate-300"
            >
              {t('whyChoosePage.compare.feature')}
            </th>
            <th
              scope="col"
              className="px-3 py-3 text-start text-sm font-semibold text-primary-800 sm:px-5 sm:py-4 dark:text-primary-300"
            >
              {t('whyChoosePage.compare.us')}
            </th>
            <th
              scope="col"
              className="px-3 py-3 text-start text-sm font-semibold text-slate-700 sm:px-5 sm:py-4 dark:text-slate-300"
            >
              {t('whyChoosePage.compare.typical')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {ROWS.map(([key, typical]) => (
            <tr key={key}>
              <th
                scope="row"
                className="px-3 py-3 text-start text-sm font-medium text-slate-900 sm:px-5 sm:py-4 sm:text-base rtl:text-right dark:text-white"
              >
                {t(`whyChoosePage.compare.rows.${key}`)}
              </th>
              <td className="px-3 py-3 sm:px-5 sm:py-4">
                <Mark answer="yes" />
              </td>
              <td className="px-3 py-3 sm:px-5 sm:py-4">
                <Mark answer={typical} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function WhyChoose({ data }: { data: WhyData }) {
  const { t, locale } = usePage()
  return (
    <>
      <MarketingHero
        eyebrow={t('whyChoosePage.eyebrow')}
        heading={t('pages.whyChoose.heading')}
        intro={t('pages.whyChoose.intro')}
        image={{ key: 'penthouse-terrace', alt: t('whyChoosePage.imageAlt') }}
        trail={[{ name: t('pages.whyChoose.title'), page: 'why-choose' }]}
      >
        <StatList items={generalStats(t).slice(0, 3)} className="mt-10 sm:grid-cols-3!" />
      </MarketingHero>
      <Section
        id="reasons"
        heading={t('whyChoosePage.reasons.heading')}
        intro={t('whyChoosePage.reasons.intro')}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={<IconTile name={icon} />}
              title={t(`whyChoosePage.reasons.${key}.title`)}
            >
              {t(`whyChoosePage.reasons.${key}.text`)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="figures"
        tone="brand"
        heading={t('whyChoosePage.figures.heading')}
        intro={t('whyChoosePage.figures.intro')}
      >
        <StatList items={generalStats(t)} tone="dark" />
      </Section>
      <Section
        id="compare"
        heading={t('whyChoosePage.compare.heading')}
        intro={t('whyChoosePage.compare.intro')}
      >
        <Comparison />
      </Section>
      {data.testimonials.length ? (
        <Section
          id="testimonials"
          tone="muted"
          heading={t('whyChoosePage.proof.heading')}
          intro={t('whyChoosePage.proof.intro')}
        >
          <TestimonialGrid testimonials={data.testimonials} />
          <p className="mt-8 text-center">
            <a
              href={localePath('client-reviews', locale.code)}
              className="font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
            >
              {t('marketing.readReviews')}
            </a>
          </p>
        </Section>
      ) : null}
      <CtaBand heading={t('whyChoosePage.cta.heading')} text={t('whyChoosePage.cta.text')}>
        <ConsultationActions />
      </CtaBand>
    </>
  )
}

async function load(ctx: ViewContext): Promise<WhyData> {
  const list = await listTestimonials(ctx.env, ctx.locale.code, { pageSize: 3 }).catch(
    (error: unknown) => {
      log.error('why-choose.testimonials-unavailable', { error })
      return { items: [] }
    }
  )
  return { testimonials: list.items }
}

export default definePage(route, {
  resolve: async (ctx) => ({
    meta: routeMeta(route, ctx.t, { hero: true }),
    data: await load(ctx),
  }),
  Component: WhyChoose,
})
