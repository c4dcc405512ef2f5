import { describe, expect, it } from 'vitest'
import {
  sitemapIndex,
  textStream,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  urlWriter,
  w3cDate,
} from '../../src/routes/sitemap-xml'
import { checkSitemap, isW3cDate } from '../integration/sitemap-schema'

const ORIGIN = 'https://arcadia-estates.example'
const urlset = (...urls: string[]) => URLSET_OPEN + urls.join('') + URLSET_CLOSE
const url = (inner: string) => `<url>${inner}</url>`

describe('sitemap writers', () => {
  it('write the same entry through the prepared writer as through urlEntry', () => {
    const write = urlWriter(ORIGIN, 'catalog-id', 'ar', 'id')
    expect(write('4321', '2025-06-01')).toBe(
      urlEntry(ORIGIN, 'catalog-id', 'ar', { id: '4321' }, '2025-06-01')
    )
    const article = urlWriter(ORIGIN, 'blog-slug', 'he', 'slug')
    expect(article('golden-visa-guide', null)).toBe(
      urlEntry(ORIGIN, 'blog-slug', 'he', { slug: 'golden-visa-guide' })
    )
    // a value the route would answer with a 404 is left out
    expect(write('0', null)).toBe('')
    expect(article('Not A Slug', null)).toBe('')
  })

  it('write lastmod as a W3C datetime the schema takes, or leave it out', () => {
    expect(w3cDate('2025-06-01')).toBe('2025-06-01')
    expect(w3cDate('2025-06-12T09:30:15.123Z')).toBe('2025-06-12T09:30:15Z')
    expect(w3cDate('2025-06-12T09:30:15Z')).toBe('2025-06-12T09:30:15Z')
    expect(w3cDate('yesterday')).toBeNull()
    expect(w3cDate(null)).toBeNull()
    expect(w3cDate('')).toBeNull()
  })

  it('stream their parts in order, each when the reader asks for it', async () => {
    let produced = 0
    async function* parts() {
      for (const part of ['<a>', 'b', '</a>']) {
        produced++
        yield part
      }
    }
    const reader = textStream(parts()).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('<a>')
    expect(produced).toBe(1)
    reader.releaseLock()
    expect(await new Response(textStream(parts())).text()).toBe('<a>b</a>')
  })

  it('write a 2,500-URL file (the most a file holds) in a few milliseconds of CPU', () => {
    const write = urlWriter(ORIGIN, 'catalog-id', 'ar', 'id')
    const times: number[] = []
    let xml = ''
    for (let round = 0; round < 5; round++) {
      const started = process.cpuUsage()
      const parts: string[] = []
      for (let id = 2500; id < 5000; id++) parts.push(write(String(id), '2025-06-01'))
      xml = urlset(...parts)
      const used = process.cpuUsage(started)
      times.push((used.user + used.system) / 1000)
    }
    const check = checkSitemap(xml, ORIGIN)
    expect(check.errors).toEqual([])
    expect(check.locs).toHaveLength(2500)
    times.sort((a, b) => a - b)
    console.info(
      `2,500 URLs: ${(check.bytes / 1024 / 1024).toFixed(2)} MB, written in ${times[2]!.toFixed(1)} ms CPU (median of 5, Node)`
    )
    // the Workers CPU limit of a paid plan is 30 s; the free plan's 10 ms would need smaller files
    expect(times[2]).toBeLessThan(200)
    expect(check.bytes).toBeLessThan(10 * 1024 * 1024)
  })
})

