import type { ReactNode } from 'react'
import en from '../../../locales/en.json'
import { MarketingHero } from '../../components/marketing/hero'
import { usePage } from '../../components/page-context'
import { SiteLink } from '../../components/site-link'
import { formatDate, formatNumber } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { MessageKey, MessageParams, Translate } from '../../i18n/messages'
import { COMPANY_EMAIL, COMPANY_PHONE, COPYRIGHT_EMAIL, PRIVACY_EMAIL } from '../../lib/company'
import { LEGAL } from '../../lib/legal'
import { formatPeriod, RETENTION } from '../../lib/retention'
import { formatMoney } from '../../lib/currency'
import { localePath, pageText, route } from '../../route-table'

export type LegalDocument = 'terms' | 'privacy' | 'copyright'

/**
 * The structure of each document (sections, and in each its paragraphs `p…` and list items
 * `i…`) is read from the English file; the words come from the visitor's locale, falling back
 * to English key by key like every other string.
 */
const STRUCTURE: Record<LegalDocument, [string, string[]][]> = {
  terms: structureOf(en.legal.terms),
  privacy: structureOf(en.legal.privacy),
  copyright: structureOf(en.legal.copyright),
}

function structureOf(document: Record<string, Record<string, string>>): [string, string[]][] {
  return Object.entries(document).map(([id, section]) => [
    id,
    Object.keys(section).filter((key) => key !== 'title'),
  ])
}

/** The values the texts quote: SPEC.md section 9's constants, retention, our contact details. */
export function legalParams(t: Translate, locale: Locale): MessageParams {
  const usd = (amount: number) => formatMoney(locale.iso, amount, 'USD')
  return {
    brand: t('brand.name'),
    minimumAge: LEGAL.minimumAge,
    childAge: LEGAL.childAge,
    changeNoticeDays: LEGAL.changeNoticeDays,
    disputeDays: LEGAL.disputeResolutionDays,
    liabilityCap: usd(LEGAL.liabilityCapUsd),
    nonAppearanceBelow: usd(LEGAL.nonAppearanceBelowUsd),
    minimumAward: usd(LEGAL.minimumAwardUsd),
    hearingMiles: formatNumber(locale, LEGAL.hearingMiles),
    warrantyDays: LEGAL.warrantyDays,
    email: COMPANY_EMAIL,
    privacyEmail: PRIVACY_EMAIL,
    copyrightEmail: COPYRIGHT_EMAIL,
    phone: COMPANY_PHONE,
    address: t('company.addressLine', {
      street: t('company.offices.dubai.street'),
      area: t('company.offices.dubai.area'),
    }),
    // the privacy policy's retention periods, from the table the daily job applies
    ...Object.fromEntries(
      Object.entries(RETENTION).map(([key, period]) => [key, formatPeriod(locale.iso, period)])
    ),
  }
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/** Text with its email addresses as mailto links. */
function withLinks(text: string): ReactNode[] {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-primary-800 underline underline-offset-4 dark:text-primary-300"
      >
        {part}
      </a>
    ) : (
      part
    )
  )
}

/** Paragraphs and lists: consecutive `i…` keys make one list. */
function SectionBody({
  document,
  id,
  keys,
  params,
}: {
  document: LegalDocument
  id: string
  keys: string[]
  /** computed once per page: formatting the figures is the costly part of this page */
  params: MessageParams
}) {
  const { t } = usePage()
  const text = (key: string) => t(`legal.${document}.${id}.${key}` as MessageKey, params)
  const blocks: ReactNode[] = []
  let items: string[] = []
  const flush = () => {
    if (!items.length) return
    blocks.push(
      <ul key={`list-${blocks.length}`} className="grid gap-2">
        {items.map((key) => (
          // a drawn bullet: a list marker would follow the item's own direction (English
          // fallback in an Arabic page) and hang outside the page
          <li key={key} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary-700"
            />
            <span className="rtl:text-right">{withLinks(text(key))}</span>
          </li>
        ))}
      </ul>
    )
    items = []
  }
  for (const key of keys) {
    if (key.startsWith('i')) {
      items.push(key)
      continue
    }
    flush()
    blocks.push(
      <p key={key} className="rtl:text-right">
        {withLinks(text(key))}
      </p>
    )
  }
  flush()
  return <>{blocks}</>
}

const OTHERS: Record<LegalDocument, LegalDocument[]> = {
  terms: ['privacy', 'copyright'],
  privacy: ['terms', 'copyright'],
  copyright: ['terms', 'privacy'],
}

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, locale } = usePage()
  const page = route(document)
  const params = legalParams(t, locale)
  const sections = STRUCTURE[document]
  const title = (id: string) => t(`legal.${document}.${id}.title` as MessageKey)
  return (
    <>
      <MarketingHero
        heading={pageText(t, page, 'heading')}
        intro={pageText(t, page, 'intro')}
        trail={[{ name: pageText(t, page, 'title'), page: document }]}
      >
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('marketing.lastUpdated', { date: formatDate(locale, LEGAL.lastUpdated) })}
        </p>
        {locale.code !== 'en' && (
          <p className="mt-3 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
            {t('legal.translationNotice')}{' '}
            <a
              href={localePath(document, 'en')}
              hrefLang="en"
              className="font-medium text-primary-800 underline underline-offset-4 dark:text-primary-300"
            >
              {t('legal.englishVersion')}
            </a>
          </p>
        )}
      </MarketingHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <details
            open
            className="group rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <summary
              id="legal-contents"
              className="cursor-pointer list-none font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden"
            >
              {t('legal.contentsLabel')}
            </summary>
            <ol className="mt-4 grid list-decimal gap-2 ps-5 text-sm marker:text-slate-500">
              {sections.map(([id]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="text-slate-700 hover:text-primary-800 hover:underline rtl:text-right dark:text-slate-300 dark:hover:text-primary-300"
                  >
                    {title(id)}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <article className="max-w-3xl min-w-0 break-words">
          {sections.map(([id, keys], index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="border-b border-slate-200 py-8 first:pt-0 last:border-0 dark:border-slate-800"
            >
              <h2
                id={`${id}-title`}
                className="text-2xl font-bold tracking-tight text-slate-900 rtl:text-right dark:text-white"
              >
                <span className="me-2 text-primary-700 dark:text-primary-400">{index + 1}.</span>
                {title(id)}
              </h2>
              <div className="mt-4 grid gap-4 leading-7 text-slate-700 dark:text-slate-300">
                <SectionBody document={document} id={id} keys={keys} params={params} />
              </div>
            </section>
          ))}
          <div className="mt-6 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
            <p className="text-slate-700 rtl:text-right dark:text-slate-300">
              {withLinks(
                t('legal.questions', {
                  email:
                    document === 'terms'
                      ? COMPANY_EMAIL
                      : document === 'privacy'
                        ? PRIVACY_EMAIL
                        : COPYRIGHT_EMAIL,
                })
              )}
            </p>
            <h2 className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">
              {t('legal.related')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {OTHERS[document].map((other) => (
                <li key={other}>
                  <SiteLink
                    to={other}
                    className="font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
                  >
                    {pageText(t, route(other), 'title')}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </article>
      </div>
    </>
  )
}
