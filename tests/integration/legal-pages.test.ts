import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { LEGAL } from '../../src/lib/legal'
import { visibleText } from './html-text'

/** The visible text of a page: tags dropped, entities of the copy decoded, spaces collapsed. */
async function textOf(path: string): Promise<string> {
  const response = await SELF.fetch(`http://example.com${path}`)
  expect(response.status, path).toBe(200)
  return visibleText(await response.text())
}

describe('the terms of use', () => {
  it('require users to be at least 18', async () => {
    expect(LEGAL.minimumAge).toBe(18)
    expect(await textOf('/terms')).toContain('You must be at least 18 years old')
  })

  it('state the notice, dispute, liability, arbitration and warranty constants', async () => {
    const text = await textOf('/terms')
    expect(text).toContain('Changes take effect 30 days after notice is given')
    expect(text).toContain('resolve it informally for 30 days from the day the notice is received')
    expect(text).toContain('limited to USD 50.')
    expect(text).toContain('If the amount claimed is less than USD 10,000')
    expect(text).toMatch(/without anyone having to appear in person/)
    expect(text).toContain('within 100 miles of your residence')
    expect(text).toContain('the amount of the award or USD 2,500, whichever is greater')
    expect(text).toContain('limited to 90 days from the date you first use the Services')
  })

  it('has a table of contents whose links reach every section', async () => {
    const html = await (await SELF.fetch('http://example.com/terms')).text()
    const links = [...html.matchAll(/<a href="#([a-zA-Z]+)"/g)]
      .map((match) => match[1])
      .filter((id) => id !== 'main')
    expect(links.length).toBeGreaterThanOrEqual(15)
    for (const id of links) expect(html.includes(`<section id="${id}"`), id).toBe(true)
  })
})

describe('the privacy policy', () => {
  it('says children under 13 are not knowingly collected from', async () => {
    expect(await textOf('/privacy')).toContain(
      'We do not knowingly collect personal data from children under 13.'
    )
  })

  it('answers data requests within one month', async () => {
    expect(await textOf('/privacy')).toContain(
      'We reply to every request within one month of receiving it.'
    )
  })

  it('names the language cookie and its 365-day lifetime', async () => {
    expect(await textOf('/privacy')).toContain(
      'i18n_language: the language you chose, kept for 365 days.'
    )
  })
})

describe('the copyright policy', () => {
  it('explains how to report an infringement, with a mailto link', async () => {
    const response = await SELF.fetch('http://example.com/copyright')
    const html = await response.text()
    expect(html).toContain('href="mailto:copyright@arcadia-estates.example"')
    expect(await textOf('/copyright')).toContain('Reporting an infringement')
  })

  it('renders in Arabic right to left and names the binding English version', async () => {
    const response = await SELF.fetch('http://example.com/ar/copyright')
    const html = await response.text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain(translator('ar')('legal.translationNotice'))
    expect(html).toMatch(/<a href="\/copyright" hrefLang="en"/i)
    const english = await (await SELF.fetch('http://example.com/copyright')).text()
    expect(english).not.toContain(translator('en')('legal.translationNotice'))
  })
})
