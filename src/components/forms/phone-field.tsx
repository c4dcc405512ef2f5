import { countryLabel, type CountryOption } from '../../lib/phone-countries'
import { CONTROL, describedBy, FieldError, Label } from '../ui/field'
import { cn } from '../../lib/cn'

export interface PhoneFieldProps {
  id: string
  label: string
  countryLabel: string
  placeholder: string
  required: boolean
  requiredLabel: string
  countries: CountryOption[]
  country: string
  value: string
  error?: string
  onChange?: () => void
}

/** The country code picker and the number, sent as `phoneCountry` and `phone`. */
export function PhoneField(props: PhoneFieldProps) {
  const { id, error } = props
  return (
    <fieldset className="grid gap-1.5">
      <legend className="contents">
        <Label htmlFor={id} required={props.required} requiredLabel={props.requiredLabel}>
          {props.label}
        </Label>
      </legend>
      <div className="grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)] gap-2" dir="ltr">
        <select
          id={`${id}-country`}
          name="phoneCountry"
          aria-label={props.countryLabel}
          defaultValue={props.country}
          autoComplete="tel-country-code"
          onChange={props.onChange}
          className={cn(CONTROL, 'truncate pe-6')}
        >
          {props.countries.map((country) => (
            <option key={country[0]} value={country[0]}>
              {countryLabel(country)}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={props.required}
          maxLength={32}
          placeholder={props.placeholder}
          defaultValue={props.value}
          onChange={props.onChange}
          {...describedBy(id, error)}
          className={CONTROL}
        />
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
