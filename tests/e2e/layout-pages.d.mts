import type { PageName } from '../../src/route-table'

export interface ScreenshotPage {
  name: string
  /** the route table's page, or null for the 404 and the form endpoints' answers */
  page: PageName | null
  path: string
  post?: Record<string, string>
}

export const SCREENSHOT_PAGES: ScreenshotPage[]
