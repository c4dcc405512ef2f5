import { usePage } from '../../components/page-context'
import { formatMoney } from '../../lib/currency'
import type { Instalment, Property } from '../../schemas/property'
import { H2, monthYear, SECTION } from './shared'
import { formatDate } from '../../i18n/format'
import { ColumnHeads } from '../../components/column-heads'
import { RichMessage } from '../../components/rich-message'
import { numberFormat } from '../../i18n/intl'

type Phase = 'booking' | 'construction' | 'handover' | 'post'

function phaseOf(step: Instalment, index: number, handover: string): Phase {
  if (index === 0) return 'booking'
  if (!step.dueDate || step.dueDate === handover) return 'handover'
  return step.dueDate < handover ? 'construction' : 'post'
}

export function PaymentPlan({ property }: { property: Property }) {
  const { t, locale } = usePage()
  const plan = property.paymentPlan
  if (!plan) return null
  const share = (value: number) =>
    numberFormat(locale.iso, { style: 'percent' }).format(value / 100)
  const phases: Record<Phase, number> = { booking: 0, construction: 0, handover: 0, post: 0 }
  plan.instalments.forEach((step, index) => {
    phases[phaseOf(step, index, plan.handoverDate)] += step.percent
  })
  const names: Record<Phase, string> = {
    booking: t('property.phaseBooking'),
    construction: t('property.phaseConstruction'),
    handover: t('property.phaseHandover'),
    post: t('property.phasePostHandover'),
  }
  const usd = (percent: number) => Math.round((property.priceUsd * percent) / 100)
  const money = (percent: number) => (
    <bdi data-usd={usd(percent)}>{formatMoney(locale.iso, usd(percent), 'USD')}</bdi>
  )
  return (
    <section aria-labelledby="payment-plan" className={SECTION}>
      <h2 id="payment-plan" className={H2}>
        {t('property.paymentPlan')}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {t('property.paymentPlanIntro', {
          down: plan.downPaymentPercent,
          handover: monthYear(locale, plan.handoverDate),
        })}
      </p>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <ColumnHeads
                columns={[
                  [t('property.phase'), 'py-2 pe-4 text-start font-medium'],
                  [t('property.share'), 'py-2 pe-4 text-end font-medium'],
                  [t('property.amount'), 'py-2 text-end font-medium'],
                ]}
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {(Object.keys(phases) as Phase[])
              .filter((phase) => phases[phase] > 0)
              .map((phase) => (
                <tr key={phase}>
                  <th scope="row" className="py-2 pe-4 text-start font-normal">
                    {names[phase]}
                  </th>
                  <td className="py-2 pe-4 text-end tabular-nums">{share(phases[phase])}</td>
                  <td className="py-2 text-end tabular-nums">{money(phases[phase])}</td>
                </tr>
              ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" className="py-2 pe-4 text-start">
                {t('property.total')}
              </th>
              <td className="py-2 pe-4 text-end tabular-nums">{share(100)}</td>
              <td className="py-2 text-end tabular-nums">{money(100)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
        {t('property.timeline')}
      </h3>
      <ol className="mt-4 border-s-2 border-primary-200 ps-6 dark:border-primary-900">
        {plan.instalments.map((step, index) => {
          const due = step.dueDate ?? plan.handoverDate
          return (
            <li key={index} className="relative pb-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -start-[1.97rem] top-1 size-3.5 rounded-full border-2 border-white bg-primary-700 dark:border-slate-950"
              />
              <p className="text-sm font-semibold text-primary-800 dark:text-primary-300">
                <time dateTime={due}>{formatDate(locale, due)}</time>
              </p>
              <p className="text-slate-900 dark:text-white">
                <RichMessage
                  template={t('property.instalment')}
                  values={{
                    milestone: step.milestone,
                    share: (
                      <span className="font-semibold tabular-nums">{share(step.percent)}</span>
                    ),
                    amount: (
                      <span className="text-slate-600 dark:text-slate-400">
                        {money(step.percent)}
                      </span>
                    ),
                  }}
                />
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
