import { cn } from '../lib/cn'
import { telHref, whatsappHref } from '../lib/contact-links'
import type { Agent } from '../schemas/agent'
import type { AgentLabels, AgentLinks } from './agent-labels'
import { buttonClass } from './ui/button'
import { numberFormat } from '../i18n/intl'
import { formatMoneyShort } from '../lib/compact-money'

/** Where each of a consultant's booking buttons leads. */
export function agentContactLinks(agent: Agent, links: AgentLinks) {
  return {
    consultation: `${links.contact}?kind=consultation&agentId=${agent.id}`,
    whatsapp: whatsappHref('agent', links.locale, { agentId: agent.id }),
    phone: telHref(agent.phone),
    email: `mailto:${agent.email}`,
  }
}

interface AgentBookingProps {
  agent: Agent
  labels: AgentLabels
  links: AgentLinks
  localeIso: string
  /** on the consultant's own page: a card beside the profile from `lg`, kept in view */
  wide: boolean
}

/** A consultant's figures and the ways to book: consultation, WhatsApp, call, e-mail. */
export function AgentBooking({ agent, labels, links, localeIso, wide }: AgentBookingProps) {
  const contact = agentContactLinks(agent, links)
  const number = numberFormat(localeIso)
  const figures = [
    [labels.portfolio, formatMoneyShort(localeIso, agent.portfolioUsd, 'USD')],
    [labels.deals, number.format(agent.dealsClosed)],
    [labels.years, number.format(agent.yearsInDubai)],
  ]
  return (
    <div
      className={cn(
        'grid gap-6',
        wide &&
          'lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:rounded-2xl lg:border lg:border-slate-200 lg:p-6 lg:shadow-sm lg:dark:border-slate-800'
      )}
    >
      {/* Three figures side by side only where the card is wide enough for a portfolio in words
          ("142 de milioane USD"); narrower, the portfolio takes a row of its own */}
      <div className="@container">
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-center @md:grid-cols-3 dark:bg-slate-800/60">
          {figures.map(([label, value], index) => (
            <div key={label} className={cn(index === 0 && 'col-span-2 @md:col-span-1')}>
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="flex flex-wrap gap-2">
        <a
          href={contact.consultation}
          data-agent-name={agent.name}
          className={cn(buttonClass('primary'), 'grow text-center', wide && 'lg:basis-full')}
        >
          {labels.bookConsultation}
        </a>
        <a
          href={contact.whatsapp}
          rel="nofollow"
          className={cn(
            'inline-flex min-h-11 items-center justify-center rounded-full bg-[#1f7a4a] px-4 text-center text-sm font-semibold text-white hover:bg-[#176039]',
            wide && 'lg:grow'
          )}
        >
          {labels.whatsapp}
        </a>
        <a
          href={contact.phone}
          className={cn(buttonClass('secondary', 'sm'), 'text-center', wide && 'lg:grow')}
        >
          {labels.call}
        </a>
        <a
          href={contact.email}
          className={cn(buttonClass('secondary', 'sm'), 'text-center', wide && 'lg:grow')}
        >
          {labels.email}
        </a>
      </div>
    </div>
  )
}
