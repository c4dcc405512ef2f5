import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CASES, ORIGIN, pathOf } from './page-cases'

/** Opening tags that carry `dir="auto"`, with the element's name. */
function autoDirectionTags(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*\sdir="auto"[^>]*>/g)].map((m) => m[0])
}

describe('text direction on right-to-left pages', () => {
  // Interface strings follow the page; only what a visitor types finds its own direction, and
  // content kept in the language its author wrote is marked with that language and direction.
  it.each(['ar', 'he'] as const)(
    'renders no interface string with dir="auto" on any page type in %s',
    async (locale) => {
      for (const pageCase of CASES) {
        const path = pathOf(pageCase, locale)
        const response = await SELF.fetch(ORIGIN + path)
        expect(response.status, path).toBe(200)
        const offending = autoDirectionTags(await response.text()).filter(
          (tag) => !/^<(input|textarea)\b/.test(tag) && !/\slang="[^"]+"/.test(tag)
        )
        expect(offending, path).toEqual([])
      }
    },
    60_000
  )

  it('marks testimonials with the language they were written in and its direction', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/ar`)).text()
    expect(html).toMatch(/<blockquote lang="en" dir="ltr"/)
  })
})
