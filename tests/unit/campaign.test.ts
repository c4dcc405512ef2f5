import { describe, expect, it } from 'vitest'
import { campaignOf, withoutCampaign } from '../../src/lib/utm'

describe('campaign parameters', () => {
  it('and click identifiers leave a landing URL as the page itself, every other parameter kept in its order', () => {
    const cases: [string, string][] = [
      ['https://a.example/high-rentals', 'https://a.example/high-rentals'],
      ['https://a.example/?utm_source=google', 'https://a.example/'],
      [
        'https://a.example/catalog?type=villa&utm_campaign=spring&sort=price-asc&utm_medium=cpc',
        'https://a.example/catalog?type=villa&sort=price-asc',
      ],
      // not a campaign parameter, only a name that contains one
      ['https://a.example/blog?topic=x_utm_source', 'https://a.example/blog?topic=x_utm_source'],
      ['https://a.example/blog?my_utm_source=1', 'https://a.example/blog?my_utm_source=1'],
      ['https://a.example/blog?constructor=1&utm_term=a', 'https://a.example/blog?constructor=1'],
      // an ad platform's click identifier, one per click
      ['https://a.example/?gclid=Cj0KCQiA-abc_123', 'https://a.example/'],
      [
        'https://a.example/catalog?fbclid=IwAR2x&type=villa&msclkid=9f8e',
        'https://a.example/catalog?type=villa',
      ],
      ['https://a.example/blog?xgclid=1', 'https://a.example/blog?xgclid=1'],
    ]
    for (const [url, page] of cases) expect(withoutCampaign(url), url).toBe(page)
  })

  it('are read as form fields, with values a form would refuse left out', () => {
    const url = new URL(
      'https://a.example/?utm_source=google&utm_medium=%20cpc%20&utm_campaign=<script>&utm_term='
    )
    expect(campaignOf(url)).toEqual({ utmSource: 'google', utmMedium: 'cpc' })
  })
})
