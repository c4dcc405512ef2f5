import { describe, expect, it } from 'vitest'
import { originOf } from '../../src/lib/request-url'

describe("a request URL's origin", () => {
  it('is what URL parsing gives, for the URLs the runtime hands over', () => {
    for (const url of [
      'https://arcadia.example/',
      'https://arcadia.example/ar/catalog?type=villa&page=2',
      'http://127.0.0.1:8795/catalog/37',
      'https://www.arcadia.example:8443/sitemaps/properties-en-2.xml',
      'https://arcadia.example',
    ]) {
      expect(originOf(url)).toBe(new URL(url).origin)
    }
  })
})
