import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, islandsReady, PHONE, useBrowser } from './browser'

/** Marks the window: the mark survives an in-page update and is gone after a full reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __mark: 1 }))
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

/** Waits for a value the page reaches asynchronously; generous, as the machine may be busy. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 })

const listItems = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).locator(':scope > li')

describe('catalogue', () => {
  const browser = useBrowser()

  it('loads more properties without a full page reload, and the address follows', async () => {
    const page = await browser.newPage()
    const asked = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/properties') asked.add(url.search)
    })
    await page.goto('/catalog')
    await islandsReady(page)
    expect(await listItems(page, 'Properties').count()).toBe(12)
    expect(await page.getByText('Showing 12 of 40').count()).toBe(1)

    await markWindow(page)
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Properties').count()).toBe(24)
    expect(await stillMarked(page)).toBe(true)
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
    expect(await page.getByText('Showing 24 of 40').count()).toBe(1)

    await page.getByRole('link', { name: 'Load More' }).click()
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Properties').count()).toBe(40)
    expect(await page.getByRole('link', { name: 'Load More' }).count()).toBe(0)
    // each page names the last listing shown before it, so D1 seeks past it (keyset)
    const ids = await listItems(page, 'Properties').evaluateAll((items) =>
      items.map((item) => item.querySelector('a[href*="/catalog/"]')!.getAttribute('href')!)
    )
    const pages = [...asked].map((search) => new URLSearchParams(search))
    expect(pages.map((params) => [params.get('page'), `/catalog/${params.get('after')}`])).toEqual([
      ['2', ids[11]],
      ['3', ids[23]],
      ['4', ids[35]],
    ])

    // A reload of the address shows the same list, rendered by the server
    await page.reload()
    expect(await listItems(page, 'Properties').count()).toBe(40)
  })

  it('on a phone shows results first and the filters in a sheet', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/catalog')
    const first = await listItems(page, 'Properties').first().boundingBox()
    expect(first!.y).toBeLessThan(PHONE.height - 100)
    expect(await page.getByLabel('Property type').isVisible()).toBe(false)
    // by keyboard: open, choose, apply
    await page.getByRole('button', { name: 'Filters' }).focus()
    await page.keyboard.press('Enter')
    await poll(() => page.getByLabel('Property type').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => page.getByLabel('Property type').isVisible()).toBe(false)
    await page.keyboard.press('Enter')
    await page.getByLabel('Property type').focus()
    await page.getByLabel('Property type').selectOption('apartment')
    await page.getByRole('button', { name: 'Show results' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/type=apartment/)
    // the chip removes the filter again
    await page.getByRole('link', { name: 'Remove filter: Apartment' }).click()
    await page.waitForURL((url) => !url.searchParams.has('type'))
  })

  it('leads from the home page search on a phone to the matching listings', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Search properties' })
    const box = (await search.getByRole('button', { name: 'Search' }).boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    await search.getByLabel('Location').selectOption('dubai-hills-estate')
    await search.getByLabel('Property type').selectOption('villa')
    await search.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/\/catalog\?location=dubai-hills-estate&type=villa/)
    const cards = await listItems(page, 'Properties').allTextContents()
    expect(cards.length).toBeGreaterThan(0)
    for (const text of cards) expect(text).toContain('Villa · Dubai Hills Estate')
    // the catalogue's own form and chips carry the choice on
    expect(await page.getByRole('link', { name: 'Remove filter: Villa' }).count()).toBe(1)
  })

  it('opens the filter sheet and filters on a phone without JavaScript', async () => {
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/catalog')
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Sale status').selectOption('ready')
    await page.getByRole('button', { name: 'Show results' }).click()
    await page.waitForURL(/status=ready/)
    expect(await page.getByRole('link', { name: 'Remove filter: Ready' }).count()).toBe(1)
  })

  it('filters by type and bedrooms through the URL, with matching cards and count', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/catalog')
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Property type').selectOption('villa')
    await page.getByLabel('Bedrooms').selectOption('5')
    await page.getByRole('button', { name: 'Show results' }).click()
    await page.waitForURL(/type=villa/)
    const url = new URL(page.url())
    expect(url.searchParams.get('bedrooms')).toBe('5')
    const cards = listItems(page, 'Properties')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    expect(await page.getByRole('heading', { name: `${count} projects found` }).count()).toBe(1)
    for (const text of await cards.allTextContents()) expect(text).toContain('Villa · ')
    // the filters keep their values
    expect(await page.getByLabel('Property type').inputValue()).toBe('villa')
  })

  it('gives an honest empty result and a way back', async () => {
    const page = await browser.newPage()
    await page.goto('/catalog?location=palm-jumeirah&maxPrice=250000')
    expect(await page.getByText('No properties match your search').count()).toBe(1)
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click()
    await page.waitForURL(/\/catalog$/)
    expect(await listItems(page, 'Properties').count()).toBe(12)
  })

  it('searches and filters without JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/catalog')
    await page.getByRole('searchbox').fill('Creek')
    await page.getByLabel('Sale status').selectOption('off-plan')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=Creek/)
    const texts = await listItems(page, 'Properties').allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).toMatch(/Creek/)
  })

  it('shows prices in the currency and unit the visitor picks, and remembers them', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    await page.goto('/catalog/1')
    await islandsReady(page)
    const price = page.locator('header [data-usd]').first()
    expect(await price.textContent()).toMatch(/^USD\s449,285$/)
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
    await poll(() => price.textContent()).toMatch(/^EUR\s/)
    await page.getByRole('radio', { name: 'm²' }).click()
    await poll(() => page.getByText(/^75 m²$/).count()).toBeGreaterThan(0)

    await page.goto('/catalog')
    await islandsReady(page)
    // the stored choice shows without React: the list hydrates only when the visitor reaches it
    expect(await listItems(page, 'Properties').first().textContent()).toMatch(/EUR\s[\d,]+.*m²/)
    expect(await page.locator('[data-hydrated]').count()).toBe(0)
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect((await scripts()).filter((name) => /\/hydrate-\w+\.js$/.test(name))).toEqual([])
    // Load More wakes it, and the cards it adds are in the same currency
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Properties').count()).toBe(24)
    expect(await listItems(page, 'Properties').nth(20).textContent()).toMatch(/EUR\s[\d,]+.*m²/)
  })
})

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

describe('consultants', () => {
  const browser = useBrowser()

  it('opens a profile in a dialog that is also its own page, and closes back to the team', async () => {
    const page = await browser.newPage()
    await page.goto('/our-team')
    await islandsReady(page)
    await markWindow(page)
    await page.getByRole('link', { name: /^View profile\W+Sofia Romano$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Sofia Romano' })
    await dialog.waitFor()
    expect(new URL(page.url()).pathname).toBe('/agent/5')
    for (const heading of ['Verified expertises', 'Languages', 'Track record', 'Insider reviews']) {
      expect(await dialog.getByRole('heading', { name: heading }).count(), heading).toBe(1)
    }
    expect(await dialog.getByRole('img', { name: 'Rated 4.9 out of 5' }).count()).toBeGreaterThan(0)
    expect(await dialog.getByRole('link', { name: 'Book consultation' }).getAttribute('href')).toBe(
      '/contact?kind=consultation&agentId=5'
    )

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/our-team')
    expect(await stillMarked(page)).toBe(true)

    // the same address is a page of its own
    await page.goto('/agent/5')
    expect(await page.getByRole('heading', { level: 1, name: 'Sofia Romano' }).count()).toBe(1)
  })

  it('filters by language and says so when nobody matches', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/our-team')
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Hungarian' })
    await page.getByRole('button', { name: 'Show consultants' }).click()
    await page.waitForURL(/language=hu/)
    expect(await page.getByRole('heading', { level: 2, name: 'Eszter Nagy' }).count()).toBe(1)
    expect(await listItems(page, 'Consultants').count()).toBe(1)

    await page.getByRole('combobox', { name: 'Expertise' }).selectOption({ label: 'Commercial' })
    await page.getByRole('button', { name: 'Show consultants' }).click()
    await page.waitForURL(/expertise=commercial/)
    expect(
      await page
        .getByText("We couldn't find any consultants matching your specific search right now.")
        .count()
    ).toBe(1)
  })
})

describe('blog and reviews', () => {
  const browser = useBrowser()

  it('loads more articles, and a topic lists only its own', async () => {
    const page = await browser.newPage()
    await page.goto('/blog')
    await islandsReady(page)
    expect(await listItems(page, 'Articles').count()).toBe(12)
    await markWindow(page)
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Articles').count()).toBe(16)
    expect(await stillMarked(page)).toBe(true)

    await page
      .getByRole('navigation', { name: 'Topics' })
      .getByRole('link', { name: 'News' })
      .click()
    await page.waitForURL(/topic=news/)
    const texts = await listItems(page, 'Articles').allTextContents()
    expect(texts.length).toBe(3)
    for (const text of texts) expect(text).toMatch(/^News/)
  })

  it('shows an article with its reading time and Key Take-Aways, and shares it', async () => {
    const page = await browser.newPage()
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto('/blog/where-dubai-rental-yields-are-highest')
    await islandsReady(page)
    expect(await page.getByText(/^\d+ min read$/).count()).toBeGreaterThan(0)
    expect(await page.getByRole('heading', { name: 'Key Take-Aways' }).count()).toBe(1)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page
      .getByRole('region', { name: 'Share this post' })
      .getByRole('link', { name: 'Share', exact: true })
      .click()
    await poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1)
  })

  it('loads more client reviews', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/client-reviews')
    await islandsReady(page)
    expect(await listItems(page, 'Client reviews').count()).toBe(6)
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Client reviews').count()).toBe(12)
    await page.getByRole('link', { name: 'Load More' }).click()
    await poll(() => listItems(page, 'Client reviews').count()).toBe(14)
    expect(await page.getByRole('img', { name: 'Rated 4.5 out of 5' }).count()).toBeGreaterThan(0)
  })
})
