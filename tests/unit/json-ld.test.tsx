import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from '../../src/components/json-ld'
import { clampDescription } from '../../src/lib/seo'

describe('JsonLd', () => {
  const render = (data: Record<string, unknown>) => renderToString(<JsonLd data={data} />)

  it('is a data block that content can never close early', () => {
    const data = { '@type': 'Thing', name: 'a </script><script>alert(1)</script> <!-- b' }
    const html = render(data)
    expect(html).toMatch(/^<script type="application\/ld\+json">/)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const json = /<script[^>]*>(.*)<\/script>$/s.exec(html)![1]!
    expect(JSON.parse(json)).toEqual(data)
  })
})

describe('clampDescription', () => {
  it('keeps a description that fits, with its spaces tidied', () => {
    expect(clampDescription('  Short   and\nsweet. ')).toBe('Short and sweet.')
  })

  it('cuts a long one at a word, within 160 characters, with an ellipsis', () => {
    const long = `${'Dubai property with rental yields, '.repeat(6)}and more.`
    const clamped = clampDescription(long)
    expect(clamped.length).toBeLessThanOrEqual(160)
    expect(clamped.endsWith('…')).toBe(true)
    expect(long.startsWith(clamped.slice(0, -1))).toBe(true)
    expect(clamped).not.toMatch(/[\s,]…$/)
  })
})
