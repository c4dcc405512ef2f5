import ar from '../../locales/ar.json'
import de from '../../locales/de.json'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import fr from '../../locales/fr.json'
import he from '../../locales/he.json'
import hu from '../../locales/hu.json'
import it from '../../locales/it.json'
import ko from '../../locales/ko.json'
import nl from '../../locales/nl.json'
import ro from '../../locales/ro.json'
import ru from '../../locales/ru.json'
import tr from '../../locales/tr.json'
import {
  fill,
  person,
  plural,
  type GrammaticalGender,
  type PersonForms,
  type PluralForms,
} from './template'
import { keepHebrewHyphensIn } from './hebrew-hyphens'
import { LOCALES, type LocaleCode } from './locales'

type Messages = typeof en
type Tree = { [key: string]: string | Tree }

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set([
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
])

/** A plural message: an object whose keys are all CLDR plural categories, `other` among them. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || !('other' in value)) return false
  return Object.keys(value).every((key) => PLURAL_CATEGORIES.has(key))
}

const PERSON_FORMS = ['female', 'male', 'other'] as const

/**
 * A person message: a form for each grammatical gender and a neutral one (`other`), so a sentence
 * about a consultant agrees with them. English writes the three alike; a language with a neutral
 * phrasing gives one string instead (src/i18n/template.ts `person`).
 */
export function isPersonForms(value: unknown): value is PersonForms {
  if (typeof value !== 'object' || value === null) return false
  const keys = Object.keys(value)
  return keys.length === PERSON_FORMS.length && PERSON_FORMS.every((key) => keys.includes(key))
}

type IsPerson<T> = T extends { female: string; male: string; other: string } ? true : false

type IsPlural<T> = T extends { other: string }
  ? Exclude<keyof T, 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'> extends never
    ? true
    : false
  : false

/** What a value of en.json is: a sentence, plural forms, a person message, or a group of keys. */
type KindOf<T> = T extends string
  ? 'sentence'
  : IsPlural<T> extends true
    ? 'plural'
    : IsPerson<T> extends true
      ? 'person'
      : 'group'

/** Every dotted key of en.json that holds a message of a kind, so a misspelt key fails the typecheck. */
type KeysOf<T, Kind, Prefix extends string = ''> = {
  [K in keyof T & string]: KindOf<T[K]> extends Kind
    ? `${Prefix}${K}`
    : KindOf<T[K]> extends 'group'
      ? KeysOf<T[K], Kind, `${Prefix}${K}.`>
      : never
}[keyof T & string]

export type MessageKey = KeysOf<Messages, 'sentence'>
/** A page's message group in en.json, `pages.{name}`, that holds its title and description. */
export type PageMessages = {
  [K in keyof Messages['pages']]: Messages['pages'][K] extends {
    title: string
    description: string
  }
    ? K
    : never
}[keyof Messages['pages']]
/** A plural message, chosen by `{{count}}` */
export type PluralKey = KeysOf<Messages, 'plural'>
/** A person message, chosen by the consultant's gender */
export type PersonKey = KeysOf<Messages, 'person'>
export type MessageParams = Record<string, string | number>

export interface Translate {
  (key: MessageKey, params?: MessageParams): string
  /** The form of a plural message that the locale's rules pick for `count`, filled in. */
  plural(key: PluralKey, count: number, params?: MessageParams): string
  /** A plural message's forms, placeholders kept, for islands that pick the form themselves. */
  forms(key: PluralKey): PluralForms
  /** A person message in the form that agrees with the person's gender, filled in. */
  person(key: PersonKey, gender: GrammaticalGender | null, params?: MessageParams): string
  /** A person message's forms (or its one neutral sentence), for islands that choose per card. */
  personForms(key: PersonKey): PersonForms | string
}

