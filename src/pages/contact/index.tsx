import { LeadFormIsland } from '../../placements/lead-form-island'
import { usePage } from '../../components/page-context'
import { buttonClass } from '../../components/ui/button'
import { cn } from '../../lib/cn'
import { whatsappHref } from '../../lib/contact-links'
import { isLeadKind, type LeadKind } from '../../forms/lead/schema'
import { leadSubject } from '../../forms/lead/subject'
import { FormCard } from '../form-card'
import { routeMeta } from '../marketing'
import { definePage, type ViewContext } from '../page'
import { ContactHero, ContactMore } from './content'
import route from './route'

interface ContactData {
  kind: Exclude<LeadKind, 'landing'>
  propertyId?: number
  agentId?: number
  propertyTitle?: string
  agentName?: string
}

const positiveId = (value: string | null) => {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 && id < 1e10 ? id : undefined
}

async function contactData({ url, env, locale }: ViewContext): Promise<ContactData> {
  const kind = url.searchParams.get('kind')
  const propertyId = positiveId(url.searchParams.get('propertyId'))
  const agentId = positiveId(url.searchParams.get('agentId'))
  return {
    kind: isLeadKind(kind) && kind !== 'landing' ? kind : 'consultation',
    propertyId,
    agentId,
    ...(await leadSubject(env, locale.code, { propertyId, agentId })),
  }
}

/**
 * /contact: the consultation form, asking for what `?kind=` names (call, consultation,
 * floor-plan, brochure) about the `propertyId` or `agentId` of the link that led here.
 */
export default definePage(route, {
  resolve: async (ctx) => ({ meta: routeMeta(route, ctx.t), data: await contactData(ctx) }),
  Component: function ContactPage({ data }) {
    const { t, locale } = usePage()
    const whatsapp = whatsappHref('contact-page', locale.code, {
      propertyId: data.propertyId,
      agentId: data.agentId,
    })
    return (
      <>
        <ContactHero />
        <section className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
          <FormCard id="request">
            <LeadFormIsland
              kind={data.kind}
              propertyId={data.propertyId}
              agentId={data.agentId}
              propertyTitle={data.propertyTitle}
              agentName={data.agentName}
            />
          </FormCard>
          <aside className="grid content-start gap-4 self-start rounded-2xl bg-slate-50 p-6 lg:sticky lg:top-24 dark:bg-slate-900">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('consultationForm.whatsappTitle')}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">
              {t('consultationForm.whatsappText')}
            </p>
            <a
              href={whatsapp}
              rel="nofollow"
              className={cn(buttonClass('secondary'), 'justify-self-start')}
            >
              {t('consultationForm.whatsappLink')}
            </a>
          </aside>
        </section>
        <ContactMore />
      </>
    )
  },
})
