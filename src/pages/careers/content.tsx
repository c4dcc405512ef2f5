import { CtaBand, MarketingHero, ON_DARK_PRIMARY } from '../../components/marketing/hero'
import { cn } from '../../lib/cn'
import { Icon, IconTile, type IconName } from '../../components/marketing/icons'
import { FeatureCard, Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { Steps } from '../../components/marketing/steps'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import { NamedLabel } from '../../components/named-label'

// The marketing content of /careers around the questionnaire (src/pages/form-pages.tsx), in the
// order of SPEC.md: culture, values, join the elite, the questionnaire, opportunities, the
// workplace and the 5-step application process.

const VALUES = [
  { key: 'integrity', icon: 'shield' },
  { key: 'ambition', icon: 'target' },
  { key: 'teamwork', icon: 'users' },
  { key: 'learning', icon: 'book' },
] as const satisfies readonly { key: string; icon: IconName }[]

const ROLES = ['offPlan', 'secondary', 'leasing', 'international', 'partnerships'] as const

const WORKPLACE = [
  { key: 'office', icon: 'building' },
  { key: 'global', icon: 'globe' },
  { key: 'wellbeing', icon: 'sun' },
  { key: 'growth', icon: 'chart' },
] as const satisfies readonly { key: string; icon: IconName }[]

export function CareersIntro() {
  const { t } = usePage()
  const stats = generalStats(t)
  return (
    <>
      <MarketingHero
        eyebrow={t('careersPage.eyebrow')}
        heading={t('pages.careers.heading')}
        intro={t('pages.careers.intro')}
        image={{ key: 'interior-office', alt: t('careersPage.imageAlt') }}
        trail={[{ name: t('pages.careers.title'), page: 'careers' }]}
        actions={
          <>
            <a href="#questionnaire" className={buttonClass('primary', 'lg')}>
              {t('careersPage.applyNow')}
            </a>
            <a href="#opportunities" className={buttonClass('secondary', 'lg')}>
              {t('careersPage.seeRoles')}
            </a>
          </>
        }
      />
      <Section id="culture" heading={t('careersPage.culture.heading')}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid max-w-3xl content-start gap-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            <p className="rtl:text-right">{t('careersPage.culture.p1')}</p>
            <p className="rtl:text-right">{t('careersPage.culture.p2')}</p>
          </div>
          <StatList
            className="self-start sm:grid-cols-2!"
            items={[
              stats[2]!,
              stats[1]!,
              stats[4]!,
              { value: '3', label: t('careersPage.culture.threeSales') },
            ]}
          />
        </div>
      </Section>
      <Section
        id="values"
        tone="muted"
        heading={t('careersPage.values.heading')}
        intro={t('careersPage.values.intro')}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={<IconTile name={icon} />}
              title={t(`careersPage.values.${key}.title`)}
            >
              {t(`careersPage.values.${key}.text`)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="join-the-elite"
        tone="brand"
        heading={t('careersPage.elite.heading')}
        intro={t('careersPage.elite.intro')}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(['i1', 'i2', 'i3', 'i4', 'i5', 'i6'] as const).map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <Icon name="check" className="size-5 text-primary-300" />
              <span className="text-primary-50 rtl:text-right">
                {t(`careersPage.elite.${item}`)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

export function CareersMore() {
  const { t } = usePage()
  const steps = (['s1', 's2', 's3', 's4', 's5'] as const).map((step) => ({
    title: t(`careersPage.process.${step}.title`),
    text: t(`careersPage.process.${step}.text`),
  }))
  return (
    <>
      <Section
        id="opportunities"
        tone="muted"
        heading={t('careersPage.opportunities.heading')}
        intro={t('careersPage.opportunities.intro')}
      >
        <ul className="grid gap-4">
          {ROLES.map((role) => {
            const title = t(`careersPage.opportunities.${role}.title`)
            return (
              <li
                key={role}
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex-1">
                  <h3 className="text-lg font-semibold text-slate-900 rtl:text-right dark:text-white">
                    {title}
                  </h3>
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                    <Icon name="pin" className="size-4" />
                    <span>{t(`careersPage.opportunities.${role}.place`)}</span>
                  </p>
                  <p className="mt-2 text-slate-700 rtl:text-right dark:text-slate-300">
                    {t(`careersPage.opportunities.${role}.text`)}
                  </p>
                </div>
                <a
                  href="#questionnaire"
                  className={cn(buttonClass('secondary'), 'shrink-0 self-start sm:self-center')}
                >
                  <NamedLabel
                    label={t('careersPage.applyNow')}
                    named={t('careersPage.applyNowNamed', { role: title })}
                  />
                </a>
              </li>
            )
          })}
        </ul>
      </Section>
      <Section
        id="workplace"
        heading={t('careersPage.workplace.heading')}
        intro={t('careersPage.workplace.intro')}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WORKPLACE.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={<IconTile name={icon} tone="secondary" />}
              title={t(`careersPage.workplace.${key}.title`)}
            >
              {t(`careersPage.workplace.${key}.text`)}
            </FeatureCard>
          ))}
        </div>
      </Section>
      <Section
        id="application-process"
        tone="muted"
        heading={t('careersPage.process.heading')}
        intro={t('careersPage.process.intro')}
      >
        <Steps items={steps} ringClass="ring-slate-50 dark:ring-slate-900" />
      </Section>
      <CtaBand heading={t('careersPage.cta.heading')} text={t('careersPage.cta.text')}>
        <a href="#questionnaire" className={ON_DARK_PRIMARY}>
          {t('careersPage.cta.button')}
        </a>
      </CtaBand>
    </>
  )
}
