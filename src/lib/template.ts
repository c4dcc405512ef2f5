/**
 * Fills `{{name}}` placeholders, as rosetta does on the server, for strings that islands receive
 * already translated but still with a number to put in.
 */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match
  )
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** Picks the `one` or `other` form for a count with the locale's plural rules. */
export function plural(
  localeIso: string,
  count: number,
  forms: { one: string; other: string }
): string {
  let rules = pluralRules.get(localeIso)
  if (!rules) pluralRules.set(localeIso, (rules = new Intl.PluralRules(localeIso)))
  const category = rules.select(count)
  return fill(category === 'one' ? forms.one : forms.other, { count })
}
