import type { MessageKey } from '../../i18n/messages'
import type { CountryOption } from '../../lib/phone-countries'
import type { ChoiceSpec, FieldSpec, RatingSpec, SelectSpec } from '../../forms/fields'
import { ConsentFields } from './form-extras'
import { PhoneField } from './phone-field'
import { TextField } from './text-field'
import { Field, FieldError, Label, Select } from '../../components/ui/field'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** What drawing a form's fields needs besides their declaration: its state and its page. */
export interface FieldsContext {
  /** ids are `${prefix}-${name}` */
  prefix: string
  t: Translate
  errors: Record<string, string>
  /** what the visitor typed, kept (the no-JavaScript answer page, a reopened dialog) */
  values: Record<string, string | string[]>
  /** the longest value of each text field, read from the schema by the server */
  limits: Record<string, number>
  privacyHref: string
  consentVersion: string
  /** the phone picker's countries and the one picked at first (forms with a phone) */
  countries?: CountryOption[]
  defaultCountry?: string
}

function text(values: FieldsContext['values'], name: string) {
  const value = values[name]
  return typeof value === 'string' ? value : ''
}

function picked(values: FieldsContext['values'], name: string, option: string) {
  const value = values[name]
  return Array.isArray(value) ? value.includes(option) : value === option
}

/** Radio buttons (or checkboxes) styled as pills. */
function Choice({ spec, ctx }: { spec: ChoiceSpec; ctx: FieldsContext }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {ctx.t(spec.label)}
      </legend>
      <div className="flex flex-wrap gap-2">
        {spec.options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-800 has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:text-primary-900 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950 dark:has-checked:text-primary-100"
          >
            <input
              type={spec.multiple ? 'checkbox' : 'radio'}
              name={spec.name}
              value={option}
              defaultChecked={picked(ctx.values, spec.name, option)}
              className="sr-only"
            />
            {ctx.t(spec.optionLabel(option))}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A score as round numbered pills, a group with one error. */
function Rating({ spec, ctx }: { spec: RatingSpec; ctx: FieldsContext }) {
  const errorId = `${ctx.prefix}-${spec.name}-error`
  const error = ctx.errors[spec.name]
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2">
        <Label required requiredLabel={ctx.t('forms.required')}>
          {ctx.t(spec.label)}
        </Label>
      </legend>
      <div className="flex flex-wrap gap-2" dir="ltr">
        {spec.options.map((score) => (
          <label
            key={score}
            className="grid size-12 cursor-pointer place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 has-checked:border-primary-700 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:border-slate-600 dark:text-slate-200"
          >
            <input
              type="radio"
              name={spec.name}
              value={score}
              defaultChecked={text(ctx.values, spec.name) === String(score)}
              aria-label={ctx.t(spec.optionLabel, { count: score })}
              className="sr-only"
            />
            <span aria-hidden="true">{score}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  )
}

function Dropdown({ spec, ctx }: { spec: SelectSpec; ctx: FieldsContext }) {
  const id = `${ctx.prefix}-${spec.name}`
  return (
    <Field id={id} label={ctx.t(spec.label)}>
      <Select id={id} name={spec.name} defaultValue={text(ctx.values, spec.name)}>
        <option value="">{ctx.t(spec.empty)}</option>
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {ctx.t(spec.optionLabel(option))}
          </option>
        ))}
      </Select>
    </Field>
  )
}

function FormField({ spec, ctx }: { spec: FieldSpec; ctx: FieldsContext }) {
  const { t, errors, values } = ctx
  switch (spec.kind) {
    case 'pair':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Fields fields={spec.fields} ctx={ctx} />
        </div>
      )
    case 'text':
    case 'email':
    case 'textarea':
      return (
        <TextField
          prefix={ctx.prefix}
          name={spec.name}
          type={spec.kind === 'email' ? 'email' : undefined}
          label={t(spec.label)}
          required={spec.required}
          requiredLabel={spec.required ? t('forms.required') : undefined}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder ? t(spec.placeholder) : undefined}
          value={text(values, spec.name)}
          error={errors[spec.name]}
          maxLength={ctx.limits[spec.name]}
          multiline={spec.kind === 'textarea'}
          rows={spec.rows}
        />
      )
    case 'tel':
      return (
        <PhoneField
          id={`${ctx.prefix}-phone`}
          label={t('forms.phone')}
          countryLabel={t('forms.phoneCountry')}
          placeholder={t('forms.phonePlaceholder')}
          required={spec.required}
          requiredLabel={t('forms.required')}
          countries={ctx.countries ?? []}
          country={text(values, 'phoneCountry') || (ctx.defaultCountry ?? '')}
          value={text(values, 'phone')}
          error={errors.phone}
        />
      )
    case 'select':
      return <Dropdown spec={spec} ctx={ctx} />
    case 'choice':
      return <Choice spec={spec} ctx={ctx} />
    case 'rating':
      return <Rating spec={spec} ctx={ctx} />
    case 'consent':
      return (
        <ConsentFields
          idPrefix={ctx.prefix}
          t={t}
          privacyHref={ctx.privacyHref}
          version={ctx.consentVersion}
          marketing={spec.marketing}
          marketingChecked={spec.marketing ? text(values, 'marketingOptIn') === 'on' : undefined}
        />
      )
  }
}

/** A form's declared fields, in order, with their errors and the values kept. */
export function Fields({ fields, ctx }: { fields: readonly FieldSpec[]; ctx: FieldsContext }) {
  return (
    <>
      {fields.map((spec, index) => (
        <FormField
          key={'name' in spec ? spec.name : `${spec.kind}-${index}`}
          spec={spec}
          ctx={ctx}
        />
      ))}
    </>
  )
}
