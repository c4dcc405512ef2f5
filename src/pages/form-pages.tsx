import type { ReactNode } from 'react'
import {
  FeedbackFormIsland,
  PartnerFormIsland,
  QuestionnaireIsland,
} from '../components/forms/form-islands'
import { ContactBar } from '../components/contact-bar'
import { LeadFormIsland } from '../components/forms/lead-form-island'
import { whatsappHref } from '../lib/contact-links'
import { PageHero } from '../components/page-hero'
import { usePage } from '../components/page-context'
import { getAgent, getProperty } from '../content'
import { buttonClass } from '../components/ui/button'
import type { MessageKey } from '../i18n/messages'
import { isLeadKind, type LeadKind } from '../schemas/lead'
import { PAGES } from '../route-table'
import type { PageView } from './types'
import { marketingMeta } from './marketing'
import { PartnersIntro, PartnersMore } from './partners-content'
import { CareersIntro, CareersMore } from './careers-content'
import {
  HighRentalsHero,
  HighRentalsMore,
  loadHighRentals,
  type HighRentalsData,
} from './high-rentals-content'
import { ContactHero, ContactMore } from './contact-content'
import { FeedbackNote } from './feedback-content'

// The pages whose job is a form: contact, the high-yield landing page, careers, partners and
// feedback. Each renders its heading and its self-contained form; the marketing content of
// these pages can grow around the form without touching it.

function Hero() {
  const { t, page } = usePage()
  const key = PAGES[page ?? 'index'].messages
  return (
    <PageHero
      heading={t(`pages.${key}.heading` as MessageKey)}
      intro={t(`pages.${key}.intro` as MessageKey)}
    />
  )
}

function FormCard({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      {children}
    </div>
  )
}

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

/**
 * /contact: the consultation form, asking for what `?kind=` names (call, consultation,
 * floor-plan, brochure) about the `propertyId` or `agentId` of the link that led here.
 */
export const contactPage: PageView<ContactData> = {
  meta: marketingMeta('contact', 'business-bay-canal'),
  load: async ({ url, env, locale }) => {
    const kind = url.searchParams.get('kind')
    const propertyId = positiveId(url.searchParams.get('propertyId'))
    const agentId = positiveId(url.searchParams.get('agentId'))
    // The names read better than numbers; without them (unknown id, content down) the form
    // still works and shows the numbers
    const [property, agent] = await Promise.all([
      propertyId ? getProperty(env, locale.code, propertyId).catch(() => null) : null,
      agentId ? getAgent(env, locale.code, agentId).catch(() => null) : null,
    ])
    return {
      kind: isLeadKind(kind) && kind !== 'landing' ? kind : 'consultation',
      propertyId,
      agentId,
      propertyTitle: property?.title,
      agentName: agent?.name,
    }
  },
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
              className={`${buttonClass('secondary')} justify-self-start`}
            >
              {t('consultationForm.whatsappLink')}
            </a>
          </aside>
        </section>
        <ContactMore />
      </>
    )
  },
}

/** /high-rentals: the landing page's lead form beside its promise. */
export const highRentalsPage: PageView = {
  meta: marketingMeta('high-rentals', 'marina-towers'),
  load: loadHighRentals,
  Component: function HighRentalsPage({ data }) {
    // the form sits in the hero, beside the promise (high-rentals-content.tsx)
    return (
      <>
        <HighRentalsHero
          form={
            <FormCard id="lead-form">
              <LeadFormIsland kind="landing" />
            </FormCard>
          }
        />
        <HighRentalsMore data={data as HighRentalsData} />
        <ContactBar source="landing" />
      </>
    )
  },
}

/** /careers: the questionnaire, opened from its button as a multi-step modal, inside the careers page (careers-content.tsx). */
export const careersPage: PageView = {
  meta: marketingMeta('careers', 'interior-office', { hero: true }),
  Component: function CareersPage() {
    const { t } = usePage()
    return (
      <>
        <CareersIntro />
        <section
          id="questionnaire"
          className="mx-auto grid max-w-3xl scroll-mt-24 gap-4 px-4 py-12 sm:px-6 lg:px-8"
        >
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('questionnaire.title')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('questionnaire.intro')}</p>
          <div>
            <QuestionnaireIsland />
          </div>
        </section>
        <CareersMore />
      </>
    )
  },
}

/** /partners: the Refer & Earn application, inside the programme's page (partners-content.tsx). */
export const partnersPage: PageView = {
  meta: marketingMeta('partners', 'creek-towers', { hero: true }),
  Component: function PartnersPage() {
    return (
      <>
        <PartnersIntro />
        <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <FormCard id="apply">
            <PartnerFormIsland />
          </FormCard>
        </section>
        <PartnersMore />
      </>
    )
  },
}

/** /feedback (the empty layout): the feedback form. */
export const feedbackPage: PageView = {
  meta: marketingMeta('feedback', 'interior-living'),
  Component: function FeedbackPage() {
    return (
      <>
        <Hero />
        <section className="px-4 py-10 sm:px-6 lg:px-8">
          <FormCard>
            <FeedbackFormIsland />
          </FormCard>
        </section>
        <FeedbackNote />
      </>
    )
  },
}
