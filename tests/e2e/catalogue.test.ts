// The catalogue in the browser: Load More, the filters on a phone and without JavaScript, prices.
import { describe, expect, it } from 'vitest'
import { islandsReady, PHONE, useBrowser } from './browser'
import { listItems, markWindow, poll, stillMarked } from './content-pages'

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

  it('keeps Load More where a jump to it lands on a phone, while the cards around it render', async () => {
    // Cards between the first screen and the last few render only as the visitor nears them;
    // were the last ones deferred too, they would render and shrink under the link
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/ar/catalog')
    await page.evaluate(() => document.fonts.ready)
    // by its address: a role query reads every element's style, which lays deferred cards out
    const loadMore = page.locator('main a[href="?page=2"]')
    await loadMore.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }))
    // on screen, where the jump put it (mid-screen), and still there half a second on
    const tops: number[] = []
    for (let sample = 0; sample < 10; sample++) {
      tops.push(Math.round((await loadMore.boundingBox())!.y))
      await page.waitForTimeout(50)
    }
    expect(tops[0]).toBeGreaterThan(PHONE.height / 4)
    expect(tops[0]).toBeLessThan(PHONE.height * 0.75)
    expect(new Set(tops)).toEqual(new Set([tops[0]]))
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
    expect(await page.getByRole('heading', { name: `${count} properties found` }).count()).toBe(1)
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

  it('changes every price on the page with storage turned off, for that page', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('storage is turned off', 'SecurityError')
        },
      })
    })
    await page.goto('/catalog/1')
    await islandsReady(page)
    // the price in the heading is outside the switch's island: the page script rewrites it
    const price = page.locator('header [data-usd]').first()
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
    await poll(() => price.textContent()).toMatch(/^EUR\s/)
  })
})
