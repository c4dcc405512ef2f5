// The content model cms/ and the worker share: one body format read the same way on both sides,
// the one mapping from Strapi's documents to the site's rows, and the preview's signed links.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  blocksToText,
  bodyText,
  mapDocument,
  parseBody,
  PREVIEW_MINUTES,
  signPreview,
  textToBlocks,
  verifyPreview,
  type BodyBlock,
} from '../../cms/src/content-model'

// Text as editors write it: words, no line breaks, not starting with a list or heading mark
const words = fc
  .array(fc.stringMatching(/^[\p{L}\p{N}][\p{L}\p{N}.,:;'’()%\u00a0-]{0,12}$/u), {
    minLength: 1,
    maxLength: 8,
  })
  // the format holds a block's text trimmed, as every reader of it trims lines
  .map((parts) => parts.join(' ').trim())
  .filter(Boolean)
const block: fc.Arbitrary<BodyBlock> = fc.oneof(
  words.map((text) => ({ type: 'paragraph' as const, text })),
  words.map((text) => ({ type: 'heading' as const, text })),
  fc.array(words, { minLength: 1, maxLength: 5 }).map((items) => ({ type: 'list' as const, items }))
)

describe('the body format', () => {
  it('reads back the same blocks from body text, and through the CMS and back', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        const text = bodyText(blocks)
        expect(parseBody(text)).toEqual(blocks)
        // the demo seed writes body text into the CMS as Blocks; the sync reads them back
        expect(parseBody(blocksToText(textToBlocks(text)))).toEqual(blocks)
      })
    )
  })

  it('keeps no-break spaces, and a line break in a paragraph is a space', () => {
    const text = 'Prix\u00a0: 2\u202f050\u00a0sq ft,\nlivré en 2027.'
    expect(blocksToText(textToBlocks(text))).toBe(
      'Prix\u00a0: 2\u202f050\u00a0sq ft, livré en 2027.'
    )
    expect(parseBody('#1 choice\n\n## Heading')).toEqual([
      { type: 'paragraph', text: '#1 choice' },
      { type: 'heading', text: 'Heading' },
    ])
  })
})

const listing = (locale: string, fields: Record<string, unknown> = {}) => ({
  id: 5,
  documentId: 'l1doc',
  locale,
  ref: 41,
  title: 'Creek Vista, 2 Bedroom',
  area: { id: 3, documentId: 'a1doc', slug: 'dubai-creek-harbour' },
  development: 'Creek Vista',
  developmentSlug: 'creek-vista',
  developer: 'Meridian Properties',
  type: 'apartment',
  completion: 'off-plan',
  priceUsd: '612000',
  bedrooms: 2,
  bathrooms: 2,
  sizeSqft: 1150,
  handoverDate: '2028-03-31',
  downPaymentPercent: 20,
  paymentPlan: [{ milestone: 'On booking', percent: 100, dueDate: null }],
  amenities: ['Pool'],
  photos: [
    {
      id: 88,
      url: '/uploads/creek.jpg',
      alternativeText: 'Tower at dusk',
      width: 1280,
      height: 853,
      formats: { small: { url: '/uploads/small_creek.jpg', width: 500, height: 333 } },
    },
  ],
  photoAlts: null,
  floorPlans: [],
  description: [{ type: 'paragraph', children: [{ type: 'text', text: 'Views of the Creek.' }] }],
  agent: { id: 9, documentId: 'g1doc', ref: 3 },
  permitNumber: '7100000041',
  featured: false,
  listedAt: '2026-11-02',
  updatedAt: '2026-11-29T08:00:00.000Z',
  ...fields,
})

