// Checks one locale's message file against en.json: the same keys, nothing empty, the same
// placeholders, every plural category the locale's rules have, a person message as its three
// forms or one neutral sentence, and no value left in English unless
// locales/untranslated/{code}.json names its key (brands, names, codes).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..', 'locales')
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8'))

const isPlural = (value) =>
  typeof value === 'object' &&
  value !== null &&
  'other' in value &&
  Object.keys(value).every((key) => CATEGORIES.has(key))

const PERSON_FORMS = ['female', 'male', 'other']

/** A sentence about a consultant: a form per grammatical gender and a neutral one. */
const isPerson = (value) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === PERSON_FORMS.length &&
  PERSON_FORMS.every((key) => key in value)

const placeholders = (text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

/** Every message as [dotted key, string or plural forms]. */
function entries(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' || isPlural(value) || isPerson(value)
      ? [[prefix + key, value]]
      : entries(value, `${prefix}${key}.`)
  )
}

/** Letters left once placeholders are removed: a value without any needs no translation. */
const hasWords = (text) => /\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''))

export function auditLocale(code, iso) {
  const en = new Map(entries(readJson('en.json')))
  const local = new Map(entries(readJson(`${code}.json`)))
  const allowListFile = path.join(LOCALES_DIR, 'untranslated', `${code}.json`)
  const allowed = new Set(fs.existsSync(allowListFile) ? readJson(`untranslated/${code}.json`) : [])
  const categories = new Intl.PluralRules(iso).resolvedOptions().pluralCategories
  const problems = []
  for (const [key, source] of en) {
    const value = local.get(key)
    if (value === undefined) {
      problems.push(`${key}: missing`)
      continue
    }
    if (isPlural(source)) {
      if (!isPlural(value)) {
        problems.push(`${key}: must be plural forms {${categories.join(', ')}}`)
        continue
      }
      const missing = categories.filter((c) => !(c in value) || value[c].trim() === '')
      const extra = Object.keys(value).filter((c) => !categories.includes(c))
      if (missing.length) problems.push(`${key}: plural categories missing: ${missing.join(', ')}`)
      if (extra.length)
        problems.push(`${key}: plural categories ${iso} does not use: ${extra.join(', ')}`)
      const expected = placeholders(source.other).join(',')
      for (const category of categories) {
        if (value[category] === undefined) continue
        const found = placeholders(value[category]).filter((name) => name !== 'count')
        const wanted = placeholders(source.other).filter((name) => name !== 'count')
        if (found.join(',') !== wanted.join(','))
          problems.push(`${key}.${category}: placeholders ${found} instead of ${expected}`)
      }
      continue
    }
    if (isPerson(source)) {
      problems.push(...auditPerson(key, source, value, allowed))
      continue
    }
    if (typeof value !== 'string' || (value.trim() === '' && source.trim() !== '')) {
      problems.push(`${key}: empty`)
      continue
    }
    if (placeholders(value).join(',') !== placeholders(source).join(','))
      problems.push(
        `${key}: placeholders {${placeholders(value)}} instead of {${placeholders(source)}}`
      )
    if (value === source && hasWords(source) && !allowed.has(key))
      problems.push(`${key}: identical to English ("${source.slice(0, 60)}")`)
  }
  for (const key of local.keys()) if (!en.has(key)) problems.push(`${key}: not in en.json`)
  for (const key of allowed)
    if (!en.has(key)) problems.push(`untranslated/${code}.json: ${key} is not in en.json`)
  return problems
}

/** A person message: one neutral sentence, or the three forms, each with English's placeholders. */
function auditPerson(key, source, value, allowed) {
  const wanted = placeholders(source.other).join(',')
  const forms = typeof value === 'string' ? { other: value } : isPerson(value) ? value : null
  if (!forms) return [`${key}: must be one sentence or the forms {${PERSON_FORMS.join(', ')}}`]
  const problems = []
  for (const [form, text] of Object.entries(forms)) {
    if (text.trim() === '') problems.push(`${key}.${form}: empty`)
    else if (placeholders(text).join(',') !== wanted)
      problems.push(`${key}.${form}: placeholders {${placeholders(text)}} instead of {${wanted}}`)
  }
  const english = Object.values(forms).some((text) => text === source.other && hasWords(text))
  if (english && !allowed.has(key))
    problems.push(`${key}: identical to English ("${source.other.slice(0, 60)}")`)
  return problems
}

/** Words in a locale's messages, for the closing figures. */
export function wordCount(code) {
  return entries(readJson(`${code}.json`))
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : Object.values(value)))
    .reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [code, iso] = process.argv.slice(2)
  if (!code || !iso) {
    console.error(
      'usage: node tools/translations/locale-audit.mjs CODE ISO   (for example: de de-DE)'
    )
    process.exit(2)
  }
  const problems = auditLocale(code, iso)
  for (const problem of problems) console.log(problem)
  console.log(`${code}: ${problems.length} problem(s), ${wordCount(code)} words`)
  process.exit(problems.length ? 1 : 0)
}
