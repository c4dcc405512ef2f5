import { imageSrc } from '../lib/images'
import { telHref, whatsappHref } from '../lib/contact-links'
import { localePath } from '../route-table'
import type { Agent } from '../schemas/agent'
import { Avatar } from './avatar'
import { usePage } from './page-context'
import { ratingText, StarRating } from './star-rating'
import { cn } from '../lib/cn'

interface ConsultantCardProps {
  agent: Agent
  /** the listing the visitor is looking at, so every contact names it */
  property?: { id: number; title: string }
}

const ACTION =
  'inline-flex min-h-11 text-center items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold'
const OUTLINE =
  'border border-slate-300 text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'

/**
 * A consultant with their registration number and every way to reach them: request a call,
 * WhatsApp with a message naming the listing, phone and email.
 */
export function ConsultantCard({ agent, property }: ConsultantCardProps) {
  const { t, locale } = usePage()
  const contact = localePath('contact', locale.code)
  const about = property ? `&propertyId=${property.id}` : ''
  const whatsapp = whatsappHref(property ? 'property' : 'agent', locale.code, {
    propertyId: property?.id,
    agentId: agent.id,
  })
  const subject = property
    ? t('property.emailSubject', { title: property.title, id: property.id })
    : agent.name
  return (
    <section
      aria-labelledby={`consultant-${agent.id}`}
      className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t.person('property.consultant', agent.gender)}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <Avatar alt={agent.name} src={agent.photo ? imageSrc(agent.photo, 160) : null} size={64} />
        <div className="min-w-0">
          <p id={`consultant-${agent.id}`} className="font-semibold text-slate-900 dark:text-white">
            <a
              href={localePath('agent-id', locale.code, { id: agent.id })}
              className="hover:underline"
            >
              {agent.name}
            </a>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{agent.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <StarRating
              rating={agent.rating}
              label={t.person('property.rating', agent.gender, {
                rating: ratingText(locale.iso, agent.rating),
              })}
              size="xs"
            />
            <span>{t('property.brn', { brn: agent.brn })}</span>
          </p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <a
          href={`${contact}?kind=call${about}&agentId=${agent.id}`}
          data-property-title={property?.title}
          data-agent-name={agent.name}
          className={cn(ACTION, 'col-span-2 bg-primary-700 text-white hover:bg-primary-800')}
        >
          {t('property.requestCall')}
        </a>
        <a
          href={whatsapp}
          rel="nofollow"
          className={cn(ACTION, 'bg-[#1f7a4a] text-white hover:bg-[#176039]')}
        >
          {t('property.whatsapp')}
        </a>
        <a href={telHref(agent.phone)} className={cn(ACTION, OUTLINE)}>
          {t('property.call')}
        </a>
        <a
          href={`mailto:${agent.email}?subject=${encodeURIComponent(subject)}`}
          className={cn(ACTION, 'col-span-2', OUTLINE)}
        >
          {t('property.email')}
        </a>
      </div>
    </section>
  )
}
