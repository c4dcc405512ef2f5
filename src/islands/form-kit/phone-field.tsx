import { useState } from 'react'
import { countryLabel, type CountryOption } from '../../lib/phone-countries'
import { CONTROL, CONTROL_LOOK, describedBy, FieldError, Label } from '../../components/ui/field'
import { cn } from '../../lib/cn'
import { useHydrated } from '../../components/use-hydrated'

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

/**
 * The country code picker and the number, sent as `phoneCountry` and `phone`. A closed native
 * picker can only show the start of "+971 United Arab Emirates" beside the number on a phone, so
 * the picker is drawn as country and calling code over the transparent native select (which
 * still opens, is labelled and is sent). The drawing is in the server's HTML, shown wherever
 * scripts run, so the first screen never shows "+971 Unit…" while the island waits for the
 * visitor; it follows the choice once the island runs (hydration replays an earlier change).
 * Without scripts the plain picker takes the whole row, where its full label fits.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { id, error } = props
  const [country, setCountry] = useState(props.country)
  // Browsers without the `scripting` media feature draw the picker once the island runs
  const drawn = useHydrated()
  const current = props.countries.find(([code]) => code === country)
  return (
    <fieldset className="grid gap-1.5">
      <legend className="contents">
        <Label htmlFor={id} required={props.required} requiredLabel={props.requiredLabel}>
          {props.label}
        </Label>
      </legend>
      <div
        className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-2 scriptless:grid-cols-1"
        dir="ltr"
      >
        <div className="group relative">
          {current ? (
            <span
              aria-hidden="true"
              className={cn(
                CONTROL_LOOK,
                'pointer-events-none absolute inset-0 items-center justify-between gap-1 group-focus-within:border-primary-600 group-focus-within:outline-2 group-focus-within:outline-primary-600/30',
                drawn ? 'flex' : 'hidden scripted:flex'
              )}
            >
              <span className="truncate">
                <span className="text-sm text-slate-500 dark:text-slate-400">{current[0]}</span> +
                {current[1]}
              </span>
              <svg viewBox="0 0 20 20" className="size-4 shrink-0 fill-current opacity-60">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </span>
          ) : null}
          <select
            id={`${id}-country`}
            name="phoneCountry"
            aria-label={props.countryLabel}
            defaultValue={props.country}
            autoComplete="tel-country-code"
            onChange={(event) => {
              setCountry(event.target.value)
              props.onChange?.()
            }}
            className={cn(
              CONTROL,
              'truncate pe-6',
              current && 'relative scripted:opacity-0',
              current && drawn && 'opacity-0'
            )}
          >
            {props.countries.map((option) => (
              <option key={option[0]} value={option[0]}>
                {countryLabel(option)}
              </option>
            ))}
          </select>
        </div>
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
