// Sentences about a consultant agree with them: Layla Haddad (1) is a woman, Daniel Whitmore (2)
// a man; listing 6 is Layla's, listing 2 Daniel's (seeds).
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { decodeHtml, visibleText } from './html-text'

async function html(path: string) {
  const response = await SELF.fetch(`https://brokerage.example${path}`)
  expect(response.status, path).toBe(200)
  return decodeHtml((await response.text()).replace(/\u00a0/g, ' '))
}

/** The text of the team page's card of one consultant: from their name to the next name. */
function card(page: string, name: string, next: string) {
  const text = visibleText(page)
  const start = text.indexOf(name)
  expect(start, name).toBeGreaterThan(-1)
  return text.slice(start, text.indexOf(next, start + name.length))
}

const LAYLA = ['Layla Haddad', 'Daniel Whitmore'] as const
const DANIEL = ['Daniel Whitmore', 'Olga Petrova'] as const

/** Whether the page holds the text, without printing the whole page when it does not. */
const holds = (page: string, text: string | RegExp) =>
  expect(typeof text === 'string' ? page.includes(text) : text.test(page), String(text)).toBe(true)

const metaDescription = (page: string) =>
  page.match(/<meta name="description" content="([^"]*)"/)![1]!

describe('sentences that agree with the consultant', () => {
  it('speaks of a woman and of a man in Arabic on the cards, the profile and the listing', async () => {
    const team = await html('/ar/our-team')
    expect(card(team, ...LAYLA)).toContain('تتحدث ')
    expect(card(team, ...LAYLA)).not.toContain('يتحدث ')
    expect(card(team, ...DANIEL)).toContain('يتحدث ')

    const layla = await html('/ar/agent/1')
    holds(layla, '>عقارات تعرضها Layla Haddad<')
    expect(metaDescription(layla)).toContain('تتحدث ')
    const daniel = await html('/ar/agent/2')
    holds(daniel, '>عقارات يعرضها Daniel Whitmore<')
    expect(metaDescription(daniel)).toContain('يتحدث ')

    // the consultant's card on a listing: "your consultant" in her form and in his
    holds(await html('/ar/catalog/6'), /<h2[^>]*>مستشارتك<\/h2>/)
    holds(await html('/ar/catalog/2'), /<h2[^>]*>مستشارك<\/h2>/)
  })

  it('speaks of a woman and of a man in Hebrew on the listing, and neutrally on the cards', async () => {
    holds(await html('/he/catalog/6'), /<h2[^>]*>היועצת שלכם<\/h2>/)
    holds(await html('/he/catalog/2'), /<h2[^>]*>היועץ שלכם<\/h2>/)
    // Hebrew names the languages without a verb, so one sentence serves everyone
    const team = await html('/he/our-team')
    expect(card(team, ...LAYLA)).toContain('שפות: ')
    expect(card(team, ...DANIEL)).toContain('שפות: ')
    // the profile dialog, opened in the browser, describes her as a consultant in her form
    holds(team, '"dialogDescription":{"female":"פרופיל יועצת","male":"פרופיל יועץ"')
  })

  it('agrees a French participle and noun with the consultant', async () => {
    holds(await html('/fr/agent/1'), 'aria-label="Notée 4,9 sur 5"')
    holds(await html('/fr/agent/2'), 'aria-label="Noté 4,9 sur 5"')
    holds(await html('/fr/catalog/6'), /<h2[^>]*>Votre conseillère<\/h2>/)
  })

  it('falls back to the neutral sentence for a consultant whose gender is not recorded', async () => {
    const { env } = await import('cloudflare:test')
    await env.DB.prepare('UPDATE agents SET gender = NULL WHERE id = 1').run()
    const { bumpAllScopes } = await import('../../src/db/content-scopes')
    await bumpAllScopes(env.DB)
    try {
      expect(card(await html('/ar/our-team'), ...LAYLA)).toContain('اللغات: ')
      holds(await html('/ar/agent/1'), '>عقارات لدى Layla Haddad<')
    } finally {
      await env.DB.prepare("UPDATE agents SET gender = 'female' WHERE id = 1").run()
      await bumpAllScopes(env.DB)
    }
  })
})
