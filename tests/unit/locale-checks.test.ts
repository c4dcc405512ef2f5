// What a second reader checks in every language that a machine can check too: one register, no
// Romanian cedilla, no-break spaces where the typography needs them, meta descriptions that fit a
// search result, and links whose spoken name holds their visible words. Over the interface
// (locales/{code}.json) and the demo content (seeds/*_content_*.sql, its rows in the
// language). The lists are small on purpose: words that can only be the register a language's
// glossary rules out.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'

type Tree = { [key: string]: string | Tree }

const NBSP = '\u00a0'
const TRANSLATED = LOCALES.map((locale) => locale.code).filter((code) => code !== 'en')

/** Every string of a message file as [dotted key, text]; a plural or person form is `key.form`. */
function messages(code: string): [string, string][] {
  const walk = (tree: Tree, prefix: string): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : walk(value, `${prefix}${key}.`)
    )
  return walk(JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Tree, '')
}

/** The seeds of translated content: a language's file and the ones that add rows for several. */
const CONTENT_SEEDS = readdirSync('seeds').filter((file) => /^\d+_content_/.test(file))

/** Every translated content field of the demo seeds in a language as [entity:key:field, text]. */
function content(code: string): [string, string][] {
  return CONTENT_SEEDS.flatMap((file) => {
    const sql = readFileSync(`seeds/${file}`, 'utf8')
    const rows = sql.matchAll(/\('(\w+)', '([^']*)', '(\w+)', '(\w+)', '((?:[^']|'')*)'\)/g)
    return [...rows]
      .filter(([, , , locale]) => locale === code)
      .map(([, entity, key, , field, value]): [string, string] => [
        `${entity}:${key}:${field}`,
        value!.replaceAll("''", "'"),
      ])
  })
}

const word = (words: string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu')
const startsWith = (words: string[]) => new RegExp(`^(${words.join('|')})(?!\\p{L})`, 'u')

/** Words only the familiar address uses, per language whose glossary addresses the reader formally. */
const FAMILIAR: Record<string, RegExp> = {
  de: word(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch']),
  fr: word(['tu', 'toi', 'ton', 'ta', 'tes', 'te']),
  es: word(['tú', 'tu', 'tus', 'te', 'ti', 'contigo']),
  nl: word(['je', 'jij', 'jou', 'jouw', 'jullie']),
  ro: word(['tu', 'te', 'ți', 'îți', 'tău', 'tale', 'tăi', 'ție']),
  ru: word(['ты', 'тебя', 'тебе', 'тобой', 'твой', 'твоя', 'твоё', 'твое', 'твои', 'твоих']),
  hu: word(['te', 'téged', 'neked', 'veled', 'kattints', 'írj', 'válassz', 'küldj', 'kérj']),
  // Hebrew addresses no one in the masculine singular: plural imperatives or nouns
  he: startsWith(['צור', 'המשך', 'שלח', 'הירשם', 'לחץ', 'בחר', 'הורד', 'גלה', 'השאר', 'הצטרף']),
  // Korean body text is 합니다/하십시오체: no 해요체 ending a sentence
  ko: /(세요|해요|어요|아요|에요|예요|나요|가요|까요)[.!?]?(\s|$)/,
}

/** Calls to act, where Italian and Turkish mixed the familiar and the polite imperative. */
const CALL_TO_ACTION =
  /(^nav\.|heroNav\.|[Cc]ta$|[Bb]utton$|[Ss]ubmit$|submits\.|\.open$|applyNow|[Rr]egister$|[Jj]oin$|\.call$|[Bb]ookConsultation|[Rr]equest[A-Z]|[Dd]ownload|locations\.explore$|meetTeam$|talkTo|read[A-Z]|becomePartner|emptyAction$)/
const FAMILIAR_CALLS: Record<string, RegExp> = {
  // tu where the site says Lei: "Parla" beside "Parli", "Contattaci" beside "Ci contatti"
  it: startsWith([
    'Parla',
    'Richiedi',
    'Prenota',
    'Scopri',
    'Contattaci',
    'Iscriviti',
    'Candidati',
    'Diventa',
    'Chiama',
    'Inizia',
    'Trova',
    'Scarica',
    'Trasforma',
    'Chiedi',
    'Scrivici',
    'Unisciti',
    'Registrati',
    'Lascia',
  ]),
  // sen where the site says siz: "Kaydol" beside "Hemen başvurun"
  tr: startsWith(['Kaydol', 'Başvur', 'Katıl', 'Keşfet', 'Ortak ol', 'Bize ulaş', 'Randevu al']),
}

/** Foreign names that keep their own s-cedilla in Romanian text. */
const CEDILLA_NAMES = ['Beşiktaş']

/** Where a value carries a telephone number, whose spaces group digits of another kind. */
const PHONE_KEY = /phone/i

/** No-break spaces a language's typography needs, as [what, a plain-space mistake]. */
const NO_BREAK: Record<string, [string, RegExp][]> = {
  fr: [
    ['before : ; ? ! »', / [:;?!»]/],
    ['after «', /« /],
    ['in a number group', /\d \d{3}(?!\d)/],
    ['before %', /\d %/],
  ],
  ru: [
    ['in a number group', /\d \d{3}(?!\d)/],
    ['before %', /\d %/],
  ],
  de: [['before %', /\d %/]],
  es: [['before %', /\d %/]],
  ro: [['before %', /\d %/]],
  hu: [['in a number group', /\d \d{3}(?!\d)/]],
}

function typographyFaults(code: string, texts: [string, string][]): string[] {
  return texts.flatMap(([key, text]) =>
    PHONE_KEY.test(key)
      ? []
      : (NO_BREAK[code] ?? [])
          .filter(([, mistake]) => mistake.test(text))
          .map(([what, mistake]) => `${key}: no-break space ${what}: "${text.match(mistake)![0]}"`)
  )
}

describe('one register per language', () => {
  for (const code of Object.keys(FAMILIAR)) {
    it(`${code} never addresses the reader familiarly, in the interface or the content`, () => {
      const found = [...messages(code), ...content(code)]
        .filter(([, text]) => FAMILIAR[code]!.test(text))
        .map(([key, text]) => `${key}: ${text.match(FAMILIAR[code]!)![0]}`)
      expect(found).toEqual([])
    })
  }

  for (const code of Object.keys(FAMILIAR_CALLS)) {
    it(`${code} calls to act in the polite form the rest of the site uses`, () => {
      const found = messages(code)
        .filter(([key, text]) => CALL_TO_ACTION.test(key) && FAMILIAR_CALLS[code]!.test(text))
        .map(([key, text]) => `${key}: ${text}`)
      expect(found).toEqual([])
    })
  }

  it('finds the forms it looks for', () => {
    expect(FAMILIAR.de!.test('Wir rufen dich zurück')).toBe(true)
    expect(FAMILIAR.fr!.test('Nous te rappelons')).toBe(true)
    expect(FAMILIAR.he!.test('צור קשר')).toBe(true)
    expect(FAMILIAR.ko!.test('문의해 주세요.')).toBe(true)
    expect(FAMILIAR.ko!.test('아니요')).toBe(false)
    expect(FAMILIAR_CALLS.it!.test('Parla con un esperto')).toBe(true)
    expect(FAMILIAR_CALLS.it!.test('Parli con un esperto')).toBe(false)
    expect(FAMILIAR_CALLS.tr!.test('Kaydol')).toBe(true)
    expect(FAMILIAR_CALLS.tr!.test('Hemen başvurun')).toBe(false)
  })
})

describe('Romanian', () => {
  it('writes ș and ț with the comma below, except in foreign names', () => {
    const found = [...messages('ro'), ...content('ro')]
      .map(([key, text]) => [
        key,
        CEDILLA_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text),
      ])
      .filter(([, text]) => /[şţŞŢ]/.test(text!))
      .map(([key, text]) => `${key}: ${text!.match(/.{0,12}[şţŞŢ].{0,12}/)![0]}`)
    expect(found).toEqual([])
  })
})

describe('no-break spaces', () => {
  for (const code of Object.keys(NO_BREAK)) {
    it(`${code} keeps numbers, units and punctuation on one line`, () => {
      expect(typographyFaults(code, [...messages(code), ...content(code)])).toEqual([])
    })
  }

  it('finds the plain spaces it looks for', () => {
    expect(typographyFaults('fr', [['k', 'Siège : Dubaï']])).toHaveLength(1)
    expect(typographyFaults('fr', [['k', `Siège${NBSP}: 2\u202f500 ${'investisseurs'}`]])).toEqual(
      []
    )
    expect(typographyFaults('ru', [['k', 'доходность 10 %']])).toHaveLength(1)
    expect(typographyFaults('ru', [['k.phone', '+971 50 123 4567']])).toEqual([])
  })
})

describe('meta descriptions', () => {
  for (const code of LOCALES.map((locale) => locale.code)) {
    it(`${code} fits every page's description in a search result (160 characters)`, () => {
      const long = messages(code)
        .filter(([key]) => /^pages\.\w+\.description$|metaDescription(\.\w+)?$/.test(key))
        // a template's placeholders take a consultant's name or a listing's figures: not counted
        .map(([key, text]) => [key, text.replace(/\{\{\w+\}\}/g, '').length] as const)
        .filter(([, length]) => length > 160)
      expect(long).toEqual([])
    })
  }
})

describe('links named for assistive technology', () => {
  // A `…Named` message is the whole name of a link whose visible words are its sibling key
  const NAMED: [string, string][] = [
    ['catalog.card.viewDetailsNamed', 'catalog.card.viewDetails'],
    ['catalog.card.requestCallNamed', 'catalog.card.requestCall'],
    ['blogList.readArticleNamed', 'blogList.readArticle'],
    ['team.viewProfileNamed', 'team.viewProfile'],
    ['agentProfile.bookConsultationNamed', 'agentProfile.bookConsultation'],
    ['careersPage.applyNowNamed', 'careersPage.applyNow'],
    ['property.neighbourhoodNamed', 'property.neighbourhood'],
  ]
  for (const code of LOCALES.map((locale) => locale.code)) {
    it(`${code} says the visible words inside the spoken name, as speech control needs`, () => {
      const texts = new Map(messages(code))
      const missing = NAMED.filter(
        ([named, visible]) => !texts.get(named)!.includes(texts.get(visible)!)
      )
      expect(missing).toEqual([])
    })
  }
})

it('checks every translated language', () => {
  expect(TRANSLATED).toHaveLength(12)
})