describe('the sitemap schema check', () => {
  const good = urlset(
    urlEntry(ORIGIN, 'catalog-id', 'en', { id: '7' }, '2025-06-01'),
    urlEntry(ORIGIN, 'index', 'ar', {}, '2025-06-01T10:00:00Z')
  )

  it('passes what the writers write, index and files', () => {
    expect(checkSitemap(good, ORIGIN)).toMatchObject({ errors: [], root: 'urlset' })
    const index = sitemapIndex([
      { loc: `${ORIGIN}/sitemaps/pages-en.xml`, lastmod: null },
      { loc: `${ORIGIN}/sitemaps/properties-en-1.xml`, lastmod: '2025-06-01' },
    ])
    expect(checkSitemap(index, ORIGIN)).toMatchObject({ errors: [], root: 'sitemapindex' })
  })

  it.each([
    [
      'no declaration',
      good.replace('<?xml version="1.0" encoding="UTF-8"?>', ''),
      /declaration|<\?xml/,
    ],
    ['another root', '<?xml version="1.0" encoding="UTF-8"?><urls/>', /root element/],
    [
      'another namespace',
      good.replace('sitemaps.org/schemas/sitemap/0.9', 'example.com'),
      /namespace/,
    ],
    [
      'lastmod before loc',
      urlset(url(`<lastmod>2025-06-01</lastmod><loc>${ORIGIN}/x</loc>`)),
      /out of order/,
    ],
    ['two locs', urlset(url(`<loc>${ORIGIN}/a</loc><loc>${ORIGIN}/b</loc>`)), /repeated/],
    ['no loc', urlset(url('<lastmod>2025-06-01</lastmod>')), /no loc/],
    ['a relative loc', urlset(url('<loc>/catalog/7/a/b</loc>')), /absolute/],
    ['a loc off the site', urlset(url('<loc>https://elsewhere.example/a</loc>')), /another origin/],
    ['a loc over 2,048', urlset(url(`<loc>${ORIGIN}/${'a'.repeat(2048)}</loc>`)), /characters/],
    ['a raw ampersand', urlset(url(`<loc>${ORIGIN}/a?b=1&c=2</loc>`)), /unescaped/],
    [
      'a date without a zone',
      urlset(url(`<loc>${ORIGIN}/a</loc><lastmod>2025-06-01T10:00</lastmod>`)),
      /lastmod/,
    ],
    ['a month 13', urlset(url(`<loc>${ORIGIN}/a</loc><lastmod>2025-13-01</lastmod>`)), /lastmod/],
    [
      'an unknown element',
      urlset(url(`<loc>${ORIGIN}/a</loc><image>x</image>`)),
      /not in the schema/,
    ],
    ['an undeclared prefix', urlset(url(`<loc>${ORIGIN}/a</loc><foo:bar/>`)), /not allowed/],
    [
      'a broken alternate',
      urlset(url(`<loc>${ORIGIN}/a</loc><xhtml:link rel="alternate" href="${ORIGIN}/b"/>`)),
      /hreflang/,
    ],
    ['an unclosed element', URLSET_OPEN + `<url><loc>${ORIGIN}/a</loc>`, /never closed/],
    ['a priority of 2', urlset(url(`<loc>${ORIGIN}/a</loc><priority>2</priority>`)), /priority/],
  ])('refuses %s', (_, xml, message) => {
    const { errors } = checkSitemap(xml, ORIGIN)
    expect(errors.join('\n')).toMatch(message)
  })

  it('refuses a file of more than 10,000 URLs or 10 MB', () => {
    const entry = url(`<loc>${ORIGIN}/catalog/1</loc>`)
    expect(checkSitemap(urlset(...Array(10_001).fill(entry)), ORIGIN).errors).toEqual([
      '10001 URLs, over 10,000',
    ])
    const long = url(`<loc>${ORIGIN}/${'a'.repeat(2000)}</loc>`)
    expect(checkSitemap(urlset(...Array(5300).fill(long)), ORIGIN).errors).toEqual([
      expect.stringMatching(/bytes, over 10 MB/),
    ])
  })

  it('reads W3C datetimes as the schema does', () => {
    for (const date of [
      '2025-06-01',
      '2024-02-29',
      '2025-06-01T10:00:00Z',
      '2025-06-01T10:00:00.5+04:00',
    ]) {
      expect(isW3cDate(date), date).toBe(true)
    }
    for (const date of [
      '2025',
      '2025-06',
      '2025-02-29',
      '2025-06-01T24:00:00Z',
      '2025-06-01 10:00:00Z',
    ]) {
      expect(isW3cDate(date), date).toBe(false)
    }
  })
})
