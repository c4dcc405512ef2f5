import { describe, expect, it } from 'vitest'
import { baseURL, htmlAttributes, useBrowser } from './browser'

describe('locale detection at /', () => {
  const browser = useBrowser()

  it('sends an Arabic browser to /ar and remembers it', async () => {
    const page = await browser.newPage({ locale: 'ar-AE' })
    await page.goto('/')
    expect(page.url()).toBe(`${baseURL}/ar`)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'ar-AE', dir: 'rtl' })
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'i18n_language')?.value).toBe('ar')
  })

  it('sends a visitor from Germany to /de, whatever the browser language', async () => {
    const page = await browser.newPage({
      locale: 'en-US',
      extraHTTPHeaders: { 'CF-IPCountry': 'DE' },
    })
    await page.goto('/')
    expect(page.url()).toBe(`${baseURL}/de`)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'de-DE', dir: 'ltr' })
  })

  it('keeps an English browser on /', async () => {
    const page = await browser.newPage({ locale: 'en-GB' })
    const response = await page.goto('/')
    expect(page.url()).toBe(`${baseURL}/`)
    expect(response?.status()).toBe(200)
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en-US', dir: 'ltr' })
  })
})
