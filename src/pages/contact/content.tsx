import type { ReactNode } from 'react'
import { MarketingHero } from '../../components/marketing/hero'
import { Icon, type IconName } from '../../components/marketing/icons'
import { Section } from '../../components/marketing/section'
import { realEstateAgentLd } from '../../components/marketing/structured-data'
import { officeCity, officeCountry, WorldMap } from '../../components/marketing/world-map'
import { JsonLd } from '../../components/json-ld'
import { usePage } from '../../components/page-context'
import { COMPANY_EMAIL, COMPANY_PHONE, COMPANY_PHONE_HREF, OFFICES } from '../../lib/company'

// The contact details around the consultation form of /contact (src/pages/form-pages.tsx):
// phone, email, the head office and its opening hours, and the 7 offices.

function Channel({
  icon,
  href,
  label,
  text,
}: {
  icon: IconName
  href: string
  label: string
  text: string
}) {
  return (
    <a
      href={href}
      className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary-600 dark:bg-slate-900 dark:ring-slate-700"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words text-slate-900 dark:text-white">
          <bdi>{label}</bdi>
        </span>
        <span className="block text-sm text-slate-600 rtl:text-right dark:text-slate-400">
          {text}
        </span>
      </span>
    </a>
  )
}

export function ContactHero() {
  const { t } = usePage()
  return (
    <MarketingHero
      eyebrow={t('contactPage.eyebrow')}
      heading={t('pages.contact.heading')}
      intro={t('pages.contact.intro')}
      trail={[{ name: t('pages.contact.title'), page: 'contact' }]}
      aside={
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <Channel
            icon="phone"
            href={COMPANY_PHONE_HREF}
            label={COMPANY_PHONE}
            text={t('contactPage.channels.phoneText')}
          />
          <Channel
            icon="mail"
            href={`mailto:${COMPANY_EMAIL}`}
            label={COMPANY_EMAIL}
            text={t('contactPage.channels.emailText')}
          />
        </div>
      }
    />
  )
}

const HOURS = [
  ['weekdays', 'weekdaysTime'],
  ['saturday', 'saturdayTime'],
  ['sunday', 'sundayTime'],
] as const

/** One of the head office's cards: where it is, when it is open, how to reach it. */
function OfficeCard({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <Icon name={icon} className="size-6 text-primary-700 dark:text-primary-400" />
      {children}
    </div>
  )
}

export function ContactMore() {
  const { t, locale, origin } = usePage()
  return (
    <>
      <Section id="head-office" tone="muted" heading={t('contactPage.office.heading')}>
        <div className="grid gap-6 lg:grid-cols-3">
          <OfficeCard icon="pin">
            <address className="mt-4 not-italic">
              <span className="block font-semibold text-slate-900 rtl:text-right dark:text-white">
                {t('brand.name')}
              </span>
              <span className="block text-slate-700 rtl:text-right dark:text-slate-300">
                {t('company.offices.dubai.street')}
              </span>
              <span className="block text-slate-700 rtl:text-right dark:text-slate-300">
                {t('company.offices.dubai.area')}
              </span>
            </address>
            <p className="mt-4 text-sm text-slate-600 rtl:text-right dark:text-slate-400">
              {t('contactPage.office.directions')}
            </p>
          </OfficeCard>
          <OfficeCard icon="clock">
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
              {t('contactPage.hours.heading')}
            </h3>
            <dl className="mt-3 grid gap-2">
              {HOURS.map(([day, time]) => (
                <div key={day} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-slate-700 dark:text-slate-300">
                    {t(`company.hours.${day}`)}
                  </dt>
                  <dd className="font-medium text-slate-900 dark:text-white">
                    {t(`company.hours.${time}`)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t('company.hoursTimezone')}
            </p>
          </OfficeCard>
          <OfficeCard icon="phone">
            <dl className="mt-4 grid gap-3">
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">
                  {t('company.phoneLabel')}
                </dt>
                <dd>
                  <a
                    href={COMPANY_PHONE_HREF}
                    className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
                  >
                    <bdi>{COMPANY_PHONE}</bdi>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600 dark:text-slate-400">
                  {t('company.emailLabel')}
                </dt>
                <dd>
                  <a
                    href={`mailto:${COMPANY_EMAIL}`}
                    className="font-semibold break-all text-primary-800 hover:underline dark:text-primary-300"
                  >
                    {COMPANY_EMAIL}
                  </a>
                </dd>
              </div>
            </dl>
          </OfficeCard>
        </div>
      </Section>
      <Section
        id="offices"
        heading={t('contactPage.offices.heading')}
        intro={t('contactPage.offices.intro')}
      >
        <div className="mx-auto max-w-5xl">
          <WorldMap showList={false} />
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OFFICES.map((office) => (
            <li
              key={office.id}
              className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
            >
              <h3 className="font-semibold text-slate-900 rtl:text-right dark:text-white">
                {t(officeCity(office))}
              </h3>
              <p className="text-sm text-slate-600 rtl:text-right dark:text-slate-400">
                {office.id === 'dubai' ? t('company.headOffice') : t(officeCountry(office))}
              </p>
              <p className="mt-3 text-sm text-slate-700 rtl:text-right dark:text-slate-300">
                {t(`company.offices.${office.id}.street`)}
              </p>
              <p className="text-sm text-slate-700 rtl:text-right dark:text-slate-300">
                {t(`company.offices.${office.id}.area`)}
              </p>
              <a
                href={`mailto:${office.email}`}
                className="mt-3 inline-block text-sm font-semibold break-all text-primary-800 hover:underline dark:text-primary-300"
              >
                {office.email}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <JsonLd data={realEstateAgentLd(t, locale, origin)} />
    </>
  )
}
