import { CtaBand, ON_DARK_PRIMARY, ON_DARK_SECONDARY } from '../../components/marketing/hero'
import { Icon } from '../../components/marketing/icons'
import { Section } from '../../components/marketing/section'
import { WorldMap } from '../../components/marketing/world-map'
import { usePage } from '../../components/page-context'
import { COMPANY_EMAIL, COMPANY_PHONE, COMPANY_PHONE_HREF } from '../../lib/company'
import { whatsappHref } from '../../lib/contact-links'
import { localePath } from '../../route-table'
import { TestimonialListIsland } from '../testimonial-grid'
import { TESTIMONIALS_PAGE_SIZE, HomeData } from './data'
import { HOME_ANCHORS } from './hero'
import { template } from '../../i18n/messages'

// Who we work with and how to reach us: testimonials, our global reach, developers, contact.

export function Testimonials({ data }: { data: HomeData }) {
  const { t, locale } = usePage()
  if (!data.testimonials.total) return null
  return (
    <Section
      id="testimonials"
      eyebrow={t('home.testimonials.eyebrow')}
      heading={t('home.testimonials.heading')}
      intro={t('home.testimonials.intro')}
    >
      <TestimonialListIsland
        list={data.testimonials}
        loadedPages={data.loadedPages}
        pageSize={TESTIMONIALS_PAGE_SIZE}
        labels={{
          list: t('marketing.reviewsList'),
          ratingLabel: template(t, 'marketing.ratingOutOf', 'rating'),
          writtenIn: template(t, 'reviews.writtenIn', 'language'),
          loadMore: t('marketing.loadMore'),
          loading: t('marketing.loading'),
          loadError: t('marketing.loadError'),
          showing: t.plural('marketing.showingReviews', data.testimonials.total, {
            shown: '{{shown}}',
          }),
        }}
      />
      <p className="mt-6 text-center">
        <a
          href={localePath('client-reviews', locale.code)}
          className="font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
        >
          {t('marketing.readReviews')}
        </a>
      </p>
    </Section>
  )
}

export function Global() {
  const { t } = usePage()
  return (
    <Section
      id="global-presence"
      tone="muted"
      eyebrow={t('home.global.eyebrow')}
      heading={t('home.global.heading')}
      intro={t('home.global.intro')}
    >
      <WorldMap />
    </Section>
  )
}

export function Developers({ developers }: { developers: HomeData['developers'] }) {
  const { t } = usePage()
  if (!developers.length) return null
  return (
    <Section
      id="partners-and-developers"
      heading={t('company.developers.heading')}
      intro={t('company.developers.intro')}
      centered
    >
      <ul
        aria-label={t('company.developers.listLabel')}
        className="flex flex-wrap justify-center gap-3"
      >
        {developers.map((developer) => (
          <li
            key={developer.name}
            className="rounded-xl border border-slate-200 px-5 py-3 text-base font-semibold tracking-tight text-slate-700 dark:border-slate-700 dark:text-slate-200"
          >
            {developer.name}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('company.developers.note')}
      </p>
    </Section>
  )
}

export function Contact() {
  const { t, locale } = usePage()
  const contact = localePath('contact', locale.code)
  return (
    <CtaBand
      id={HOME_ANCHORS.contact}
      heading={t('home.contact.heading')}
      text={t('home.contact.intro')}
      note={t('home.contact.note', { address: t('company.offices.dubai.street') })}
    >
      <a href={`${contact}?kind=consultation`} className={ON_DARK_PRIMARY}>
        {t('marketing.bookConsultation')}
      </a>
      <a href={COMPANY_PHONE_HREF} className={ON_DARK_SECONDARY}>
        <Icon name="phone" className="size-5" />
        <bdi>{COMPANY_PHONE}</bdi>
      </a>
      <a href={whatsappHref('home', locale.code)} rel="nofollow" className={ON_DARK_SECONDARY}>
        {t('property.whatsapp')}
      </a>
      {/* the address is long: on a phone a smaller face keeps it on one line in its pill */}
      <a
        href={`mailto:${COMPANY_EMAIL}`}
        className={`${ON_DARK_SECONDARY} max-sm:px-4 max-sm:text-sm`}
      >
        <Icon name="mail" className="size-5" />
        {COMPANY_EMAIL}
      </a>
    </CtaBand>
  )
}
