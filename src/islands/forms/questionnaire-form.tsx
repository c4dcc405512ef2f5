import { useState, type FormEvent, type ReactNode } from 'react'
import type { MessageKey } from '../../i18n/messages'
import type { CountryOption } from '../../lib/phone-countries'
import { cn } from '../../lib/cn'
import { ConsentFields, FormSafeguards, ThankYou } from '../../components/forms/form-extras'
import { PhoneField } from '../../components/forms/phone-field'
import { TextField } from '../../components/forms/text-field'
import { Button } from '../../components/ui/button'
import {
  DUBAI_YEARS,
  LANGUAGES,
  PORTFOLIO_AREAS,
  TRANSACTIONS,
  YES_NO,
} from '../../schemas/form-choices'
import type { Messages } from './messages'
import { useSubmission, type Result } from './use-submission'

export interface QuestionnaireFormProps {
  page: string
  locale: string
  messages: Messages
  countries: CountryOption[]
  defaultCountry: string
  privacyHref: string
  consentVersion: string
  formToken: string
  utm: Record<string, string>
  initial?: {
    values: Record<string, string | string[]>
    errors: Record<string, string>
    result?: Result
  }
  /** `steps`: one step at a time (the modal); `all`: every question at once (no JavaScript) */
  mode: 'steps' | 'all'
  idPrefix?: string
  /** rendered under the thank-you in the modal: its Close button */
  closeButton?: ReactNode
  onSuccess?: () => void
}

const STEPS = ['experience', 'track', 'languages', 'motivation', 'contact'] as const
type Step = (typeof STEPS)[number]

/** The step each field is asked in, to show the one a server error is about. */
const STEP_OF: Record<string, Step> = {
  experience: 'experience',
  dubaiYears: 'experience',
  portfolio: 'experience',
  transactions: 'track',
  ownNetwork: 'track',
  languages: 'languages',
  otherLanguages: 'languages',
  reason: 'motivation',
  clientSources: 'motivation',
  salesExperience: 'motivation',
}

const loadSchema = () => import('../../schemas/careers').then((m) => m.CareersApplicationSchema)

interface ChoiceProps {
  name: string
  legend: string
  options: readonly string[]
  label: (option: string) => string
  multiple?: boolean
  checked: (option: string) => boolean
}

