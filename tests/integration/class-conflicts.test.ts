import { SELF } from 'cloudflare:test'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { CASES, ORIGIN, pathOf } from './page-cases'

/**
 * The class lists of a page that ask for two values of one property (`font-semibold … font-bold`),
 * as tailwind-merge sees them. `cn` joins without merging (docs/decisions/libraries-over-hand-code-measured.md: tailwind-merge
 * would add 8.6 KB gzip to every page with an island), so such a list renders whichever class
 * comes later in the stylesheet, not the one written last. An important class (`sm:grid-cols-2!`)
 * settles a conflict on purpose and is allowed.
 */
export function classConflicts(html: string): string[] {
  const conflicts: string[] = []
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const classes = value.replace(/&amp;/g, '&').split(/\s+/).filter(Boolean)
    const kept = new Set(twMerge(classes).split(' '))
    const dropped = classes.filter((name) => !kept.has(name))
    const settled = [...kept].some((name) => name.endsWith('!'))
    if (dropped.length > 0 && !settled) conflicts.push(`${dropped.join(' ')} in "${value}"`)
  }
  return conflicts
}

describe('class lists', () => {
  it('finds a list that asks for two font weights, and allows an important override', () => {
    expect(classConflicts('<h2 class="font-semibold text-2xl font-bold">')).toEqual([
      'font-semibold in "font-semibold text-2xl font-bold"',
    ])
    expect(classConflicts('<dl class="grid sm:grid-cols-3 sm:grid-cols-2!">')).toEqual([])
    expect(classConflicts('<p class="px-4 py-2 text-sm">')).toEqual([])
  })

  it.each(['en', 'ar'] as const)(
    'never ask for two values of one property on any page type in %s',
    async (locale) => {
      const found: Record<string, string[]> = {}
      for (const pageCase of CASES) {
        const path = pathOf(pageCase, locale)
        const response = await SELF.fetch(ORIGIN + path)
        expect(response.status, path).toBe(200)
        const conflicts = classConflicts(await response.text())
        if (conflicts.length > 0) found[path] = [...new Set(conflicts)]
      }
      expect(found).toEqual({})
    },
    60_000
  )
})
