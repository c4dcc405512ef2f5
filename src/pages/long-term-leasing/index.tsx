import { ContactBar } from '../../components/contact-bar'
import { cn } from '../../lib/cn'
import { FaqSection } from '../../components/marketing/faq'
import { ConsultationActions, CtaBand, MarketingHero } from '../../components/marketing/hero'
import { IconTile } from '../../components/marketing/icons'
import { CheckList, Section } from '../../components/marketing/section'
import { Steps } from '../../components/marketing/steps'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import { localePath } from '../../route-table'
import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import route from './route'

const ITEMS = ['i1', 'i2', 'i3', 'i4', 'i5'] as const
const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const
const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const

function Audience({ who }: { who: 'owners' | 'tenants' }) {
  const { t, locale } = usePage()
  return (
    <div className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <IconTile
        name={who === 'owners' ? 'key' : 'home'}
        tone={who === 'owners' ? 'primary' : 'secondary'}
      />
      <h3 className="text-2xl font-bold text-slate-900 rtl:text-right dark:text-white">
        {t(`leasingPage.audiences.${who}.title`)}
      </h3>
      <p className="leading-7 text-slate-700 rtl:text-right dark:text-slate-300">
        {t(`leasingPage.audiences.${who}.text`)}
      </p>
      <CheckList items={ITEMS.map((item) => t(`leasingPage.audiences.${who}.${item}`))} />
      <a
        href={`${localePath('contact', locale.code)}?kind=consultation`}
        className={cn(
          buttonClass(who === 'owners' ? 'primary' : 'secondary'),
          'mt-auto self-start'
        )}
      >
        {t(`leasingPage.audiences.${who}Cta`)}
      </a>
    </div>
  )
}

function LongTermLeasing() {
  const { t } = usePage()
  return (
    <>
      <MarketingHero
        eyebrow={t('leasingPage.eyebrow')}
        heading={t('pages.longTermLeasing.heading')}
        intro={t('pages.longTermLeasing.intro')}
        image={{ key: 'interior-living', alt: t('leasingPage.imageAlt') }}
        trail={[{ name: t('pages.longTermLeasing.title'), page: 'long-term-leasing' }]}
      />
      <Section
        id="owners-and-tenants"
        heading={t('leasingPage.audiences.heading')}
        intro={t('leasingPage.audiences.intro')}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Audience who="owners" />
          <Audience who="tenants" />
        </div>
      </Section>
      <Section
        id="process"
        tone="muted"
        heading={t('leasingPage.process.heading')}
        intro={t('leasingPage.process.intro')}
      >
        <Steps
          ringClass="ring-slate-50 dark:ring-slate-900"
          items={STEPS.map((step) => ({
            title: t(`leasingPage.process.${step}.title`),
            text: t(`leasingPage.process.${step}.text`),
          }))}
        />
      </Section>
      <Section id="good-to-know" heading={t('leasingPage.know.heading')}>
        <div className="max-w-3xl">
          <CheckList
            items={(['i1', 'i2', 'i3', 'i4'] as const).map((item) => t(`leasingPage.know.${item}`))}
          />
          <p className="mt-6 text-sm text-slate-600 rtl:text-right dark:text-slate-400">
            {t('leasingPage.know.note')}
          </p>
        </div>
      </Section>
      <FaqSection
        heading={t('leasingPage.faq.heading')}
        items={QUESTIONS.map((q) => ({
          question: t(`leasingPage.faq.${q}.question`),
          answer: t(`leasingPage.faq.${q}.answer`),
        }))}
      />
      <CtaBand heading={t('leasingPage.cta.heading')} text={t('leasingPage.cta.text')}>
        <ConsultationActions />
      </CtaBand>
      <ContactBar source="landing" />
    </>
  )
}

export default definePage(route, {
  resolve: marketingResolve(route, { hero: true }),
  Component: LongTermLeasing,
})
