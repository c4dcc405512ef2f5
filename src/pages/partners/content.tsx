import { Island } from '../../placements/island'
import { FaqSection } from '../../components/marketing/faq'
import { CtaBand, MarketingHero, ON_DARK_PRIMARY } from '../../components/marketing/hero'
import { IconTile, type IconName } from '../../components/marketing/icons'
import { CheckList, FeatureCard, Section } from '../../components/marketing/section'
import { partnerStats, StatList } from '../../components/marketing/stats'
import { Steps } from '../../components/marketing/steps'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import CommissionCalculator from '../../islands/commission-calculator'
import type { MessageParams } from '../../i18n/messages'
import {
  AGENCY_FEE_RATE,
  DEFAULT_INVESTMENT_USD,
  PARTNER_RATE,
  PARTNER_SHARE,
  partnerCommission,
} from '../../lib/commission'
import { formatMoney } from '../../lib/currency'
import { localePath } from '../../route-table'
import { numberFormat } from '../../i18n/intl'

// The marketing content of /partners around the partner application (src/pages/form-pages.tsx),
// in the order of SPEC.md: milestones, four steps, join and become partner, the calculator,
// why partner, the FAQ.

const WHY = [
  { key: 'dashboard', icon: 'dashboard' },
  { key: 'manager', icon: 'users' },
  { key: 'payouts', icon: 'coins' },
  { key: 'languages', icon: 'globe' },
] as const satisfies readonly { key: string; icon: IconName }[]

/** The rate and its assumptions as the page states them, from src/lib/commission.ts. */
function commissionParams(localeIso: string): MessageParams {
  const percent = (value: number) =>
    numberFormat(localeIso, { style: 'percent', maximumFractionDigits: 2 }).format(value)
  return {
    agencyRate: percent(AGENCY_FEE_RATE),
    share: percent(PARTNER_SHARE),
    partnerRate: percent(PARTNER_RATE),
    amount: formatMoney(localeIso, DEFAULT_INVESTMENT_USD, 'USD'),
    commission: formatMoney(localeIso, partnerCommission(DEFAULT_INVESTMENT_USD), 'USD'),
  }
}

export function PartnersIntro() {
  const { t, locale } = usePage()
  const steps = (['s1', 's2', 's3', 's4'] as const).map((step) => ({
    title: t(`partnersPage.steps.${step}.title`),
    text: t(`partnersPage.steps.${step}.text`),
  }))
  return (
    <>
      <MarketingHero
        eyebrow={t('partnersPage.eyebrow')}
        heading={t('pages.partners.heading')}
        intro={t('pages.partners.intro')}
        image={{ key: 'creek-towers', alt: t('partnersPage.imageAlt') }}
        trail={[{ name: t('pages.partners.title'), page: 'partners' }]}
        actions={
          <>
            <a href="#apply" className={buttonClass('primary', 'lg')}>
              {t('partnersPage.becomePartner')}
            </a>
            <a href="#calculator" className={buttonClass('secondary', 'lg')}>
              {t('partnersPage.calculate')}
            </a>
          </>
        }
      >
        <p className="mt-6 text-sm">
          <a
            href={localePath('partner-sign-in', locale.code)}
            className="font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300"
          >
            {t('partnersPage.signIn')}
          </a>
        </p>
      </MarketingHero>
      <Section
        id="milestones"
        tone="brand"
        heading={t('partnersPage.milestones.heading')}
        intro={t('partnersPage.milestones.intro')}
      >
        <StatList items={partnerStats(t)} tone="dark" />
      </Section>
      <Section id="how-it-works" heading={t('partnersPage.steps.heading')}>
        <Steps items={steps} />
      </Section>
      <Section
        id="who-can-join"
        tone="muted"
        heading={t('partnersPage.join.heading')}
        intro={t('partnersPage.join.intro')}
      >
        <CheckList
          className="sm:grid-cols-2 lg:grid-cols-3"
          items={(['i1', 'i2', 'i3', 'i4', 'i5', 'i6'] as const).map((item) =>
            t(`partnersPage.join.${item}`)
          )}
        />
      </Section>
    </>
  )
}

function Calculator() {
  const { t, locale, path } = usePage()
  const params = commissionParams(locale.iso)
  const sent = new URLSearchParams(path.split('?')[1] ?? '').get('amount')
  return (
    <Section
      id="calculator"
      tone="muted"
      heading={t('partnersPage.calculator.heading')}
      intro={t('partnersPage.calculator.intro')}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <Island
            name="commission-calculator"
            hydrate="interaction"
            component={CommissionCalculator}
            props={{
              initialAmount: (sent ?? DEFAULT_INVESTMENT_USD.toLocaleString('en-US')).slice(0, 40),
              localeIso: locale.iso,
              action: localePath('partners', locale.code),
              labels: {
                label: t('partnersPage.calculator.label'),
                hint: t('partnersPage.calculator.hint'),
                result: t('partnersPage.calculator.result'),
                calculate: t('partnersPage.calculator.calculate'),
                invalid: t('partnersPage.calculator.invalid'),
              },
            }}
          />
        </div>
        <div>
          <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('partnersPage.calculator.assumptionsHeading')}
          </h3>
          <ul className="mt-5 grid gap-4">
            {(['assumption1', 'assumption2', 'assumption3'] as const).map((key) => (
              <li key={key} className="leading-7 text-slate-700 rtl:text-right dark:text-slate-300">
                {t(`partnersPage.calculator.${key}`, params)}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-2xl bg-white p-5 font-semibold text-slate-900 ring-1 ring-slate-200 rtl:text-right dark:bg-slate-900 dark:text-white dark:ring-slate-800">
            {t('partnersPage.calculator.example', params)}
          </p>
        </div>
      </div>
    </Section>
  )
}

export function PartnersMore() {
  const { t, locale } = usePage()
  const params = commissionParams(locale.iso)
  return (
    <>
      <Calculator />
      <Section id="why-partner" heading={t('partnersPage.why.heading')}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={<IconTile name={icon} />}
              title={t(`partnersPage.why.${key}.title`)}
            >
              {t(`partnersPage.why.${key}.text`)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <FaqSection
        heading={t('partnersPage.faq.heading')}
        items={(['q1', 'q2', 'q3', 'q4', 'q5'] as const).map((q) => ({
          question: t(`partnersPage.faq.${q}.question`),
          answer: t(`partnersPage.faq.${q}.answer`, params),
        }))}
      />
      <CtaBand heading={t('partnersPage.cta.heading')} text={t('partnersPage.cta.text')}>
        <a href="#apply" className={ON_DARK_PRIMARY}>
          {t('partnersPage.becomePartner')}
        </a>
      </CtaBand>
    </>
  )
}
