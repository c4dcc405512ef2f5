import type { MessageKey } from '../i18n/messages'
import { ConsentFields, FormSafeguards, SubmitRow, ThankYou } from '../components/forms/form-extras'
import { PhoneField } from '../components/forms/phone-field'
import { TextField } from '../components/forms/text-field'
import { Field, Select } from '../components/ui/field'
import { PARTNER_TYPES, REFERRALS_PER_MONTH } from '../schemas/form-choices'
import { CONTACT_KEYS, FORM_KEYS, type PhoneProps, type SubmitFormProps } from './forms/form-props'
import { useSubmission } from './forms/use-submission'

export type PartnerFormProps = SubmitFormProps & PhoneProps

export const PARTNER_FORM_KEYS: MessageKey[] = [
  'partnerForm.title',
  'partnerForm.intro',
  'partnerForm.submit',
  'partnerForm.submittedTitle',
  'partnerForm.submittedText',
  'partnerForm.failure',
  'partnerForm.partnerType',
  'partnerForm.company',
  'partnerForm.country',
  'partnerForm.referralsPerMonth',
  'partnerForm.network',
  'partnerForm.networkPlaceholder',
  'partnerForm.choose',
  ...PARTNER_TYPES.map((type) => `partnerForm.types.${type}` as MessageKey),
  ...REFERRALS_PER_MONTH.map((count) => `partnerForm.referrals.${count}` as MessageKey),
  ...FORM_KEYS,
  ...CONTACT_KEYS,
]

const loadSchema = () => import('../schemas/partner').then((m) => m.PartnerApplicationSchema)

/** The Refer & Earn application: the partner's details and what they tell about their network. */
export default function PartnerForm(props: PartnerFormProps) {
  const { initial } = props
  const prefix = 'partner'
  const form = useSubmission({
    endpoint: '/api/partners',
    messages: props.messages,
    loadSchema,
    failure: { title: 'partnerForm.failure' },
    context: { page: props.page, locale: props.locale },
    initialErrors: initial?.errors,
    initialResult: initial?.result,
  })
  const { t, errors } = form
  const text = (name: string) => {
    const value = initial?.values[name]
    return typeof value === 'string' ? value : ''
  }
  const required = t('forms.required')

  if (form.status === 'success' && form.result) {
    return (
      <ThankYou
        title={t('partnerForm.submittedTitle')}
        text={t('partnerForm.submittedText')}
        reference={form.result.reference}
        t={t}
      />
    )
  }

  const select = (name: string, label: MessageKey, options: readonly string[], key: string) => (
    <Field id={`${prefix}-${name}`} label={t(label)}>
      <Select id={`${prefix}-${name}`} name={name} defaultValue={text(name)}>
        <option value="">{t('partnerForm.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`partnerForm.${key}.${option}` as MessageKey)}
          </option>
        ))}
      </Select>
    </Field>
  )

  return (
    <form
      method="post"
      action="/api/partners"
      noValidate
      onSubmit={form.onSubmit}
      onFocus={(event) => void form.prepare(event.currentTarget)}
      onChange={(event) => form.clearError((event.target as { name?: string }).name ?? '')}
      className="relative grid gap-4"
    >
      <div className="grid gap-1">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
          {t('partnerForm.title')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">{t('partnerForm.intro')}</p>
      </div>
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="formToken" value={props.formToken} />
      {Object.entries(props.utm).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
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
          maxLength={props.limits.fullName}
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
          maxLength={props.limits.email}
        />
      </div>
      <PhoneField
        id={`${prefix}-phone`}
        label={t('forms.phone')}
        countryLabel={t('forms.phoneCountry')}
        placeholder={t('forms.phonePlaceholder')}
        required
        requiredLabel={required}
        countries={props.countries}
        country={text('phoneCountry') || props.defaultCountry}
        value={text('phone')}
        error={errors.phone}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {select('partnerType', 'partnerForm.partnerType', PARTNER_TYPES, 'types')}
        {select(
          'referralsPerMonth',
          'partnerForm.referralsPerMonth',
          REFERRALS_PER_MONTH,
          'referrals'
        )}
        <TextField
          prefix={prefix}
          name="company"
          label={t('partnerForm.company')}
          autoComplete="organization"
          value={text('company')}
          error={errors.company}
          maxLength={props.limits.company}
        />
        <TextField
          prefix={prefix}
          name="country"
          label={t('partnerForm.country')}
          autoComplete="country-name"
          value={text('country')}
          error={errors.country}
          maxLength={props.limits.country}
        />
      </div>
      <TextField
        prefix={prefix}
        name="network"
        label={t('partnerForm.network')}
        placeholder={t('partnerForm.networkPlaceholder')}
        value={text('network')}
        error={errors.network}
        maxLength={props.limits.network}
        multiline
      />
      <ConsentFields
        idPrefix={prefix}
        t={t}
        privacyHref={props.privacyHref}
        version={props.consentVersion}
        marketing
        marketingChecked={text('marketingOptIn') === 'on'}
      />
      <FormSafeguards t={t} queued={form.status === 'queued'} />
      <SubmitRow t={t} label={t('partnerForm.submit')} submitting={form.status === 'submitting'} />
    </form>
  )
}
