// Where the focus is, for the keyboard tests; and a patient wait for what loads on first use.
import type { Locator, Page } from 'playwright-core'

/** Forms and dialogs load their code on first use: give a busy machine time. */
export const POLL = { timeout: 10_000 }

/** A short description of the focused element, to tell tab stops apart. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)
    return `${element.tagName.toLowerCase()}#${element.id}[${element.getAttribute('name') ?? ''}] ${name}`
  })
}

export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement)
export const focusWithin = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))
