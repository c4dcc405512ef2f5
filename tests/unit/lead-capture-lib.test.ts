import { describe, expect, it } from 'vitest'
import { islandMessages } from '../../src/placements/form-context'
import { translator } from '../../src/i18n/messages'
import { leadRequestOf } from '../../src/islands/parts/lead-request'
import { translate } from '../../src/islands/form-kit/messages'
import { callingCodes, toE164 } from '../../src/lib/phone'
import { countryLabel, countryOptions } from '../../src/lib/phone-countries'
import { newReference, REFERENCE_PATTERN } from '../../src/lib/reference'
import { retryDelay } from '../../src/outbox/deliver'

describe('reference numbers', () => {
  it('are short, unambiguous when read aloud, and do not repeat', () => {
    const references = Array.from({ length: 2000 }, newReference)
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN)
    expect(references.join('')).not.toMatch(/[ILOU]/)
    expect(new Set(references).size).toBe(references.length)
  })
})

describe('the CRM retry schedule', () => {
  it('waits 30 s after the first failure, doubling to at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ])
  })
})

describe('phone numbers', () => {
  it.each([
    ['050 123 4567', 'AE', '+971501234567'],
    ['+44 20 7946 0958', 'AE', '+442079460958'],
    ['0044 20 7946 0958', undefined, '+442079460958'],
    ['(030) 901820', 'DE', '+4930901820'],
    ['8 (912) 345-67-89', 'RU', '+79123456789'],
  ])('%s picked with %s is %s', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164)
  })

  it.each([
    ['', 'AE'],
    ['12', 'AE'],
    ['+999 123', undefined],
    ['050 123 4567', undefined],
    ['x'.repeat(40), 'AE'],
    [12345, 'AE'],
  ])('%j with %s is no number', (input, country) => {
    expect(toE164(input, country)).toBeNull()
  })

  it('offers every country with its code, named in the visitor’s language', () => {
    const options = countryOptions('fr-FR', callingCodes())
    expect(options.length).toBeGreaterThan(200)
    const germany = options.find(([code]) => code === 'DE')!
    expect(germany).toEqual(['DE', '49', 'Allemagne'])
    expect(countryLabel(germany)).toBe('\u2066+49\u2069 Allemagne')
  })
})

describe('links that open the request-call modal', () => {
  const origin = 'https://site.example'
  it.each([
    ['/contact?kind=call&propertyId=12', { kind: 'call', propertyId: 12, agentId: undefined }],
    ['/ar/contact?kind=consultation&agentId=3', { kind: 'consultation', agentId: 3 }],
    [`${origin}/fr/contact/?kind=brochure`, { kind: 'brochure' }],
    ['/contact?kind=floor-plan&propertyId=x', { kind: 'floor-plan', propertyId: undefined }],
  ])('%s asks for %j', (href, request) => {
    expect(leadRequestOf(href, origin)).toMatchObject(request)
  })

  it.each([
    '/contact',
    '/contact?kind=landing',
    '/contact?kind=pizza',
    '/catalog?kind=call',
    'https://evil.example/contact?kind=call',
    'javascript:alert(1)',
  ])('%s is a plain link', (href) => {
    expect(leadRequestOf(href, origin)).toBeNull()
  })
})

describe('island messages', () => {
  it('keep their placeholders for the browser to fill', () => {
    const messages = islandMessages(translator('en'), ['questionnaire.step', 'forms.reference'])
    expect(messages['questionnaire.step']).toBe('Step {{current}} of {{total}}')
    const t = translate(messages)
    expect(t('questionnaire.step', { current: 2, total: 5 })).toBe('Step 2 of 5')
    expect(t('forms.reference', { reference: '7K2M-9QXD' })).toBe(
      'Your reference number: 7K2M-9QXD'
    )
    // A key the island was not given shows itself rather than nothing
    expect(t('forms.submit')).toBe('forms.submit')
  })
})
