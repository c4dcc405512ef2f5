import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import { LOCALES } from '../../src/i18n/locales'
import { isPersonForms, isPluralForms, translator, withFallback } from '../../src/i18n/messages'

type Tree = { [key: string]: string | Tree }

/** Dotted keys of sentences, plural and person messages (each such message is one key). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' || isPluralForms(value) || isPersonForms(value)
      ? [prefix + key]
      : keysOf(value, `${prefix}${key}.`)
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('messages', () => {
  const englishKeys = new Set(keysOf(en))

  it('has a message file for every locale of the registry, each in its own language', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(join('locales', locale.file), 'utf8')) as Tree
      expect(keysOf(messages).sort(), locale.code).toEqual(keysOf(en).sort())
    }
  })

  it('defines every literal key the code translates', () => {
    const used = sourceFiles('src').flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\bt(?:\.plural|\.forms|\.person|\.personForms)?\(\s*'([a-zA-Z0-9_.]+)'/g
        ),
      ].map((m) => m[1]!)
    )
    expect(used.length).toBeGreaterThan(10)
    expect(used.filter((key) => !englishKeys.has(key))).toEqual([])
  })

  it('has no empty English string, so a fallback never shows nothing', () => {
    const empty = keysOf(en).filter((key) => {
      const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, en)
      return (typeof value === 'string' ? value : value.other) === '' && !key.endsWith('.intro')
    })
    expect(empty).toEqual([])
  })

  it('keeps other locale files to keys English has', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(join('locales', locale.file), 'utf8')) as Tree
      expect(keysOf(messages).filter((key) => !englishKeys.has(key))).toEqual([])
    }
  })

  it('renders every key from the locale file itself, never from the English fallback', () => {
    for (const locale of LOCALES.filter(({ code }) => code !== 'en')) {
      const own = JSON.parse(readFileSync(join('locales', locale.file), 'utf8')) as Tree
      // The merge over English adds nothing to a complete file
      expect(withFallback(en, own), locale.code).toEqual(own)
    }
    expect(translator('ar')('errors.notFoundMessage', { path: '/x' })).toBe('الصفحة غير موجودة: /x')
    expect(translator('de')('errors.backHome')).not.toBe(translator('en')('errors.backHome'))
  })

  it('fills placeholders with the values given and leaves the others for an island', () => {
    const t = translator('en')
    expect(t('errors.notFoundMessage', { path: '/x' })).toBe('Page Not Found: /x')
    expect(t('errors.notFoundMessage')).toBe('Page Not Found: {{path}}')
  })

  it('picks the plural form by the locale rules and fills the count', () => {
    const t = translator('en')
    expect(t.plural('catalog.count', 1)).toBe('1 property found')
    expect(t.plural('catalog.count', 40)).toBe('40 properties found')
    expect(t.plural('marketing.expertRating', 1, { rating: '4.9' })).toBe('4.9 from 1 review')
    expect(t.forms('catalog.card.bedrooms')).toEqual({
      one: '{{count}} bedroom',
      other: '{{count}} bedrooms',
    })
  })

  // The merge is a safety net for a file shipped incomplete; the tests above keep every file whole
  it('merges a plural message whole, from the locale or else from English', () => {
    const base = { n: { one: '{{count}} item', other: '{{count}} items' } }
    const russian = { n: { one: '{{count}} шт.', few: '{{count}} шт.', many: 'a', other: 'b' } }
    expect(withFallback(base, russian)).toEqual(russian)
    expect(withFallback(base, { n: { one: 'x', other: ' ' } })).toEqual(base)
    // A group that merely has an `other` key among names is not a plural message.
    expect(isPluralForms({ arabic: 'Arabic', other: 'Others' })).toBe(false)
  })

  it('picks the form of a person message that agrees with the consultant, or the neutral one', () => {
    const ar = translator('ar')
    expect(ar.person('team.speaks', 'female', { languages: 'x' })).toBe('تتحدث x')
    expect(ar.person('team.speaks', 'male', { languages: 'x' })).toBe('يتحدث x')
    expect(ar.person('team.speaks', null, { languages: 'x' })).toBe('اللغات: x')
    // a language that says it neutrally gives one sentence for everyone
    const he = translator('he')
    expect(he.personForms('team.speaks')).toBe('שפות: {{languages}}')
    expect(he.person('team.speaks', 'female', { languages: 'x' })).toBe('שפות: x')
  })

  it('merges a person message whole: the three forms or one neutral sentence', () => {
    const base = { p: { female: 'She', male: 'He', other: 'They' } }
    expect(withFallback(base, { p: 'Neutral' })).toEqual({ p: 'Neutral' })
    expect(withFallback(base, { p: { female: 'Elle', male: 'Il', other: ' ' } })).toEqual(base)
    expect(isPersonForms({ female: 'a', male: 'b' })).toBe(false)
    expect(isPluralForms(base.p)).toBe(false)
  })
})
