import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Avatar, initialsOf } from '../../src/components/avatar'

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Sarah Al Mansouri')).toBe('SA')
    expect(initialsOf('  omar   khan ')).toBe('OK')
    expect(initialsOf('Madonna')).toBe('M')
  })

  it('reads letters of any script and skips words without one', () => {
    expect(initialsOf('أحمد علي')).toBe('أع')
    expect(initialsOf('Dr. — Lena Vogel')).toBe('DL')
    expect(initialsOf('(Anna) Petrova')).toBe('AP')
  })

  it('is empty without a name', () => {
    expect(initialsOf('')).toBe('')
    expect(initialsOf(undefined)).toBe('')
    expect(initialsOf('   ')).toBe('')
  })
})

describe('Avatar', () => {
  it('names the person once and paints the photo over the initials', () => {
    const html = renderToString(<Avatar alt="Sarah Al Mansouri" src="/a.jpg" size="3xl" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Sarah Al Mansouri"')
    expect(html).toContain('width:48px;height:48px')
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>SA<\/span>/)
    // a background layer, not an <img>: a photo that fails paints nothing, not a broken icon
    expect(html).not.toContain('<img')
    expect(html).toContain('background-image:url(&quot;/a.jpg&quot;)')
    expect(html.indexOf('>SA<')).toBeLessThan(html.indexOf('background-image'))
  })

  it('keeps a hostile photo URL inside its CSS string', () => {
    const html = renderToString(<Avatar alt="A B" src={'/x.jpg") , url("https://evil.example/t'} />)
    // the quote is encoded, so the CSS string cannot be closed from inside
    expect(html).toContain('url(&quot;/x.jpg%22) , url(%22https://evil.example/t&quot;)')
  })

  it('shows a person icon and stays silent when there is no name', () => {
    const html = renderToString(<Avatar size={24} />)
    expect(html).toContain('<svg')
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('aria-label')
    expect(html).not.toContain('<img')
  })

  it('keeps the initials but stays silent when decorative, beside a visible name', () => {
    const html = renderToString(<Avatar alt="Omar Khan" decorative />)
    expect(html).toContain('>OK<')
    expect(html).not.toContain('role="img"')
    expect(html).not.toContain('aria-label')
    expect(html).toMatch(/^<span aria-hidden="true"/)
  })
})