describe("a CMS document as the site's rows", () => {
  it('maps a listing in every locale: its row, its translations, what it needs', () => {
    const mapped = mapDocument(
      'property',
      [
        listing('en'),
        listing('fr', {
          title: 'Creek Vista, 2 chambres',
          photoAlts: ['Tour au crépuscule'],
          updatedAt: '2026-11-29T09:00:00.000Z',
        }),
      ],
      { origin: 'https://cms.example.com', defaultCover: 'downtown-skyline' }
    )
    if (!('record' in mapped)) throw new Error(mapped.skipped)
    const { record } = mapped
    expect(record).toMatchObject({ kind: 'property', documentId: 'l1doc', key: 41 })
    expect(record.row).toMatchObject({
      id: 41,
      price_usd: 612000,
      status: 'off-plan',
      area_slug: 'dubai-creek-harbour',
      agent_id: 3,
      description: 'Views of the Creek.',
      featured: 0,
      // the newest change among its locales
      updated_at: '2026-11-29T09:00:00.000Z',
    })
    expect(JSON.parse(String(record.row.photos))).toEqual([
      {
        url: 'https://cms.example.com/uploads/creek.jpg',
        alt: 'Tower at dusk',
        width: 1280,
        height: 853,
        srcset: [
          { url: 'https://cms.example.com/uploads/small_creek.jpg', width: 500 },
          { url: 'https://cms.example.com/uploads/creek.jpg', width: 1280 },
        ],
        media: 88,
      },
    ])
    const fr = Object.fromEntries(
      record.translations.filter((t) => t.locale === 'fr').map((t) => [t.field, t.value])
    )
    expect(fr.title).toBe('Creek Vista, 2 chambres')
    expect(JSON.parse(fr.photos!)[0].alt).toBe('Tour au crépuscule')
    expect(record.needs).toEqual([
      { kind: 'area', documentId: 'a1doc' },
      { kind: 'agent', documentId: 'g1doc' },
    ])
  })

  it("carries the firm's words per language: a development's name, review places, a testimonial's subtitle", () => {
    const options = { origin: 'https://cms.example.com', defaultCover: 'downtown-skyline' }
    const mapped = mapDocument(
      'property',
      [
        listing('en'),
        listing('ar', { development: 'كريك فيستا' }),
        listing('fr'), // the French keep the English name: no row for it
      ],
      options
    )
    if (!('record' in mapped)) throw new Error(mapped.skipped)
    expect(mapped.record.developmentNames).toEqual({
      slug: 'creek-vista',
      names: [{ locale: 'ar', value: 'كريك فيستا' }],
    })

    const consultant = (locale: string, reviewPlaces: unknown) => ({
      documentId: 'g1doc',
      locale,
      ref: 3,
      slug: 'layla-haddad',
      name: 'Layla Haddad',
      reviews: [{ author: 'Karim B.', place: 'Paris', rating: 5, text: 'Merci', language: 'fr' }],
      reviewPlaces,
      updatedAt: '2026-11-29T08:00:00.000Z',
    })
    const agent = mapDocument(
      'agent',
      [consultant('en', null), consultant('ar', { Paris: 'باريس' }), consultant('de', {})],
      options
    )
    if (!('record' in agent)) throw new Error(agent.skipped)
    expect(agent.record.translations.filter((t) => t.field === 'review_places')).toEqual([
      { locale: 'ar', field: 'review_places', value: '{"Paris":"باريس"}' },
    ])

    const words = (locale: string, subtitle: string) => ({
      documentId: 't1doc',
      locale,
      ref: 2,
      name: 'Huda A.',
      subtitle,
      text: 'شكرًا',
      language: 'ar',
      rating: 5,
      date: '2026-10-01',
      updatedAt: '2026-11-29T08:00:00.000Z',
    })
    const testimonial = mapDocument(
      'testimonial',
      [words('en', 'Investor, Riyadh'), words('fr', 'Investisseuse, Riyad')],
      options
    )
    if (!('record' in testimonial)) throw new Error(testimonial.skipped)
    expect(testimonial.record.row).toMatchObject({ subtitle: 'Investor, Riyadh', language: 'ar' })
    expect(testimonial.record.translations).toEqual([
      { locale: 'fr', field: 'subtitle', value: 'Investisseuse, Riyad' },
    ])
  })

  it('skips what cannot be a page, and says why', () => {
    const options = { origin: 'https://cms.example.com', defaultCover: 'downtown-skyline' }
    expect(mapDocument('property', [listing('fr')], options)).toEqual({ skipped: 'no en entry' })
    expect(mapDocument('property', [listing('en', { ref: null })], options)).toEqual({
      skipped: 'no ref',
    })
    expect(mapDocument('property', [listing('en', { area: null })], options)).toEqual({
      skipped: 'no community (area)',
    })
  })
})

describe("the preview's signed link", () => {
  const target = { kind: 'post', documentId: 'p1doc', locale: 'ar', status: 'draft' } as const

  it(`is good for ${PREVIEW_MINUTES} minutes, for what it names, with its secret only`, async () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    const query = await signPreview('s3cret', target, now)
    expect(await verifyPreview('s3cret', query, now)).toEqual({ ok: true, target })
    expect(
      await verifyPreview('s3cret', query, now + (PREVIEW_MINUTES * 60 - 1) * 1000)
    ).toMatchObject({ ok: true })
    expect(await verifyPreview('s3cret', query, now + PREVIEW_MINUTES * 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await verifyPreview('other', query, now)).toEqual({ ok: false, reason: 'signature' })
    const altered = new URLSearchParams(query)
    altered.set('locale', 'en')
    expect(await verifyPreview('s3cret', altered, now)).toEqual({ ok: false, reason: 'signature' })
    altered.set('signature', 'not base64')
    expect(await verifyPreview('s3cret', altered, now)).toEqual({ ok: false, reason: 'malformed' })
  })
})
