import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const decode = (value: string) => value.replaceAll('&amp;', '&')

/**
 * The head's image preload and the body's high-priority picture (its AVIF source). React writes
 * `srcSet` and `fetchPriority` in camel case; HTML attribute names ignore case.
 */
async function heroOf(path: string) {
  const html = await (await SELF.fetch(`http://example.com${path}`)).text()
  const [head = '', body = ''] = html.split('<body')
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? ''
  const picture =
    /<picture>((?:(?!<\/picture>).)*fetchpriority="high"(?:(?!<\/picture>).)*)<\/picture>/is.exec(
      body
    )?.[1] ?? ''
  const avif = /<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)"/i.exec(picture)
  return {
    preload,
    srcset: decode(/imagesrcset="([^"]+)"/.exec(preload)?.[1] ?? ''),
    sizes: decode(/imagesizes="([^"]+)"/.exec(preload)?.[1] ?? ''),
    picture: { srcset: decode(avif?.[1] ?? ''), sizes: decode(avif?.[2] ?? '') },
  }
}

describe('the first screen picture', () => {
  it.each([
    '/',
    '/catalog/1',
    '/blog/where-dubai-rental-yields-are-highest',
    '/ar/partners',
    // the first card's photo, the largest paint on a phone
    '/catalog',
    '/ar/catalog?type=villa',
  ])('%s preloads it from the head with high priority, as the page shows it', async (path) => {
    const hero = await heroOf(path)
    expect(hero.preload).toContain('fetchpriority="high"')
    expect(hero.preload).toContain('type="image/avif"')
    expect(hero.srcset).toMatch(/\.avif \d+w/)
    // the same candidates and sizes as the picture: the browser fetches one file for both
    expect(hero.picture).toEqual({ srcset: hero.srcset, sizes: hero.sizes })
  })

  it('is not preloaded where the first screen has no picture', async () => {
    const html = await (await SELF.fetch('http://example.com/privacy')).text()
    expect(html).not.toContain('rel="preload" as="image"')
  })
})
