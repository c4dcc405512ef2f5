import { localePath } from '../../route-table'
import { whatsappHref } from '../../lib/contact-links'
import { JsonLd } from '../json-ld'
import { usePage } from '../page-context'
import { buttonClass } from '../ui/button'
import { Section } from './section'
import { faqLd } from './structured-data'

export interface FaqItem {
  question: string
  answer: string
}

/**
 * Questions and answers as native disclosures (they open without JavaScript and are found by
 * the browser's find-in-page), with their FAQPage structured data.
 */
export function Faq({
  items,
  withStructuredData = true,
}: {
  items: FaqItem[]
  /** off for specimens (the component kit): only real questions are FAQPage data */
  withStructuredData?: boolean
}) {
  return (
    <>
      <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map((item, index) => (
          <details key={item.question} className="group" open={index === 0}>
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
              <span className="flex-1 rtl:text-right">{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-primary-700 transition-transform group-open:rotate-45 dark:text-primary-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M12 5v14M5 12h14" />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-7 text-slate-700 sm:px-6 rtl:text-right dark:text-slate-300">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
      {withStructuredData ? <JsonLd data={faqLd(items)} /> : null}
    </>
  )
}

/**
 * A page's questions and answers as its `#faq` band: from lg the heading stands beside them, with
 * the way to ask a question that is not there.
 */
export function FaqSection({ heading, items }: { heading: string; items: FaqItem[] }) {
  return (
    <Section id="faq" tone="muted" heading={heading} beside={{ actions: <FaqActions /> }}>
      <Faq items={items} />
    </Section>
  )
}

/** Beside the questions: the way to ask one that is not there, by form or on WhatsApp. */
function FaqActions() {
  const { t, locale } = usePage()
  return (
    <>
      <a
        href={`${localePath('contact', locale.code)}?kind=consultation`}
        className={buttonClass('primary', 'lg')}
      >
        {t('marketing.talkToConsultant')}
      </a>
      <a
        href={whatsappHref('faq', locale.code)}
        rel="nofollow"
        className={buttonClass('secondary', 'lg')}
      >
        {t('property.whatsapp')}
      </a>
    </>
  )
}
