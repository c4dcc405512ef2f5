import type { MessageKey } from '../i18n/messages'
import type { LeadKind } from '../schemas/lead'
import { ConsentFields, FormSafeguards, SubmitRow, ThankYou } from '../components/forms/form-extras'
import { PhoneField } from '../components/forms/phone-field'
import { Button } from '../components/ui/button'
import { describedBy, Field, Input, Textarea } from '../components/ui/field'
import { CONTACT_KEYS, FORM_KEYS, type PhoneProps, type SubmitFormProps } from './forms/form-props'
import { useSubmission } from './forms/use-submission'
import { KIND_COPY } from '../components/forms/lead-copy'

export interface LeadFormProps extends SubmitFormProps, PhoneProps {
  kind: LeadKind
  propertyId?: number
  agentId?: number
  /** names shown for the property and consultant, when the page knows them */
  propertyTitle?: string
  agentName?: string
  idPrefix?: string
  /** the form's own heading and introduction (off where the dialog shows them) */
  showHeading?: boolean
}

/** Every string the lead form can show; the server translates these into its props. */
export const LEAD_FORM_KEYS: MessageKey[] = [
  ...Object.values(KIND_COPY).flatMap((copy) => [copy.title, copy.intro, copy.submit]),
  'forms.message',
  'forms.messagePlaceholder',
  'forms.thankYouTitle',
  'forms.thankYouText',
  'forms.sendAnother',
  'forms.aboutProperty',
  'forms.withConsultant',
  'forms.aboutPropertyNamed',
  'forms.withConsultantNamed',
  'forms.errors.kind',
  'leadForm.failure',
  'consultationForm.failureTitle',
  'consultationForm.failure',
  'leadForm.errors.nameRequired',
  'leadForm.errors.nameShort',
  'leadForm.errors.nameDigits',
  'leadForm.errors.nameChars',
  'leadForm.errors.emailRequired',
  'leadForm.errors.emailInvalid',
  'leadForm.errors.phoneInvalid',
  'consultationForm.errors.name',
  'consultationForm.errors.email',
  'consultationForm.errors.phone',
  ...FORM_KEYS,
  ...CONTACT_KEYS,
]

const loadSchema = (kind: LeadKind) => () =>
  import('../schemas/lead').then((module) => module.leadSchemaFor(kind))

/**
 * The lead form: the landing page's (kind `landing`) and the consultation form's other kinds
 * (request a call, consultation, floor plan, brochure). Without JavaScript it posts to
 * /api/leads and the answer is a page; with it, it posts JSON and shows the outcome in place.
 */
