// A consultant's page describes them in one search-result snippet in every language: filled in
// with their title, expertises, languages and reviews, it fits 160 characters without being cut
// (no ellipsis), and joins the expertises in the words a sentence uses, not the chips' labels.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { localePath } from '../../src/route-table'
import { DESCRIPTION_MAX } from '../../src/lib/seo'
import { decodeHtml } from './html-text'

const CONSULTANTS = Array.from({ length: 11 }, (_, index) => index + 1)

async function description(path: string): Promise<string> {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return decodeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '')
}

describe("a consultant's meta description", () => {
  for (const locale of LOCALES) {
    it(`fits a search result whole in ${locale.code}`, async () => {
      const long: string[] = []
      for (const id of CONSULTANTS) {
        const text = await description(localePath('agent-id', locale.code, { id }))
        expect(text.length, `consultant ${id}`).toBeGreaterThan(60)
        if (text.length > DESCRIPTION_MAX || text.endsWith('…')) {
          long.push(`${id} (${text.length}): ${text}`)
        }
      }
      expect(long).toEqual([])
    })
  }

  it('writes the expertises as words of the sentence', async () => {
    // Sofia Romano: secondary and off-plan
    expect(await description('/it/agent/5')).toContain('mercato secondario e off-plan')
    expect(await description('/agent/5')).toContain('secondary sales and off-plan')
    // German nouns keep their capitals inside a sentence
    expect(await description('/de/agent/5')).toContain('Zweitmarkt und Off-Plan')
  })
})
