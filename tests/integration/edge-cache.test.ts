import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/** The cache write happens after the response; ask again until it has landed. */
async function fetchUntilHit(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await SELF.fetch(url)
    if (response.headers.get('X-Edge-Cache') === 'HIT') return response
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${url} never came from the cache`)
}

describe('edge cache of rendered pages', () => {
  it('renders a page once, then serves the same bytes from the cache', async () => {
    const first = await SELF.fetch('http://example.com/fr/our-story')
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS')
    const firstHtml = await first.text()

    const hit = await fetchUntilHit('http://example.com/fr/our-story')
    expect(await hit.text()).toBe(firstHtml)
    // the policy is the same for every response: no nonce for the stored page to go stale on
    expect(hit.headers.get('Content-Security-Policy')).toBe(
      first.headers.get('Content-Security-Policy')
    )
    expect(hit.headers.get('Content-Security-Policy')).not.toContain('nonce-')
  })

  it('answers a page it already served from the cache before the middleware, byte for byte', async () => {
    const url = 'http://example.com/de/why-choose'
    await (await SELF.fetch(url)).arrayBuffer()
    const hit = await fetchUntilHit(url)
    const hitHtml = await hit.text()
    let early: Response | undefined
    for (let attempt = 0; attempt < 20 && !early; attempt++) {
      const response = await SELF.fetch(url)
      if (response.headers.get('X-Edge-Early')) early = response
      else await response.arrayBuffer()
    }
    expect(early, 'never answered early').toBeDefined()
    expect(await early!.text()).toBe(hitHtml)
    // every header the chain gave the page, the CSP included
    const names = (response: Response) =>
      [...response.headers.keys()].filter((name) => name !== 'x-edge-early')
    expect(names(early!)).toEqual(names(hit))
    for (const name of names(hit)) {
      expect(early!.headers.get(name), name).toBe(hit.headers.get(name))
    }
  })

  it('never answers early what is not a read', async () => {
    await (await SELF.fetch('http://example.com/fr/why-choose')).arrayBuffer()
    await (await fetchUntilHit('http://example.com/fr/why-choose')).arrayBuffer()
    const head = await SELF.fetch('http://example.com/fr/why-choose', { method: 'HEAD' })
    expect(head.headers.get('X-Edge-Early')).toBeNull()
  })

  it('keys pages by their query string', async () => {
    await (await SELF.fetch('http://example.com/blog?topic=news')).arrayBuffer()
    const other = await SELF.fetch('http://example.com/blog?topic=lifestyle')
    expect(other.headers.get('X-Edge-Cache')).toBe('MISS')
  })

  it('serves a campaign landing from the page cached without the campaign, naming none of it', async () => {
    const plain = await SELF.fetch('http://example.com/it/high-rentals')
    const html = await plain.text()
    const landing = await fetchUntilHit(
      'http://example.com/it/high-rentals?utm_source=fbq7&utm_campaign=jvc-q7'
    )
    const landed = await landing.text()
    expect(landed === html, 'the landing is the plain page').toBe(true)
    expect(/fbq7|jvc-q7/.test(landed), 'the campaign is in the page').toBe(false)
  })

  it('serves a paid click from the page cached without its click identifier', async () => {
    const plain = await (await fetchUntilHit('http://example.com/de/high-rentals')).text()
    // each click's first request: no render of its own
    const clicks = ['gclid=Cj0KCQiA7-first', 'fbclid=IwAR2-second', 'gclid=Cj0KCQiA7-third']
    for (const click of clicks) {
      const landing = await SELF.fetch(`http://example.com/de/high-rentals?${click}`)
      expect(landing.headers.get('X-Edge-Cache'), click).toBe('HIT')
      expect(await landing.text(), click).toBe(plain)
    }
  })

  it('never stores a 404', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await SELF.fetch('http://example.com/agent/999999')
      expect(response.status).toBe(404)
      expect(response.headers.get('X-Edge-Cache')).toBeNull()
      await response.arrayBuffer()
    }
  })

  it('never caches the locale redirect at /', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await SELF.fetch('http://example.com/', {
        headers: { 'Accept-Language': 'ru' },
        redirect: 'manual',
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('X-Edge-Cache')).toBeNull()
    }
  })

  it('keeps Vary on the English home when it comes from the cache', async () => {
    const hit = await fetchUntilHit('http://example.com/')
    expect(hit.headers.get('Vary')).toBe('Cookie, Accept-Language, CF-IPCountry')
  })
})
