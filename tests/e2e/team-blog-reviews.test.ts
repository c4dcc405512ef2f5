// The consultants, the blog and the client reviews in the browser: dialogs, filters, Load More.
import { describe, expect, it } from 'vitest'
import { baseURL, islandsReady, PHONE, useBrowser } from './browser'
import { listItems, markWindow, poll, stillMarked } from './content-pages'

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
