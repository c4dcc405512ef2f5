import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { ARABIC_RANGE, buildFonts } from '../../scripts/build-fonts.mjs'

const out = mkdtempSync(join(tmpdir(), 'fonts-'))
const css: string = buildFonts(out, '/assets/fonts')
const rules = css.match(/@font-face\{[^}]+\}/g) ?? []
const webFonts = rules.filter((rule) => rule.includes('url('))
afterAll(() => rmSync(out, { recursive: true, force: true }))

/** A local face's family and weight */
const face = (rule: string) => [
  /font-family:'([^']+)'/.exec(rule)![1],
  /font-weight:(\d+)/.exec(rule)![1],
]

describe('self-hosted fonts', () => {
  it('covers Latin, Cyrillic, Arabic and Hebrew, each subset in its own file', () => {
    const families = webFonts.map((rule) => /font-family:'([^']+)'/.exec(rule)![1])
    expect(new Set(families)).toEqual(
      new Set(['Inter Variable', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable'])
    )
    expect(webFonts.find((rule) => rule.includes('U+0600'))).toContain('Noto Sans Arabic')
    expect(webFonts.find((rule) => rule.includes('U+0590'))).toContain('Noto Sans Hebrew')
    expect(webFonts.some((rule) => rule.includes('U+0400-045F'))).toBe(true)
  })

  it('shows text at once (font-display swap) and loads a subset only for its characters', () => {
    for (const rule of webFonts) {
      expect(rule).toContain('font-display:swap')
      expect(rule).toMatch(/unicode-range:U\+[0-9A-F]/)
    }
  })

  it('writes every file it names, as WOFF2 under a content-hashed name', () => {
    const files = readdirSync(out)
    for (const rule of webFonts) {
      const name = /url\(\/assets\/fonts\/([^)]+)\)/.exec(rule)![1]!
      expect(name).toMatch(/-[0-9a-f]{8}\.woff2$/)
      expect(files).toContain(name)
      expect(readFileSync(join(out, name)).subarray(0, 4).toString()).toBe('wOF2')
    }
  })

  it('sizes local fallbacks like Inter, regular and bold, for Latin and Cyrillic only', () => {
    const fallbacks = rules.filter((rule) => rule.includes("family:'Inter Fallback"))
    expect(fallbacks.map(face)).toEqual([
      ['Inter Fallback', '400'],
      ['Inter Fallback', '700'],
      ['Inter Fallback Noto', '400'],
      ['Inter Fallback Noto', '700'],
    ])
    for (const rule of fallbacks) {
      expect(rule).toContain('local(')
      expect(rule).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override/)
      expect(rule).toContain('unicode-range:U+0000-052F')
      expect(rule).not.toContain('U+0600')
    }
  })

  it('names the platform faces for Arabic and Hebrew, regular and bold, for their script only', () => {
    const fallbacks = rules.filter((rule) => /family:'(Arabic|Hebrew) Fallback/.test(rule))
    expect(fallbacks.map(face)).toEqual([
      ['Arabic Fallback', '400'],
      ['Arabic Fallback', '700'],
      ['Hebrew Fallback', '400'],
      ['Hebrew Fallback', '700'],
    ])
    const [arabic, , hebrew] = fallbacks
    expect(arabic).toContain(`unicode-range:${ARABIC_RANGE}`)
    expect(arabic).toContain("local('Noto Sans Arabic Regular')")
    expect(hebrew).toContain('unicode-range:U+0590-05FF')
    expect(hebrew).toContain("local('Noto Sans Hebrew Regular')")
    for (const rule of fallbacks) {
      expect(rule).not.toContain('url(')
      expect(rule).not.toContain('U+0000')
    }
  })

  it("keeps every Arabic-script character of the site's texts in the cut Arabic file", () => {
    const ranges = (ARABIC_RANGE as string).split(',').map((range) => {
      const [from, to = from] = range.replace(/U\+/g, '').split('-')
      return [parseInt(from!, 16), parseInt(to!, 16)] as const
    })
    const inSubset = (code: number) => ranges.some(([from, to]) => code >= from && code <= to)
    // Arabic, its Supplement and Extended blocks, and the presentation forms
    const arabicScript = /[\u0600-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/gu
    const texts = [
      ...readdirSync('locales')
        .filter((file) => file.endsWith('.json'))
        .map((file) => join('locales', file)),
      ...readdirSync('seeds')
        .filter((file) => file.endsWith('.sql'))
        .map((file) => join('seeds', file)),
    ]
    const missing = new Set<string>()
    for (const file of texts) {
      for (const [char] of readFileSync(file, 'utf8').matchAll(arabicScript)) {
        if (!inSubset(char.codePointAt(0)!))
          missing.add(`${file}: U+${char.codePointAt(0)!.toString(16)}`)
      }
    }
    expect([...missing]).toEqual([])
  })
})
