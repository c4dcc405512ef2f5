import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { baseURL, useBrowser } from './browser'

describe('error pages', () => {
  const browser = useBrowser()

  it.each([
    ['/does-not-exist', 'en'],
    ['/fr/catalog/abc', 'fr'],
  ] as const)('%s answers 404 with Page Not Found inside the site layout', async (path, locale) => {
    browser.allowNotFound(path)
    const t = translator(locale)
    const page = await browser.newPage()
    const response = await page.goto(path)

    expect(response?.status()).toBe(404)
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.textContent()).toBe(t('errors.notFoundTitle'))
    const homeLink = page.getByRole('banner').getByRole('link', { name: t('brand.homeLink') })
    expect(await homeLink.isVisible()).toBe(true)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    expect(await page.getByRole('main').textContent()).not.toMatch(/Error:|at .*\.(js|ts)x?:\d/)
  })

  it('answers 404 for an unknown locale prefix', async () => {
    browser.allowNotFound('/xx/catalog')
    const page = await browser.newPage()
    const response = await page.goto('/xx/catalog')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found')
  })

  it('redirects /en/catalog permanently to /catalog', async () => {
    const page = await browser.newPage()
    const response = await page.goto('/en/catalog')
    expect(page.url()).toBe(`${baseURL}/catalog`)
    expect(response?.status()).toBe(200)
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301)
  })
})