/** A question answered by picking: radio buttons (or checkboxes) styled as pills. */
function Choice({ name, legend, options, label, multiple, checked }: ChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-800 has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:text-primary-900 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950 dark:has-checked:text-primary-100"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option}
              defaultChecked={checked(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The careers questionnaire's fields (SPEC.md section 3), in steps or all at once. */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { initial, mode } = props
  const prefix = props.idPrefix ?? `questionnaire-${mode}`
  const [step, setStep] = useState(0)
  const form = useSubmission({
    endpoint: '/api/careers',
    messages: props.messages,
    loadSchema,
    failure: { title: 'questionnaire.failure' },
    context: { page: props.page, locale: props.locale },
    onErrors: (fields) => {
      // A refused answer of an earlier step: go back to it
      const field = Object.keys(fields).find((name) => STEP_OF[name])
      if (field) setStep(STEPS.indexOf(STEP_OF[field]!))
    },
    onSuccess: props.onSuccess,
    initialErrors: initial?.errors,
    initialResult: initial?.result,
  })
  const { t, errors } = form
  const values = initial?.values ?? {}
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  const picked = (name: string) => (option: string) => {
    const value = values[name]
    return Array.isArray(value) ? value.includes(option) : value === option
  }
  const required = t('forms.required')
  const last = STEPS.length - 1
  const stepped = mode === 'steps'

  if (form.status === 'success' && form.result) {
    return (
      <ThankYou
        title={t('questionnaire.submittedTitle')}
        text={t('questionnaire.submittedText')}
        reference={form.result.reference}
        t={t}
      >
        {props.closeButton}
      </ThankYou>
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of an earlier step moves on instead of sending
    if (stepped && step < last) {
      event.preventDefault()
      setStep(step + 1)
      return
    }
    await form.onSubmit(event)
  }

  const visible = (index: number) => !stepped || index === step

  const section = (index: number, children: ReactNode) => (
    <section
      key={STEPS[index]}
      hidden={!visible(index)}
      aria-labelledby={`${prefix}-step-${index}`}
      className="grid gap-5"
    >
      <h3
        id={`${prefix}-step-${index}`}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t(`questionnaire.steps.${STEPS[index]!}` as MessageKey)}
      </h3>
      {children}
    </section>
  )

  return (
    <form
      method="post"
      action="/api/careers"
      noValidate
      onSubmit={onSubmit}
      onFocus={(event) => void form.prepare(event.currentTarget)}
      onChange={(event) => form.clearError((event.target as { name?: string }).name ?? '')}
      className="relative grid gap-6"
    >
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="formToken" value={props.formToken} />
      {Object.entries(props.utm).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {stepped ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t('questionnaire.step', { current: step + 1, total: STEPS.length })}
          </p>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            aria-hidden="true"
          >
            <div
              className="h-full rounded-full bg-primary-600 transition-[width]"
              style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
            />
          </div>
        </div>
      ) : null}

      {section(
        0,
        <>
          <Choice
            name="experience"
            legend={t('questionnaire.experience')}
            options={YES_NO}
            label={(o) => t(`questionnaire.yesNo.${o}` as MessageKey)}
            checked={picked('experience')}
          />
          <Choice
            name="dubaiYears"
            legend={t('questionnaire.dubaiYears')}
            options={DUBAI_YEARS}
            label={(o) => t(`questionnaire.dubaiYearsChoices.${o}` as MessageKey)}
            checked={picked('dubaiYears')}
          />
          <Choice
            name="portfolio"
            legend={t('questionnaire.portfolio')}
            options={PORTFOLIO_AREAS}
            label={(o) => t(`questionnaire.portfolioChoices.${o}` as MessageKey)}
            checked={picked('portfolio')}
          />
        </>
      )}
      {section(
        1,
        <>
          <Choice
            name="transactions"
            legend={t('questionnaire.transactions')}
            options={TRANSACTIONS}
            label={(o) => t(`questionnaire.transactionsChoices.${o}` as MessageKey)}
            checked={picked('transactions')}
          />
          <Choice
            name="ownNetwork"
            legend={t('questionnaire.ownNetwork')}
            options={YES_NO}
            label={(o) => t(`questionnaire.yesNo.${o}` as MessageKey)}
            checked={picked('ownNetwork')}
          />
        </>
      )}
      {section(
        2,
        <>
          <Choice
            name="languages"
            legend={t('questionnaire.languages')}
            options={LANGUAGES}
            multiple
            label={(o) => t(`questionnaire.languageChoices.${o}` as MessageKey)}
            checked={picked('languages')}
          />
          <TextField
            prefix={prefix}
            name="otherLanguages"
            label={t('questionnaire.otherLanguages')}
            value={text('otherLanguages')}
            error={errors.otherLanguages}
            maxLength={200}
          />
        </>
      )}
      {section(
        3,
        <>
          {(['reason', 'clientSources', 'salesExperience'] as const).map((name) => (
            <TextField
              key={name}
              prefix={prefix}
              name={name}
              label={t(`questionnaire.${name}`)}
              value={text(name)}
              error={errors[name]}
              maxLength={2000}
              multiline
            />
          ))}
        </>
      )}
      {section(
        4,
        <>
          <TextField
            prefix={prefix}
            name="fullName"
            label={t('forms.fullName')}
            required
            requiredLabel={required}
            autoComplete="name"
            placeholder={t('forms.fullNamePlaceholder')}
            value={text('fullName')}
            error={errors.fullName}
            maxLength={100}
          />
          <TextField
            prefix={prefix}
            name="email"
            type="email"
            label={t('forms.email')}
            required
            requiredLabel={required}
            autoComplete="email"
            placeholder={t('forms.emailPlaceholder')}
            value={text('email')}
            error={errors.email}
            maxLength={254}
          />
          <PhoneField
            id={`${prefix}-phone`}
            label={t('forms.phone')}
            countryLabel={t('forms.phoneCountry')}
            placeholder={t('forms.phonePlaceholder')}
            required={false}
            requiredLabel={required}
            countries={props.countries}
            country={text('phoneCountry') || props.defaultCountry}
            value={text('phone')}
            error={errors.phone}
          />
          <ConsentFields
            idPrefix={prefix}
            t={t}
            privacyHref={props.privacyHref}
            version={props.consentVersion}
            marketing
            marketingChecked={text('marketingOptIn') === 'on'}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('forms.requiredNote')}</p>
        </>
      )}
      <FormSafeguards t={t} queued={form.status === 'queued'} />
      <div className={cn('flex flex-wrap gap-3', stepped && 'justify-between')}>
        {stepped && step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t('questionnaire.back')}
          </Button>
        ) : null}
        {/* Own keys: React must not turn the clicked Next button into the submit button while
            its click is still being handled, or that very click sends the form */}
        {stepped && step < last ? (
          <Button key="next" className="ms-auto" onClick={() => setStep(step + 1)}>
            {t('questionnaire.next')}
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            className="ms-auto"
            disabled={form.status === 'submitting'}
          >
            {form.status === 'submitting' ? t('forms.submitting') : t('questionnaire.submit')}
          </Button>
        )}
      </div>
    </form>
  )
}