// The deployed worker imports the translations as text (wrangler.toml's rules); the test pool's
// bundler imports them as objects. Either way a file is parsed once, when its locale is first used.
const FILES: Record<LocaleCode, Tree | string> = {
  en,
  ar,
  fr,
  de,
  it,
  ko,
  nl,
  hu,
  he,
  tr,
  es,
  ru,
  ro,
}
const tree = (file: Tree | string): Tree => (typeof file === 'string' ? JSON.parse(file) : file)

/**
 * English overlaid by the locale's non-empty strings: a missing key falls back key by key, and a
 * plural message as a whole (English forms cannot fill another language's categories). A person
 * message is taken from the locale as its forms or as one neutral sentence.
 */
export function withFallback(base: Tree, overlay: Tree): Tree {
  const merged: Tree = {}
  for (const [key, value] of Object.entries(base)) {
    const local = overlay[key]
    if (typeof value === 'string') {
      merged[key] = typeof local === 'string' && local.trim() !== '' ? local : value
    } else if (isPluralForms(value)) {
      merged[key] = isPluralForms(local) && local.other.trim() !== '' ? local : value
    } else if (isPersonForms(value)) {
      const whole =
        (typeof local === 'string' && local.trim() !== '') ||
        (isPersonForms(local) && PERSON_FORMS.every((form) => local[form].trim() !== ''))
      merged[key] = whole ? local : value
    } else {
      merged[key] = withFallback(
        value,
        local !== undefined && typeof local !== 'string' ? local : {}
      )
    }
  }
  return merged
}

// Each locale's tree is merged over English on its first use, not at startup: an isolate
// usually serves a few locales, and merging all 13 would cost every cold start. It is kept flat
// (`pages.home.title` → its sentence): a render looks up several hundred keys, and walking the
// dotted path for each (as rosetta did) was among the hottest frames of an uncached render.
type Flat = Map<string, string | PluralForms | PersonForms>

function flatten(messages: Tree, prefix = '', into: Flat = new Map()): Flat {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string' || isPluralForms(value) || isPersonForms(value))
      into.set(prefix + key, value)
    else flatten(value, `${prefix}${key}.`, into)
  }
  return into
}

/** How a language's text is set on a line: Hebrew keeps a hyphenated word whole. */
const TYPESET: Partial<Record<LocaleCode, (tree: Tree) => Tree>> = { he: keepHebrewHyphensIn }

const loaded = new Map<LocaleCode, Flat>()
function messagesOf(locale: LocaleCode): Flat {
  let messages = loaded.get(locale)
  if (!messages) {
    const merged = withFallback(en, tree(FILES[locale]))
    loaded.set(locale, (messages = flatten(TYPESET[locale]?.(merged) ?? merged)))
  }
  return messages
}

const ISO = Object.fromEntries(LOCALES.map((locale) => [locale.code, locale.iso])) as Record<
  LocaleCode,
  string
>

/**
 * A translator bound to one locale: one isolate serves overlapping requests in several locales,
 * so nothing about the locale is shared state.
 */
export function translator(locale: LocaleCode): Translate {
  const messages = messagesOf(locale)
  // the typed keys name a sentence or plural forms of en.json, which every locale's tree holds
  const forms = (key: PluralKey) => messages.get(key) as PluralForms
  const personForms = (key: PersonKey) => messages.get(key) as PersonForms | string
  const sentence = (key: MessageKey) => (messages.get(key) as string | undefined) ?? ''
  return Object.assign(
    (key: MessageKey, params?: MessageParams) =>
      params ? fill(sentence(key), params) : sentence(key),
    {
      forms,
      personForms,
      person: (key: PersonKey, gender: GrammaticalGender | null, params?: MessageParams) =>
        fill(person(personForms(key), gender), params ?? {}),
      plural: (key: PluralKey, count: number, params?: MessageParams) =>
        // `params.count` may stand in for the number as written ("1000+")
        fill(plural(ISO[locale], count, forms(key)), { count, ...params }),
    }
  )
}

/**
 * A message whose `{{placeholders}}` are kept for the browser to fill (islands get strings
 * translated on the server): named, so a reader sees which values the island brings.
 */
export function template(t: Translate, key: MessageKey, ...names: string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])))
}
