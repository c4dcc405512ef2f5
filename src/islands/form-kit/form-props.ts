import type { CountryOption } from '../../lib/phone-countries'
import type { Messages } from './messages'
import type { Result } from './use-submission'

/** What a form sent without JavaScript comes back with: the values, the errors or the answer. */
export interface FormInitialState {
  values: Record<string, string | string[]>
  errors: Record<string, string>
  result?: Result
}

/** The props every lead-capturing form island gets from the page. */
export interface SubmitFormProps {
  /** the page the form is on, recorded with the submission */
  page: string
  locale: string
  messages: Messages
  privacyHref: string
  consentVersion: string
  /** posted by a plain form in place of an Idempotency-Key: posted twice, it stores one */
  formToken: string
  /** UTM parameters of the page's URL, for plain forms */
  utm: Record<string, string>
  initial?: FormInitialState
  /** the longest value of each text field, read from the form's schema (src/schemas/limits.ts) */
  limits: Record<string, number>
}

/** A form with a phone number: the country list of its picker, and the visitor's country. */
export interface PhoneProps {
  countries: CountryOption[]
  defaultCountry: string
}

/** The header's request-call button and the lead dialog it opens. */
export interface RequestCallProps extends Pick<
  SubmitFormProps,
  'locale' | 'messages' | 'privacyHref' | 'consentVersion' | 'limits'
> {
  /** the locale's iso tag, for the country names of the phone picker */
  iso: string
  /** `/contact?kind=call` in the visitor's locale: where the button goes without JavaScript */
  contactHref: string
}
