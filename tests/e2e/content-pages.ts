// What the content page tests share: a mark that tells an in-page update from a reload, a patient
// poll, and the items of a named list.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Marks the window: the mark survives an in-page update and is gone after a full reload. */
export const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __mark: 1 }))
export const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

/** Waits for a value the page reaches asynchronously; generous, as the machine may be busy. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 })

export const listItems = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).locator(':scope > li')
