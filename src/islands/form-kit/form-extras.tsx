import type { ReactNode } from 'react'
import { TickIcon } from '../../components/tick-icon'
import type { MessageKey } from '../../i18n/messages'
import { Button } from '../../components/ui/button'

/**
 * The honeypot (STYLE.md: one on every public form): a field people never see or reach, so a
 * value in it marks the submission for review. Hidden by layout, not `type=hidden`, which bots
 * skip.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * Where the Cloudflare Turnstile check appears when the site has a key (an island renders it
 * when the visitor reaches the form); empty, and so hidden, otherwise.
 */
export function BotCheckSlot() {
  return <div data-turnstile-slot="" className="empty:hidden" />
}

/** A form's translator (the island's `translate(messages)`). */
type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

interface ConsentProps {
  idPrefix: string
  t: Translate
  privacyHref: string
  version: string
  /** offer the marketing opt-in; unticked unless the visitor ticks it */
  marketing?: boolean
  marketingChecked?: boolean
}

/** The consent notice under a form and the separate, unticked marketing opt-in. */
export function ConsentFields({ idPrefix, t, ...props }: ConsentProps) {
  return (
    <div className="grid gap-3 text-sm text-slate-600 dark:text-slate-300">
      <input type="hidden" name="consentVersion" value={props.version} />
      {props.marketing ? (
        <label className="flex items-start gap-2.5">
          <input
            id={`${idPrefix}-marketing`}
            type="checkbox"
            name="marketingOptIn"
            defaultChecked={props.marketingChecked ?? false}
            className="mt-0.5 size-5 shrink-0 accent-primary-700"
          />
          <span>{t('consent.marketing')}</span>
        </label>
      ) : null}
      <p>
        {t('consent.notice')}{' '}
        <a
          href={props.privacyHref}
          className="font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300"
        >
          {t('consent.privacyLink')}
        </a>
      </p>
    </div>
  )
}

/**
 * What every lead form ends with before its buttons: the bot check, the honeypot, and the note
 * that a submission is waiting to be sent when the server could not be reached.
 */
export function FormSafeguards({ t, queued }: { t: Translate; queued: boolean }) {
  return (
    <>
      <BotCheckSlot />
      <Honeypot label={t('forms.honeypot')} />
      {queued ? (
        <p
          role="status"
          className="rounded-lg bg-secondary-50 px-3 py-2 text-sm text-secondary-900 dark:bg-secondary-950 dark:text-secondary-100"
        >
          {t('forms.queuedInline')}
        </p>
      ) : null}
    </>
  )
}

/** The submit button (Submitting... while it sends) and the note on required fields. */
export function SubmitRow({
  t,
  label,
  submitting,
}: {
  t: Translate
  label: string
  submitting: boolean
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t('forms.submitting') : label}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('forms.requiredNote')}</p>
    </div>
  )
}

interface ThankYouProps {
  title: string
  text: string
  reference?: string
  /** the form's translator, for the reference line and its hint */
  t: Translate
  children?: ReactNode
}

/** The thank-you state: what happens next and the request's short reference number. */
export function ThankYou({ title, text, reference, t, children }: ThankYouProps) {
  return (
    <div role="status" className="grid justify-items-start gap-3 py-2">
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-200"
      >
        <TickIcon className="size-6" />
      </span>
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h3>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      {reference ? (
        <div className="rounded-lg bg-slate-100 px-4 py-3 dark:bg-slate-800">
          <p className="font-semibold text-slate-900 dark:text-white">
            {/* isolated, so the code keeps its order inside a right-to-left sentence */}
            {t('forms.reference', { reference: `\u2066${reference}\u2069` })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('forms.referenceHint')}</p>
        </div>
      ) : null}
      {children}
    </div>
  )
}
