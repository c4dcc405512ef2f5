import { usePage } from '../../components/page-context'
import { describedBy, Field, Input, Select, Textarea } from '../../components/ui/field'
import { Specimen } from './specimens'

// Specimens of the kit's form fields: each state, with its label, hint and error wiring.

export function Forms() {
  const { t } = usePage()
  const required = t('kit.forms.required')
  const error = t('leadForm.errors.emailInvalid')
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      <Specimen label={t('kit.forms.empty')}>
        <Field
          id="kit-name-empty"
          label={t('kit.forms.nameLabel')}
          required
          requiredLabel={required}
        >
          <Input
            id="kit-name-empty"
            name="name"
            autoComplete="name"
            {...describedBy('kit-name-empty')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.filled')}>
        <Field
          id="kit-name-filled"
          label={t('kit.forms.nameLabel')}
          required
          requiredLabel={required}
        >
          <Input
            id="kit-name-filled"
            name="name"
            defaultValue={t('kit.forms.filledName')}
            {...describedBy('kit-name-filled')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.error')}>
        <Field
          id="kit-email-error"
          label={t('kit.forms.emailLabel')}
          required
          requiredLabel={required}
          error={error}
        >
          <Input
            id="kit-email-error"
            type="email"
            dir="ltr"
            defaultValue={t('kit.forms.badEmail')}
            {...describedBy('kit-email-error', error)}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.disabled')}>
        <Field id="kit-disabled" label={t('kit.forms.nameLabel')}>
          <Input
            id="kit-disabled"
            disabled
            defaultValue={t('kit.forms.filledName')}
            className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800"
            {...describedBy('kit-disabled')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.hint')}>
        <Field id="kit-phone" label={t('kit.forms.phoneLabel')} hint={t('kit.forms.phoneHint')}>
          <Input
            id="kit-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...describedBy('kit-phone', undefined, true)}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.select')}>
        <Field id="kit-budget" label={t('kit.forms.budgetLabel')}>
          <Select id="kit-budget" defaultValue="" {...describedBy('kit-budget')}>
            <option value="">{t('kit.forms.budgetAny')}</option>
            <option value="low">{t('kit.forms.budgetLow')}</option>
            <option value="mid">{t('kit.forms.budgetMid')}</option>
            <option value="high">{t('kit.forms.budgetHigh')}</option>
          </Select>
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.textarea')} className="sm:col-span-2">
        <Field id="kit-message" label={t('kit.forms.messageLabel')}>
          <Textarea
            id="kit-message"
            defaultValue={t('kit.forms.messageText')}
            {...describedBy('kit-message')}
          />
        </Field>
      </Specimen>
      <Specimen label={t('kit.forms.checkbox')}>
        <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            defaultChecked
            className="mt-0.5 size-5 rounded accent-primary-700"
          />
          <span>{t('kit.forms.consentLabel')}</span>
        </label>
      </Specimen>
    </div>
  )
}
