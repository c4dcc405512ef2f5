import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { ExpertCards } from '../../components/marketing/experts'
import { ON_DARK_PRIMARY, ON_DARK_SECONDARY } from '../../components/marketing/hero'
import { IconTile } from '../../components/marketing/icons'
import { FeatureCard } from '../../components/marketing/section'
import { generalStats, StatList } from '../../components/marketing/stats'
import { usePage } from '../../components/page-context'
import { PropertyCard } from '../../components/property-card'
import { TestimonialCard } from '../../components/testimonial-card'
import { Button, buttonClass } from '../../components/ui/button'
import { localePath } from '../../route-table'
import { propertyCardLabels } from '../content-labels'
import { KitData } from './data'
import { template } from '../../i18n/messages'

// Specimens of the kit: buttons in every state and the cards the site shows content in.

/** A labelled specimen: the state's name above the component. */
export function Specimen({
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

export function Buttons() {
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

export function Cards({ data }: { data: KitData }) {
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
            writtenIn={template(t, 'reviews.writtenIn', 'language')}
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
