import { describe, expect, it } from 'vitest'
import { richResultIssues, schemaOrg, validateJsonLd } from '../integration/schema-org'

const vocabulary = schemaOrg()
const messages = (document: unknown) => validateJsonLd(document, vocabulary).map((i) => i.message)
const context = 'https://schema.org'

describe('the schema.org vocabulary from the package', () => {
  it('has the types the site uses, with their hierarchy', () => {
    expect(vocabulary.classes.size).toBeGreaterThan(800)
    expect(vocabulary.isSubclassOf('RealEstateAgent', 'LocalBusiness')).toBe(true)
    expect(vocabulary.isSubclassOf('RealEstateAgent', 'Organization')).toBe(true)
    expect(vocabulary.isSubclassOf('RealEstateAgent', 'Place')).toBe(true)
    expect(vocabulary.isSubclassOf('BlogPosting', 'CreativeWork')).toBe(true)
    expect(vocabulary.isSubclassOf('RealEstateListing', 'WebPage')).toBe(true)
    expect(vocabulary.isSubclassOf('Person', 'Organization')).toBe(false)
  })

  it('finds inherited properties and their ranges', () => {
    expect(vocabulary.range('BlogPosting', 'headline')?.primitives.has('string')).toBe(true)
    expect(vocabulary.range('RealEstateAgent', 'priceRange')).toBeDefined()
    expect(vocabulary.range('RealEstateAgent', 'logo')).toBeDefined()
    expect(vocabulary.range('Offer', 'availability')?.types.has('ItemAvailability')).toBe(true)
    expect(vocabulary.range('Organization', 'jobTitle')).toBeUndefined()
  })
})

describe('validateJsonLd', () => {
  const valid = {
    '@context': context,
    '@type': 'BlogPosting',
    headline: 'Title',
    datePublished: '2026-03-01',
    image: 'https://example.com/a.jpg',
    author: { '@type': 'Person', name: 'Layla' },
    publisher: { '@type': 'Organization', name: 'Arcadia', logo: 'https://example.com/l.png' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/blog/a' },
  }

  it('accepts a valid document, inherited properties and nested nodes included', () => {
    expect(messages(valid)).toEqual([])
    expect(
      messages({
        '@context': context,
        '@type': 'Offer',
        price: 100,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      })
    ).toEqual([])
  })

  it('rejects an unknown type', () => {
    expect(messages({ '@context': context, '@type': 'RealEstateLsting', name: 'x' })).toEqual([
      'unknown schema.org type "RealEstateLsting"',
    ])
  })

  it('rejects an unknown property', () => {
    expect(messages({ '@context': context, '@type': 'Organization', nmae: 'x' })).toEqual([
      '"nmae" is not a property of Organization',
    ])
  })

  it('rejects a property of another type', () => {
    // jobTitle is a Person's; an Organization (or a RealEstateAgent) has none
    expect(
      messages({ '@context': context, '@type': 'RealEstateAgent', name: 'x', jobTitle: 'y' })
    ).toEqual(['"jobTitle" is not a property of RealEstateAgent'])
  })

  it('rejects values of the wrong type, nested node types and enumeration members', () => {
    expect(
      messages({
        '@context': context,
        '@type': 'Offer',
        price: 100,
        availability: 'https://schema.org/Sold',
        priceValidUntil: 'next week',
        seller: { '@type': 'BlogPosting', headline: 'x' },
      })
    ).toEqual([
      '"https://schema.org/Sold" is not a ItemAvailability',
      '"next week" is not a date',
      'a BlogPosting where Organization | Person is expected',
    ])
    expect(
      messages({ '@context': context, '@type': 'ListItem', position: 1.5, item: 'not a url' })
    ).toEqual(['1.5 is not a integer | string', '"not a url" is not a Thing'])
    expect(messages({ '@context': context, '@type': 'Person', address: { name: 'x' } })).toEqual([
      'an object without @type',
    ])
  })

  it('requires a schema.org context at the root', () => {
    expect(messages({ '@type': 'Thing', name: 'x' })).toEqual(['no @context'])
    expect(messages({ '@context': 'https://example.com', '@type': 'Thing' })).toHaveLength(1)
  })
})

describe('richResultIssues', () => {
  const issues = (document: unknown) => richResultIssues(document, vocabulary).map((i) => i.message)

  it('checks breadcrumb positions, names and URLs', () => {
    expect(
      issues({
        '@context': context,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
          { '@type': 'ListItem', position: 3, name: '', item: '/blog' },
        ],
      })
    ).toEqual([
      'itemListElement[1].position is 3, not 2',
      'itemListElement[1].item is not an absolute URL',
      'itemListElement[1] has no name',
    ])
  })

  it('checks an article and an offer', () => {
    expect(issues({ '@context': context, '@type': 'BlogPosting', headline: 'x' })).toEqual([
      'no image, or an image that is not an absolute URL',
      'datePublished is not an ISO 8601 date',
      'no author',
    ])
    expect(issues({ '@context': context, '@type': 'Offer', price: 'AED 5' })).toEqual([
      'Offer price "AED 5" is not a number',
      'Offer priceCurrency undefined is not ISO 4217',
    ])
  })
})
