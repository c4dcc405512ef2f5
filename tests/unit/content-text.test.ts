import { describe, expect, it } from 'vitest'
import { blocksToText as richText } from '../../cms/src/content-model'
import { parseBody, readingMinutes, wordCount } from '../../src/content/text'
import {
  areaIn,
  defaultsForCountry,
  formatMoney,
  PER_USD,
  RATES_DATE,
} from '../../src/lib/currency'
import { fill, plural } from '../../src/i18n/template'
import { parseLenient, PropertyQuerySchema } from '../../src/schemas/content-query'

describe('article text', () => {
  it('computes whole reading minutes from the words, at least one', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(Array(200).fill('word').join(' '))).toBe(1)
    expect(readingMinutes(Array(201).fill('word').join(' '))).toBe(2)
    expect(readingMinutes(Array(1000).fill('كلمة').join(' '))).toBe(5)
    // punctuation alone is not a word
    expect(wordCount('Yields - 6 % to 12 % !')).toBe(4)
  })

  it('reads paragraphs, headings and lists, and never HTML', () => {
    expect(
      parseBody('First line\nsame paragraph.\n\n## Heading\n\n- one\n- two\n\n<b>x</b>')
    ).toEqual([
      { type: 'paragraph', text: 'First line same paragraph.' },
      { type: 'heading', text: 'Heading' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', text: '<b>x</b>' },
    ])
  })
})

describe('currencies and areas', () => {
  it('pegs AED at 3.6725 per dollar and keeps the rates with their date', () => {
    expect(PER_USD.AED).toBe(3.6725)
    expect(Object.keys(PER_USD).sort()).toEqual(['AED', 'EUR', 'GBP', 'RUB', 'USD'])
    expect(RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(formatMoney('en-US', 81688, 'AED').replace(/\s/g, ' ')).toBe('AED 300,000')
    expect(formatMoney('en-US', 81688, 'USD').replace(/\s/g, ' ')).toBe('USD 81,688')
  })

  it('converts square feet to square metres', () => {
    expect(areaIn(1076, 'sqm')).toBe(100)
    expect(areaIn(1076, 'sqft')).toBe(1076)
  })

  it('defaults from the visitor country', () => {
    expect(defaultsForCountry('AE')).toEqual({ currency: 'AED', unit: 'sqft' })
    expect(defaultsForCountry('de')).toEqual({ currency: 'EUR', unit: 'sqm' })
    expect(defaultsForCountry('GB')).toEqual({ currency: 'GBP', unit: 'sqft' })
    expect(defaultsForCountry('RU')).toEqual({ currency: 'RUB', unit: 'sqm' })
    expect(defaultsForCountry(undefined)).toEqual({ currency: 'USD', unit: 'sqft' })
  })
})

describe('templates for islands', () => {
  it('fills placeholders and picks the plural form', () => {
    expect(fill('Showing {{shown}} of {{total}}', { shown: 12, total: 40 })).toBe(
      'Showing 12 of 40'
    )
    expect(fill('{{missing}} stays', {})).toBe('{{missing}} stays')
    const forms = { one: '{{count}} bedroom', other: '{{count}} bedrooms' }
    expect(plural('en-US', 1, forms)).toBe('1 bedroom')
    expect(plural('en-US', 3, forms)).toBe('3 bedrooms')
  })
})

describe('catalogue filters from a URL', () => {
  it('keeps valid filters and drops the rest, for pages', () => {
    expect(
      parseLenient(PropertyQuerySchema, {
        type: 'castle',
        bedrooms: '3',
        minPrice: 'abc',
        maxPrice: '900000',
        location: 'dubai-marina',
        q: '  marina  ',
        page: '0',
      })
    ).toEqual({ bedrooms: 3, maxPrice: 900000, location: 'dubai-marina', q: 'marina', page: 1 })
  })
})

describe('rich text from the CMS', () => {
  it('reads a Strapi 5 Blocks field as paragraphs, headings and list items', () => {
    const blocks = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why Dubai' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Tax-free ', bold: true },
          { type: 'link', url: 'https://x.example', children: [{ type: 'text', text: 'yields' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Golden Visa' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'Freehold' }] },
        ],
      },
      { type: 'image', image: { url: '/uploads/a.jpg' }, children: [{ type: 'text', text: '' }] },
    ]
    expect(parseBody(richText(blocks))).toEqual([
      { type: 'heading', text: 'Why Dubai' },
      { type: 'paragraph', text: 'Tax-free yields.' },
      { type: 'list', items: ['Golden Visa', 'Freehold'] },
    ])
    expect(richText(blocks)).not.toContain('[object Object]')
  })

  it('reads Markdown without showing its marks', () => {
    const markdown = '# Title\n\nA **bold** and _quiet_ [link](https://x.example).\n\n* one\n* two'
    expect(parseBody(richText(markdown))).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'A bold and quiet link.' },
      { type: 'list', items: ['one', 'two'] },
    ])
  })
})
