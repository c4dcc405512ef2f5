import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Island } from '../../components/island'
import { ExpertCards } from '../../components/marketing/experts'
import { Faq } from '../../components/marketing/faq'
import {
  CtaBand,
  MarketingHero,
  ON_DARK_PRIMARY,
  ON_DARK_SECONDARY,
} from '../../components/marketing/hero'
import { IconTile } from '../../components/marketing/icons'
import { FeatureCard, Section } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { usePage } from '../../components/page-context'
import { PropertyCard } from '../../components/property-card'
import { TestimonialCard } from '../../components/testimonial-card'
import { Button, buttonClass } from '../../components/ui/button'
import { describedBy, Field, Input, Select, Textarea } from '../../components/ui/field'
import { listAgents, listProperties, listTestimonials } from '../../content'
import KitDemo, { type KitDemoProps } from '../../islands/kit-demo'
import { localePath } from '../../route-table'
import type { Agent } from '../../schemas/agent'
import type { PropertySummary } from '../../schemas/property'
import type { Testimonial } from '../../schemas/testimonial'
import { propertyCardLabels, template } from '../content-labels'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import route from './route'

interface KitData {
  property: PropertySummary | null
  agent: Agent | null
  testimonial: Testimonial | null
}

const SECTIONS = ['buttons', 'cards', 'forms', 'accordions', 'modals', 'toasts', 'colours'] as const

/** A labelled specimen: the state's name above the component. */
function Specimen({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </p>
      {children}
    </div>
  )
}

