import { LeadFormIsland } from '../../placements/lead-form-island'
import { ContactBar } from '../../components/contact-bar'
import { FaqSection } from '../../components/marketing/faq'
import { MarketingHero } from '../../components/marketing/hero'
import { Icon, IconTile } from '../../components/marketing/icons'
import { PaymentPlanBar } from '../../components/marketing/payment-plan'
import { CheckList, FeatureCard, Section } from '../../components/marketing/section'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import { formatNumber } from '../../i18n/format'
import { formatMoney } from '../../lib/currency'
import type { MessageKey } from '../../i18n/messages'
import { usdFromAed } from '../../lib/residency'
import type { Project } from './projects'
import { listFormat, numberFormat } from '../../i18n/intl'

const ITEMS4 = ['i1', 'i2', 'i3', 'i4'] as const
const ITEMS6 = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6'] as const
const QUESTIONS = ['q1', 'q2', 'q3', 'q4'] as const

/** The keys under a section of en.json, e.g. `faq.heading` under `viennaPage`. */
type KeysUnder<Section extends string, K = MessageKey> = K extends `${Section}.${infer Rest}`
  ? Rest
  : never
/** Both projects' sections have the same keys: the landing page names them once. */
type ProjectKey = KeysUnder<'viennaPage'> & KeysUnder<'viennaRakPage'>

export function ProjectLanding({ project }: { project: Project }) {
  const { t, locale } = usePage()
  const m = (key: ProjectKey, params?: Record<string, string | number>) =>
    t(`${project.messages}.${key}`, params)
  const key = project.page === 'vienna' ? 'vienna' : 'viennaRak'
  const usd = (aed: number) => formatMoney(locale.iso, usdFromAed(aed), 'USD')
  const percent = numberFormat(locale.iso, { style: 'percent' })
  const unitName = (bedrooms: number) =>
    bedrooms === 0 ? t('catalog.card.studio') : t.plural('catalog.card.bedrooms', bedrooms)
  const stages = [
    { label: t('marketing.planBooking'), percent: project.plan[0] },
    { label: t('marketing.planConstruction'), percent: project.plan[1] },
    { label: t('marketing.planHandover'), percent: project.plan[2] },
  ]
  // each stage's share as a sentence of its own language ("10 % bei Reservierung"), listed
  const stageShares = (
    ['planSummaryBooking', 'planSummaryConstruction', 'planSummaryHandover'] as const
  ).map((summary, index) =>
    t(`marketing.${summary}`, { percent: percent.format(project.plan[index]! / 100) })
  )
  const facts: [string, string][] = [
    [m('facts.price'), usd(project.units[0]!.fromAed)],
    [m('facts.handover'), m('facts.handoverValue')],
    [m('facts.plan'), m('facts.planValue')],
    [m('facts.location'), m('facts.locationValue')],
  ]
  return (
    <>
      <MarketingHero
        eyebrow={m('eyebrow')}
        heading={t(`pages.${key}.heading`)}
        intro={t(`pages.${key}.intro`)}
        image={{ key: project.image, alt: m('imageAlt') }}
        trail={[{ name: t(`pages.${key}.title`), page: project.page }]}
        actions={
          <a href="#enquire" className={buttonClass('primary', 'lg')}>
            {m('register')}
          </a>
        }
      >
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-slate-200 pt-6 dark:border-slate-800">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-600 rtl:text-right dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 rtl:text-right dark:text-white">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </MarketingHero>
      <Section id="overview" heading={m('overview.heading')}>
        <div className="grid max-w-3xl gap-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
          <p className="rtl:text-right">{m('overview.p1')}</p>
          <p className="rtl:text-right">{m('overview.p2')}</p>
        </div>
      </Section>
      <Section id="highlights" tone="muted" heading={m('highlights.heading')}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {project.highlights.map(({ key: item, icon, title, text }) => (
            <FeatureCard key={item} icon={<IconTile name={icon} />} title={t(title)}>
              {t(text)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section id="apartments" heading={m('units.heading')} intro={m('units.intro')}>
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[32rem] border-collapse">
            <caption className="sr-only">{m('units.caption')}</caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {[m('units.type'), m('units.size'), m('units.from')].map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    className="px-5 py-4 text-start text-sm font-semibold text-slate-700 dark:text-slate-300"
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {project.units.map((unit) => (
                <tr key={unit.bedrooms}>
                  <th
                    scope="row"
                    className="px-5 py-4 text-start font-semibold text-slate-900 dark:text-white"
                  >
                    {unitName(unit.bedrooms)}
                  </th>
                  <td className="px-5 py-4 text-slate-700 dark:text-slate-300">
                    {m('units.sizeRange', {
                      min: formatNumber(locale, unit.minSqft),
                      max: formatNumber(locale, unit.maxSqft),
                    })}
                  </td>
                  <td className="px-5 py-4">
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {usd(unit.fromAed)}
                    </span>
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {t('marketing.aedPrice', { amount: formatNumber(locale, unit.fromAed) })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="payment-plan" tone="muted" heading={m('plan.heading')} intro={m('plan.intro')}>
        <div className="max-w-4xl">
          <PaymentPlanBar
            stages={stages}
            title={m('plan.chartTitle', {
              summary: listFormat(locale.iso, { type: 'conjunction' }).format(stageShares),
            })}
          />
        </div>
      </Section>
      <Section id="location" heading={m('location.heading')} intro={m('location.intro')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <ul className="grid gap-3">
            {ITEMS4.map((item) => (
              <li
                key={item}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <Icon name="pin" className="size-5 text-primary-700 dark:text-primary-400" />
                <span className="text-slate-800 rtl:text-right dark:text-slate-200">
                  {m(`location.${item}`)}
                </span>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
              {m('amenities.heading')}
            </h3>
            <CheckList
              className="mt-5 sm:grid-cols-2"
              items={ITEMS6.map((item) => m(`amenities.${item}`))}
            />
          </div>
        </div>
      </Section>
      <FaqSection
        heading={m('faq.heading')}
        items={QUESTIONS.map((q) => ({
          question: m(`faq.${q}.question`),
          answer: m(`faq.${q}.answer`),
        }))}
      />
      <Section id="enquire" heading={m('enquire.heading')} intro={m('enquire.text')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <LeadFormIsland kind="landing" showHeading={false} submit="leadForm.submitInterest" />
          </div>
          <div className="grid content-start gap-4 text-sm text-slate-600 dark:text-slate-400">
            <p className="rtl:text-right">{m('downloadNote')}</p>
            <p className="rtl:text-right">{m('disclaimer')}</p>
          </div>
        </div>
      </Section>
      <ContactBar source="landing" />
    </>
  )
}
