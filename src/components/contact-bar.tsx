import { cn } from '../lib/cn'
import { COMPANY_PHONE } from '../lib/company'
import { telHref, whatsappHref } from '../lib/contact-links'
import { localePath } from '../route-table'
import type { Agent } from '../schemas/agent'
import { Icon } from './marketing/icons'
import { usePage } from './page-context'

interface ContactBarProps {
  /** what the WhatsApp click is recorded as (`/go/whatsapp?source=`) */
  source: 'property' | 'agent' | 'landing'
  /** the consultant who answers: their phone and WhatsApp; else the office's */
  agent?: Pick<Agent, 'id' | 'name' | 'phone'> | null
  /** the listing the visitor is looking at, named in the WhatsApp message and the call request */
  property?: { id: number; title: string }
  /** inside the page's padded column: reach out to the screen's edges */
  inColumn?: boolean
}

const ACTION =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full px-2 text-center text-sm leading-tight font-semibold'

/**
 * Call, WhatsApp and Request call one thumb away on a phone. It is the last child of the page's
 * content and sticks to the bottom of the screen only while that content is in view, so it never
 * lies over the footer; it steps aside while a form field has focus (styles.css) and is absent
 * from the `lg` breakpoint, where the consultant card stays in view. Plain links: the call
 * request opens the request dialog once the page's script runs, the contact page before.
 */
export function ContactBar({ source, agent, property, inColumn }: ContactBarProps) {
  const { t, locale } = usePage()
  const about = property ? `&propertyId=${property.id}` : ''
  const consultant = agent ? `&agentId=${agent.id}` : ''
  return (
    <nav
      aria-label={t('nav.contact')}
      data-contact-bar=""
      className={cn(
        'sticky bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-6 lg:hidden dark:border-slate-800 dark:bg-slate-950/95',
        inColumn && '-mx-4 mt-10 sm:-mx-6'
      )}
    >
      <div className="grid grid-cols-3 gap-2">
        <a
          href={telHref(agent?.phone ?? COMPANY_PHONE)}
          className={cn(
            ACTION,
            'border border-slate-300 text-slate-900 dark:border-slate-600 dark:text-white'
          )}
        >
          <Icon name="phone" className="size-4" />
          {t('property.call')}
        </a>
        <a
          href={whatsappHref(source, locale.code, { propertyId: property?.id, agentId: agent?.id })}
          rel="nofollow"
          className={cn(ACTION, 'bg-[#1f7a4a] text-white')}
        >
          {t('property.whatsapp')}
        </a>
        <a
          href={`${localePath('contact', locale.code)}?kind=call${about}${consultant}`}
          data-property-title={property?.title}
          data-agent-name={agent?.name}
          className={cn(ACTION, 'bg-primary-700 text-white')}
        >
          {t('property.requestCall')}
        </a>
      </div>
    </nav>
  )
}
