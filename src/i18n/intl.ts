// Building an Intl formatter costs far more than using one: a profile of uncached renders found
// the constructors (a catalogue page built one per card and field) among the hottest frames. Each
// formatter is made once per isolate (or page) for its locale and options, and kept: the code asks
// for a few dozen kinds, so the map stays small.
const kept = new Map<string, unknown>()

function keep<T>(
  kind: string,
  locales: string | string[],
  options: object | undefined,
  make: () => T
): T {
  const key = `${kind} ${String(locales)} ${options ? JSON.stringify(options) : ''}`
  let format = kept.get(key) as T | undefined
  if (format === undefined) kept.set(key, (format = make()))
  return format
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  keep('number', locale, options, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options))

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  keep('list', locale, options, () => new Intl.ListFormat(locale, options))

export const pluralRules = (locale: string) =>
  keep('plural', locale, undefined, () => new Intl.PluralRules(locale))

export const collator = (locale: string) =>
  keep('collator', locale, undefined, () => new Intl.Collator(locale))

export const displayNames = (locales: string | string[], options: Intl.DisplayNamesOptions) =>
  keep('names', locales, options, () => new Intl.DisplayNames(locales, options))