export default function LeadForm(props: LeadFormProps) {
  const { kind, initial } = props
  const prefix = props.idPrefix ?? `lead-${kind}`
  const copy = KIND_COPY[kind]
  const form = useSubmission({
    endpoint: '/api/leads',
    messages: props.messages,
    loadSchema: loadSchema(kind),
    failure:
      kind === 'landing'
        ? { title: 'leadForm.failure' }
        : { title: 'consultationForm.failureTitle', text: 'consultationForm.failure' },
    context: {
      kind,
      page: props.page,
      locale: props.locale,
      propertyId: props.propertyId,
      agentId: props.agentId,
    },
    initialErrors: initial?.errors,
    initialResult: initial?.result,
  })
  const { t, errors } = form
  const value = (name: string) => {
    const typed = initial?.values[name]
    return typeof typed === 'string' ? typed : ''
  }
  const required = t('forms.required')

  if (form.status === 'success' && form.result) {
    return (
      <ThankYou
        title={t('forms.thankYouTitle')}
        text={t('forms.thankYouText')}
        reference={form.result.reference}
        t={t}
      >
        <Button variant="secondary" onClick={form.reset}>
          {t('forms.sendAnother')}
        </Button>
      </ThankYou>
    )
  }

  return (
    <form
      method="post"
      action="/api/leads"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={(event) => void form.prepare(event.currentTarget)}
      onChange={(event) => form.clearError((event.target as { name?: string }).name ?? '')}
      aria-busy={form.status === 'submitting'}
      className="relative grid gap-4"
    >
      {props.showHeading !== false ? (
        <div className="grid gap-1">
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
            {t(copy.title)}
          </h2>
          <p className="text-slate-600 dark:text-slate-300">{t(copy.intro)}</p>
        </div>
      ) : null}
      {props.propertyId || props.agentId ? (
        <p className="flex flex-wrap gap-2 text-sm">
          {props.propertyId ? (
            <span className="rounded-full bg-secondary-50 px-3 py-1 text-secondary-800 dark:bg-secondary-950 dark:text-secondary-200">
              {props.propertyTitle
                ? t('forms.aboutPropertyNamed', { title: props.propertyTitle })
                : t('forms.aboutProperty', { id: props.propertyId })}
            </span>
          ) : null}
          {props.agentId ? (
            <span className="rounded-full bg-secondary-50 px-3 py-1 text-secondary-800 dark:bg-secondary-950 dark:text-secondary-200">
              {props.agentName
                ? t('forms.withConsultantNamed', { name: props.agentName })
                : t('forms.withConsultant', { id: props.agentId })}
            </span>
          ) : null}
        </p>
      ) : null}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="formToken" value={props.formToken} />
      {props.propertyId ? <input type="hidden" name="propertyId" value={props.propertyId} /> : null}
      {props.agentId ? <input type="hidden" name="agentId" value={props.agentId} /> : null}
      {Object.entries(props.utm).map(([name, utm]) => (
        <input key={name} type="hidden" name={name} value={utm} />
      ))}

      <Field
        id={`${prefix}-name`}
        label={t('forms.fullName')}
        required
        requiredLabel={required}
        error={errors.fullName}
      >
        <Input
          id={`${prefix}-name`}
          name="fullName"
          dir="auto"
          autoComplete="name"
          required
          maxLength={100}
          placeholder={t('forms.fullNamePlaceholder')}
          defaultValue={value('fullName')}
          {...describedBy(`${prefix}-name`, errors.fullName)}
        />
      </Field>
      <Field
        id={`${prefix}-email`}
        label={t('forms.email')}
        required
        requiredLabel={required}
        error={errors.email}
      >
        <Input
          id={`${prefix}-email`}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={t('forms.emailPlaceholder')}
          defaultValue={value('email')}
          {...describedBy(`${prefix}-email`, errors.email)}
        />
      </Field>
      <PhoneField
        id={`${prefix}-phone`}
        label={t('forms.phone')}
        countryLabel={t('forms.phoneCountry')}
        placeholder={t('forms.phonePlaceholder')}
        required
        requiredLabel={required}
        countries={props.countries}
        country={value('phoneCountry') || props.defaultCountry}
        value={value('phone')}
        error={errors.phone}
      />
      {kind === 'consultation' ? (
        <Field id={`${prefix}-message`} label={t('forms.message')} error={errors.message}>
          <Textarea
            id={`${prefix}-message`}
            name="message"
            dir="auto"
            maxLength={2000}
            rows={3}
            placeholder={t('forms.messagePlaceholder')}
            defaultValue={value('message')}
            {...describedBy(`${prefix}-message`, errors.message)}
          />
        </Field>
      ) : null}
      {errors.kind ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.kind}
        </p>
      ) : null}
      <ConsentFields
        idPrefix={prefix}
        t={t}
        privacyHref={props.privacyHref}
        version={props.consentVersion}
        marketing
        marketingChecked={value('marketingOptIn') === 'on'}
      />
      <FormSafeguards t={t} queued={form.status === 'queued'} />
      <SubmitRow t={t} label={t(copy.submit)} submitting={form.status === 'submitting'} />
    </form>
  )
}
