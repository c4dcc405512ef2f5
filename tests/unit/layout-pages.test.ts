import { describe, expect, it } from 'vitest'
import { PAGES, type PageName } from '../../src/route-table'
import { SCREENSHOT_PAGES } from '../e2e/layout-pages.mjs'

// The screenshots and the browser's layout test walk this list: a page added to the route table
// must be added there too, at an address that really shows it.
describe('the pages the layout checks visit', () => {
  it('include every page of the route table', () => {
    const visited = new Set(SCREENSHOT_PAGES.map((shot) => shot.page))
    const missing = (Object.keys(PAGES) as PageName[]).filter((page) => !visited.has(page))
    expect(missing).toEqual([])
  })

  it('visit each page at an address of its route', () => {
    for (const shot of SCREENSHOT_PAGES) {
      if (!shot.page) continue
      const pattern = PAGES[shot.page].path.replace(/:[a-z]+/g, '[^/?]+')
      expect(shot.path, shot.name).toMatch(new RegExp(`^${pattern}(\\?.*)?$`))
    }
  })

  it('give every shot its own name', () => {
    const names = SCREENSHOT_PAGES.map((shot) => shot.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
