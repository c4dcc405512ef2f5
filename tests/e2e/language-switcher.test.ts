import { translator } from '../../src/i18n/messages'
import { describe, expect, it } from 'vitest'
import { baseURL, htmlAttributes, useBrowser } from './browser'

const DAY = 24 * 60 * 60

describe('language switcher', () => {
  const browser = useBrowser()

  it('switches /catalog to French and remembers the choice for a year', async () => {
    const page = await browser.newPage()
    await page.goto('/catalog')
    await page.getByLabel('Current language: English').click()
    await page.getByRole('link', { name: 'Français' }).click()

    await page.waitForURL(`${baseURL}/fr/catalog`)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'fr-FR', dir: 'ltr' })

    const cookies = await page.context().cookies()
    const cookie = cookies.find((c) => c.name === 'i18n_language')
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' })
    const daysLeft = (cookie!.expires - Date.now() / 1000) / DAY
    expect(daysLeft).toBeGreaterThan(364.9)
    expect(daysLeft).toBeLessThanOrEqual(365)

    await page.goto('/')
    expect(page.url()).toBe(`${baseURL}/fr`)
  })

  it.each(['/ar', '/he', '/ru', '/ko'])(
    'on %s, names the switch with the code it shows, so a voice command of what one sees finds it',
    async (path) => {
      const page = await browser.newPage()
      await page.goto(path)
      const summary = page.getByRole('banner').locator('summary').first()
      const shown = (await summary.innerText()).trim()
      expect(shown).toMatch(/^[A-Z]{2}$/)
      expect(await summary.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}\\b`))
    }
  )

  it('works without JavaScript, as plain links in a disclosure', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/catalog')
    await page.getByLabel('Current language: English').click()
    await page.getByRole('link', { name: 'Deutsch' }).click()

    await page.waitForURL(`${baseURL}/de/catalog`)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'de-DE', dir: 'ltr' })
  })

  it('choosing English from /fr/blog lands on /blog and keeps / in English', async () => {
    const page = await browser.newPage()
    await page.goto('/blog')
    await page.getByLabel('Current language: English').click()
    await page.getByRole('link', { name: 'Français' }).click()
    await page.waitForURL(`${baseURL}/fr/blog`)

    // the French page names its language in French
    await page
      .getByLabel(translator('fr')('language.current', { code: 'FR', name: 'Français' }))
      .click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${baseURL}/blog`)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en-US', dir: 'ltr' })

    await page.goto('/')
    expect(page.url()).toBe(`${baseURL}/`)
  })
})
