import { describe, expect, it } from 'vitest'
import { baseURL } from './browser'

// The pictures of link previews are files the running site serves, at the size the page states.

/** Width and height from a JPEG's start-of-frame marker; null if it is no JPEG. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]!
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!,
        width: (bytes[offset + 7]! << 8) | bytes[offset + 8]!,
      }
    }
    offset += 2 + length
  }
  return null
}

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1]

describe('share pictures', () => {
  it.each([
    '/',
    '/catalog',
    '/catalog/7',
    '/agent/1',
    '/blog/golden-visa-through-property',
    '/ar/our-team',
    '/high-rentals',
    '/terms',
  ])('%s names a served JPEG of the stated size', async (path) => {
    const html = await (await fetch(baseURL + path)).text()
    const image = meta(html, 'og:image')!
    expect(image).toMatch(/^https?:\/\/[^/]+\/images\/[a-z0-9-]+\.jpg$/)
    expect(meta(html, 'twitter:image')).toBe(image)
    // the page names its own origin; the file is fetched from the test server
    const response = await fetch(baseURL + new URL(image).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/)
    expect(jpegSize(new Uint8Array(await response.arrayBuffer()))).toEqual({
      width: Number(meta(html, 'og:image:width')),
      height: Number(meta(html, 'og:image:height')),
    })
  })
})
