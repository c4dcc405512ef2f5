import { Island } from '../../placements/island'
import { Faq } from '../../components/marketing/faq'
import { CtaBand, MarketingHero, ON_DARK_PRIMARY } from '../../components/marketing/hero'
import { Section } from '../../components/marketing/section'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import KitDemo, { type KitDemoProps } from '../../islands/kit-demo'
import { routeMeta } from '../marketing'
import { definePage } from '../page'
import route from './route'
import { KitData, load } from './data'
import { Specimen, Buttons, Cards } from './specimens'
import { Forms } from './forms'
import { StaticToast, Colours } from './toasts-colours'

// The component kit (/refactor-example, SPEC.md's route list): every building block of the
// site in its states, so a change to one shows here first. The sections are the files beside this one.

const SECTIONS = ['buttons', 'cards', 'forms', 'accordions', 'modals', 'toasts', 'colours'] as const
function RefactorExample({ data }: { data: KitData }) {
  const { t } = usePage()
  const labels: KitDemoProps['labels'] = {
    open: t('kit.modals.open'),
    title: t('kit.modals.title'),
    description: t('kit.modals.description'),
    body: t('kit.modals.body'),
    close: t('kit.modals.close'),
    confirm: t('kit.modals.confirm'),
    toasts: {
      success: {
        button: t('kit.toasts.success'),
        title: t('kit.toasts.successTitle'),
        text: t('kit.toasts.successText'),
      },
      error: {
        button: t('kit.toasts.error'),
        title: t('kit.toasts.errorTitle'),
        text: t('kit.toasts.errorText'),
      },
      info: {
        button: t('kit.toasts.info'),
        title: t('kit.toasts.infoTitle'),
        text: t('kit.toasts.infoText'),
      },
    },
    region: t('toast.region'),
    closeToast: t('toast.close'),
  }
  return (
    <>
      <MarketingHero
        eyebrow={t('kit.eyebrow')}
        heading={t('pages.refactorExample.heading')}
        intro={t('pages.refactorExample.intro')}
        trail={[{ name: t('pages.refactorExample.title'), page: 'refactor-example' }]}
      >
        <p className="mt-4 max-w-2xl text-sm text-slate-600 rtl:text-right dark:text-slate-400">
          {t('kit.note')}
        </p>
        <nav aria-label={t('kit.contents')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={buttonClass('secondary')}>
                  {t(`kit.${section}.heading`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </MarketingHero>
      <Section id="buttons" heading={t('kit.buttons.heading')} intro={t('kit.buttons.intro')}>
        <Buttons />
      </Section>
      <Section
        id="cards"
        tone="muted"
        heading={t('kit.cards.heading')}
        intro={t('kit.cards.intro')}
      >
        <Cards data={data} />
      </Section>
      <Section id="forms" heading={t('kit.forms.heading')} intro={t('kit.forms.intro')}>
        <Forms />
      </Section>
      <Section
        id="accordions"
        tone="muted"
        heading={t('kit.accordions.heading')}
        intro={t('kit.accordions.intro')}
      >
        <div className="max-w-3xl">
          <Faq
            withStructuredData={false}
            items={(['q1', 'q2', 'q3'] as const).map((q) => ({
              question: t(`kit.accordions.${q}.question`),
              answer: t(`kit.accordions.${q}.answer`),
            }))}
          />
        </div>
      </Section>
      <Section id="modals" heading={t('kit.modals.heading')} intro={t('kit.modals.intro')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <Specimen label={t('kit.buttons.default')}>
            <Island name="kit-demo" component={KitDemo} props={{ part: 'modal', labels }} />
          </Specimen>
          <Specimen label={t('kit.modals.preview')}>
            <div className="rounded-2xl bg-slate-950/60 p-4 sm:p-8">
              <div className="rounded-2xl bg-white p-5 shadow-xl sm:p-7 dark:bg-slate-900">
                <p className="text-xl font-bold text-slate-900 dark:text-white">{labels.title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {labels.description}
                </p>
                <p className="mt-4 text-slate-700 dark:text-slate-300">{labels.body}</p>
                <div className="mt-6 flex justify-end">
                  <span className={buttonClass('primary')}>{labels.confirm}</span>
                </div>
              </div>
            </div>
          </Specimen>
        </div>
      </Section>
      <Section
        id="toasts"
        tone="muted"
        heading={t('kit.toasts.heading')}
        intro={t('kit.toasts.intro')}
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <Specimen label={t('kit.buttons.default')}>
            <Island name="kit-demo" component={KitDemo} props={{ part: 'toasts', labels }} />
          </Specimen>
          <Specimen label={t('kit.toasts.preview')}>
            <div className="grid max-w-sm gap-4">
              {(['success', 'error', 'info'] as const).map((tone) => (
                <StaticToast
                  key={tone}
                  tone={tone}
                  title={labels.toasts[tone].title}
                  text={labels.toasts[tone].text}
                />
              ))}
            </div>
          </Specimen>
        </div>
      </Section>
      <Section id="colours" heading={t('kit.colours.heading')} intro={t('kit.colours.intro')}>
        <Colours />
      </Section>
      <CtaBand heading={t('whyChoosePage.cta.heading')} text={t('whyChoosePage.cta.text')}>
        <a href="#buttons" className={ON_DARK_PRIMARY}>
          {t('marketing.bookConsultation')}
        </a>
      </CtaBand>
    </>
  )
}

export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await load(ctx) }),
  Component: RefactorExample,
})
