// A listing's page in the browser: the phone's contact bar, share, save, compare, the total cost.
import { describe, expect, it } from 'vitest'
import { baseURL, islandsReady, PHONE, useBrowser } from './browser'
import { listItems, poll } from './content-pages'

describe('property page', () => {
  const browser = useBrowser()

  it('keeps Call, WhatsApp and Request call one thumb away on a phone, and not on a desktop', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/catalog/7')
    const bar = page.getByRole('navigation', { name: 'Contact' })
    const controls = [
      bar.getByRole('link', { name: 'Call', exact: true }),
      bar.getByRole('link', { name: 'WhatsApp' }),
      bar.getByRole('link', { name: 'Request Call' }),
    ]
    const onScreen = async () => {
      for (const control of controls) {
        const box = (await control.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
      }
    }
    await onScreen()
    await page.mouse.wheel(0, 3000)
    await poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(2000)
    await onScreen()
    expect(await controls[1]!.getAttribute('href')).toMatch(
      /^\/go\/whatsapp\?source=property&propertyId=7&agentId=\d+&locale=en$/
    )
    // the call request opens the request dialog, naming the listing
    await islandsReady(page)
    await controls[2]!.click()
    await poll(() => page.getByRole('dialog').count()).toBe(1)
    // typing into a field: the bar steps aside so it covers nothing
    await page.getByRole('dialog').getByLabel('Full name').focus()
    expect(await bar.isVisible()).toBe(false)

    const desktop = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await desktop.goto('/catalog/7')
    expect(await desktop.getByRole('navigation', { name: 'Contact' }).isVisible()).toBe(false)
  })

  it('copies the link when the browser has no share sheet', async () => {
    const page = await browser.newPage()
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto('/catalog/3')
    await islandsReady(page)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page
      .getByRole('group', { name: 'Share and save' })
      .getByRole('link', { name: 'Share' })
      .click()
    await poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/catalog/3`)
  })

  it('opens the share sheet with the listing where the browser has one', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => Object.assign(window, { __shared: data }),
      })
    })
    await page.goto('/catalog/3')
    await islandsReady(page)
    await page.getByRole('link', { name: 'Share' }).first().click()
    await poll(() =>
      page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared)
    ).toMatchObject({ url: `${baseURL}/catalog/3`, title: 'Marina Crest Sky Penthouse' })
  })

  it('saves a property and keeps it for the next visit', async () => {
    const page = await browser.newPage()
    await page.goto('/catalog/6')
    await islandsReady(page)
    const save = page.getByRole('button', { name: 'Save' })
    expect(await save.getAttribute('aria-pressed')).toBe('false')
    await save.click()
    const saved = page.getByRole('button', { name: 'Saved' })
    await poll(() => saved.getAttribute('aria-pressed')).toBe('true')
    await page.reload()
    await islandsReady(page)
    await poll(() => page.getByRole('button', { name: 'Saved' }).count()).toBe(1)

    // the catalogue links to the saved list, which the server renders from the address
    await page.goto('/catalog')
    await islandsReady(page)
    await page.getByRole('link', { name: 'Saved (1)' }).click()
    await page.waitForURL(/view=saved/)
    const savedList = listItems(page, 'Saved properties')
    expect(await savedList.count()).toBe(1)
    expect(await savedList.first().textContent()).toContain('Boulevard Vista, 2 Bedroom')
  })

  it('compares up to three properties side by side', async () => {
    const page = await browser.newPage()
    for (const id of [1, 2, 3, 4]) {
      await page.goto(`/catalog/${id}`)
      await islandsReady(page)
      await page.getByRole('button', { name: 'Compare', exact: true }).click()
      // the press is replayed once the island hydrates (on that press): wait for it to land
      if (id < 4) {
        await poll(() =>
          page
            .getByRole('button', { name: 'In comparison', exact: true })
            .getAttribute('aria-pressed')
        ).toBe('true')
      }
    }
    // the fourth does not fit
    await poll(() => page.getByText('You can compare up to 3 properties').count()).toBe(1)
    expect(
      await page.getByRole('button', { name: 'Compare', exact: true }).getAttribute('aria-pressed')
    ).toBe('false')
    await page.getByRole('link', { name: 'Compare (3)' }).click()
    await page.waitForURL(/view=compare&ids=1,2,3/)
    const table = page.getByRole('table')
    expect(await table.getByRole('columnheader').count()).toBe(4)
    expect(await table.getByRole('rowheader', { name: 'Gross rental yield' }).count()).toBe(1)
    expect(await table.getByRole('link', { name: 'Harbour Lights Tower, 2 Bedroom' }).count()).toBe(
      1
    )
  }, 60_000) // five pages, each pressed once on a busy machine

  it('recomputes the total cost as the buyer changes', async () => {
    const page = await browser.newPage()
    await page.goto('/catalog/2')
    await islandsReady(page)
    const costs = page.getByRole('region', { name: 'Total cost' })
    expect(await costs.getByText('Loan-to-value 50 %', { exact: false }).count()).toBe(1)
    await costs.getByLabel('Buyer').selectOption('resident')
    await poll(() => costs.getByText('Loan-to-value 80 %', { exact: false }).count()).toBe(1)
  })
})
