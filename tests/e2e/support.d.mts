import type { Browser, Page } from 'playwright-core'

export const CHROMIUM_PATH: string

export const HEADLESS_SHELL_PATH: string

export const CHROMIUM_ARGS: string[]

export function launchChromium(): Promise<Browser>

export function renderDeferredBands(page: Page): Promise<void>

export function startFreshSite(options: {
  port: number
  persistTo: string
}): Promise<{ url: string; logs: () => string; stop: () => Promise<void> }>
