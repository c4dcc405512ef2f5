import rosetta from 'rosetta'
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
import type { LocaleCode } from './locales'

type Messages = typeof en
type Tree = { [key: string]: string | Tree }

/** Every dotted key of en.json, so a misspelt key fails the typecheck. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageKey = Leaves<Messages>
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

const FILES: Record<LocaleCode, Tree> = { en, ar, fr, de, it, ko, nl, hu, he, tr, es, ru, ro }

/** English overlaid by the locale's non-empty strings: a missing key falls back key by key. */
export function withFallback(base: Tree, overlay: Tree): Tree {
  const merged: Tree = {}
  for (const [key, value] of Object.entries(base)) {
    const local = overlay[key]
    if (typeof value === 'string') {
      merged[key] = typeof local === 'string' && local.trim() !== '' ? local : value
    } else {
      merged[key] = withFallback(
        value,
        local !== undefined && typeof local !== 'string' ? local : {}
      )
    }
  }
  return merged
}

const i18n = rosetta<Tree>(
  Object.fromEntries(
    Object.entries(FILES).map(([code, messages]) => [code, withFallback(en, messages)])
  )
)

/**
 * A translator bound to one locale. The locale is passed on every lookup instead of switching
 * the shared rosetta instance, because one isolate serves overlapping requests.
 */
export function translator(locale: LocaleCode): Translate {
  return (key, params) => i18n.t(key, params ?? {}, locale)
}
