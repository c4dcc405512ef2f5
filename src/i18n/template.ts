/**
 * The grammatical gender the site's sentences about a consultant agree with (Arabic «تتحدث» or
 * «يتحدث», French «Votre conseillère»): an agent's `gender`.
 */
export const GRAMMATICAL_GENDERS = ['female', 'male'] as const
export type GrammaticalGender = (typeof GRAMMATICAL_GENDERS)[number]
import { pluralRules } from './intl'

/**
 * Fills `{{name}}` placeholders: the one way, for the server's translator (src/i18n/messages.ts)
 * and for strings islands receive translated but still with a value to put in. A placeholder
 * without a value stays as written, so an island can still fill it later.
 */
export function fill(template: string, params: Record<string, string | number>): string {
  if (!template.includes('{{')) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match
  )
}

/**
 * The text before and after one placeholder of a message, for a value drawn differently from the
 * words around it (a bold amount, a link): `Portfolio: {{amount}}` → `['Portfolio: ', '']`.
 */
export function around(template: string, name: string): [string, string] {
  const [before = '', after = ''] = template.split(`{{${name}}}`)
  return [before, after]
}

/** A plural message: `other` always, and the other CLDR categories the locale uses. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** Picks the form for a count with the locale's plural rules and fills in `{{count}}`. */
export function plural(localeIso: string, count: number, forms: PluralForms): string {
  return fill(forms[pluralRules(localeIso).select(count)] ?? forms.other, { count })
}

/**
 * A message that agrees with the person it speaks of: a form for a woman, one for a man, and a
 * neutral one for a person whose gender is not recorded. A language that can say it neutrally
 * gives one sentence (a string) instead.
 */
export type PersonForms = { female: string; male: string; other: string }

/** The form of a person message for someone of that gender (the neutral one when not known). */
export function person(forms: PersonForms | string, gender: GrammaticalGender | null): string {
  return typeof forms === 'string' ? forms : forms[gender ?? 'other']
}

/**
 * A name that stands on its own (a chip, a list option) with its first letter capitalised as
 * the locale does: `Intl.DisplayNames` writes "arabo", "français" for use inside a sentence.
 */
export function standalone(localeIso: string, name: string): string {
  return name.charAt(0).toLocaleUpperCase(localeIso) + name.slice(1)
}

/**
 * A message split at its placeholders, for values drawn as elements: the words at even places,
 * the placeholders' names at odd ones (`{{share}} of {{amount}}` → `['', 'share', ' of ', 'amount', '']`).
 */
export function templateParts(template: string): string[] {
  return template.split(/\{\{\s*(\w+)\s*\}\}/)
}