function Buttons() {
  const { t } = usePage()
  const states = [
    { label: t('kit.buttons.default'), props: {} },
    { label: t('kit.buttons.disabled'), props: { disabled: true } },
    { label: t('kit.buttons.loading'), props: { disabled: true, 'aria-busy': true } },
  ]
  const variants = ['primary', 'secondary', 'ghost'] as const
  return (
    <div className="grid gap-10">
      {(['md', 'lg'] as const).map((size) => (
        <Specimen
          key={size}
          label={size === 'md' ? t('kit.buttons.medium') : t('kit.buttons.large')}
        >
          <div className="overflow-x-auto">
            <table className="-mx-4 border-separate border-spacing-x-4 border-spacing-y-3">
              <thead>
                <tr>
                  {states.map((state) => (
                    <th
                      key={state.label}
                      scope="col"
                      className="text-start text-sm font-medium text-slate-600 dark:text-slate-400"
                    >
                      {state.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {variants.map((variant) => (
                  <tr key={variant}>
                    {states.map((state, index) => (
                      <td key={state.label}>
                        <Button variant={variant} size={size} {...state.props}>
                          {index === 2 ? (
                            <span
                              aria-hidden="true"
                              className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
                            />
                          ) : null}
                          {index === 2
                            ? t('kit.buttons.loadingLabel')
                            : t(`kit.buttons.${variant}`)}
                        </Button>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Specimen>
      ))}
      <Specimen label={t('kit.buttons.link')}>
        <a href="#buttons" className={buttonClass('primary')}>
          {t('marketing.bookConsultation')}
        </a>
      </Specimen>
      <Specimen label={t('kit.buttons.onDark')}>
        <div className="flex flex-wrap gap-3 rounded-2xl bg-primary-950 p-6">
          <a href="#buttons" className={ON_DARK_PRIMARY}>
            {t('marketing.bookConsultation')}
          </a>
          <a href="#buttons" className={ON_DARK_SECONDARY}>
            {t('marketing.talkToConsultant')}
          </a>
        </div>
      </Specimen>
    </div>
  )
}

function Cards({ data }: { data: KitData }) {
  const { t, locale } = usePage()
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {data.property ? (
        <Specimen label={t('kit.cards.property')}>
          <PropertyCard
            property={data.property}
            labels={propertyCardLabels(t)}
            localeIso={locale.iso}
            href={localePath('catalog-id', locale.code, { id: data.property.id })}
            callHref={`${localePath('contact', locale.code)}?kind=call&propertyId=${data.property.id}`}
            headingLevel={3}
          />
        </Specimen>
      ) : null}
      <div className="grid content-start gap-10">
        {data.agent ? (
          <Specimen label={t('kit.cards.expert')}>
            <div className="[&_ul]:grid-cols-1!">
              <ExpertCards agents={[data.agent]} />
            </div>
          </Specimen>
        ) : null}
        <Specimen label={t('kit.cards.feature')}>
          <FeatureCard icon={<IconTile name="shield" />} title={t('kit.cards.featureTitle')}>
            {t('kit.cards.featureText')}
          </FeatureCard>
        </Specimen>
      </div>
      {data.testimonial ? (
        <Specimen label={t('kit.cards.testimonial')}>
          <TestimonialCard
            testimonial={data.testimonial}
            ratingLabel={template(t, 'marketing.ratingOutOf', 'rating')}
            localeIso={locale.iso}
          />
        </Specimen>
      ) : null}
      <Specimen label={t('kit.cards.stats')} className="lg:col-span-3">
        <StatList items={generalStats(t)} />
      </Specimen>
    </div>
  )
}

function Forms() {
  const { t } = usePage()
  const required = t('kit.forms.required')
  const error = t('leadForm.errors.emailInvalid')
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      <Specimen label={t('kit.forms.empty')}>
        <Field
          id="kit-name-empty"
          label={t('kit.forms.nameLabel')}
          required
          requiredLabel={required}
        >
          <Input
            id="kit-name-empty"
            name="name"
            autoComplete="name"
            {...describedBy('kit-name-empty')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.filled')}>
        <Field
          id="kit-name-filled"
          label={t('kit.forms.nameLabel')}
          required
          requiredLabel={required}
        >
          <Input
            id="kit-name-filled"
            name="name"
            defaultValue={t('kit.forms.filledName')}
            {...describedBy('kit-name-filled')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.error')}>
        <Field
          id="kit-email-error"
          label={t('kit.forms.emailLabel')}
          required
          requiredLabel={required}
          error={error}
        >
          <Input
            id="kit-email-error"
            type="email"
            dir="ltr"
            defaultValue={t('kit.forms.badEmail')}
            {...describedBy('kit-email-error', error)}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.disabled')}>
        <Field id="kit-disabled" label={t('kit.forms.nameLabel')}>
          <Input
            id="kit-disabled"
            disabled
            defaultValue={t('kit.forms.filledName')}
            className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800"
            {...describedBy('kit-disabled')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.hint')}>
        <Field id="kit-phone" label={t('kit.forms.phoneLabel')} hint={t('kit.forms.phoneHint')}>
          <Input
            id="kit-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...describedBy('kit-phone', undefined, true)}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.select')}>
        <Field id="kit-budget" label={t('kit.forms.budgetLabel')}>
          <Select id="kit-budget" defaultValue="" {...describedBy('kit-budget')}>
            <option value="">{t('kit.forms.budgetAny')}</option>
            <option value="low">{t('kit.forms.budgetLow')}</option>
            <option value="mid">{t('kit.forms.budgetMid')}</option>
            <option value="high">{t('kit.forms.budgetHigh')}</option>
          </Select>
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.textarea')} className="sm:col-span-2">
        <Field id="kit-message" label={t('kit.forms.messageLabel')}>
          <Textarea
            id="kit-message"
            defaultValue={t('kit.forms.messageText')}
            {...describedBy('kit-message')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.checkbox')}>
        <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            defaultChecked
            className="mt-0.5 size-5 rounded accent-primary-700"
          />
          <span>{t('kit.forms.consentLabel')}</span>
        </label>
      </Specimen>
    </div>
  )
}

function StaticToast({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'error' | 'info'
  title: string
  text: string
}) {
  const border = {
    success: 'border-primary-600',
    error: 'border-red-600',
    info: 'border-secondary-600',
  }[tone]
  return (
    <div
      className={cn(
        'grid gap-1 rounded-xl border-s-4 bg-white p-4 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700',
        border
      )}
    >
      <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  )
}

function Colours() {
  const { t } = usePage()
  const scales = [
    {
      name: t('kit.colours.primary'),
      swatches: [
        'bg-primary-50',
        'bg-primary-100',
        'bg-primary-300',
        'bg-primary-500',
        'bg-primary-700',
        'bg-primary-900',
        'bg-primary-950',
      ],
    },
    {
      name: t('kit.colours.secondary'),
      swatches: [
        'bg-secondary-50',
        'bg-secondary-100',
        'bg-secondary-300',
        'bg-secondary-500',
        'bg-secondary-700',
        'bg-secondary-900',
        'bg-secondary-950',
      ],
    },
    {
      name: t('kit.colours.neutral'),
      swatches: [
        'bg-slate-50',
        'bg-slate-100',
        'bg-slate-300',
        'bg-slate-500',
        'bg-slate-700',
        'bg-slate-900',
        'bg-slate-950',
      ],
    },
  ]
  return (
    <div className="grid gap-6">
      {scales.map((scale) => (
        <Specimen key={scale.name} label={scale.name}>
          <ul className="grid grid-cols-7 gap-2">
            {scale.swatches.map((swatch) => (
              <li key={swatch}>
                <span className={cn('block h-14 rounded-lg ring-1 ring-slate-900/10', swatch)} />
                <span className="mt-1 block truncate text-xs text-slate-600 dark:text-slate-400">
                  {swatch.replace('bg-', '')}
                </span>
              </li>
            ))}
          </ul>
        </Specimen>
      ))}
    </div>
  )
}

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

async function load(ctx: ViewContext): Promise<KitData> {
  const safe = <T,>(promise: Promise<{ items: T[] }>) =>
    promise.then((page) => page.items[0] ?? null).catch(() => null)
  const [property, agent, testimonial] = await Promise.all([
    safe(listProperties(ctx.env, ctx.locale.code, { pageSize: 1 })),
    safe(listAgents(ctx.env, ctx.locale.code, { pageSize: 1 })),
    safe(listTestimonials(ctx.env, ctx.locale.code, { pageSize: 1 })),
  ])
  return { property, agent, testimonial }
}

export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await load(ctx) }),
  Component: RefactorExample,
})
