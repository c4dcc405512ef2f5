import { describe, expect, it } from 'vitest'
import { widgetOrigins, widgetPlan, widgetScriptUrl } from '../../src/lib/widget'
import { widgetPolicy } from '../../src/route-table'

const SCRIPT = 'https://widget.example/embed/widget.js'

describe('widgetScriptUrl', () => {
  it('adds the versioned api base, the language and hide_widget_on_init=true', () => {
    const url = new URL(widgetScriptUrl(SCRIPT, 'ar')!)
    expect(url.origin + url.pathname).toBe(SCRIPT)
    expect(url.searchParams.get('api')).toBe('https://widget.example/api/v1.0')
    expect(url.searchParams.get('language')).toBe('ar')
    expect(url.searchParams.get('hide_widget_on_init')).toBe('true')
  })

  it("keeps an api base and other parameters of the configured URL, and sets the page's language", () => {
    const url = new URL(
      widgetScriptUrl(`${SCRIPT}?key=abc&api=https://api.vendor.example/1.0&language=en`, 'fr')!
    )
    expect(url.searchParams.get('key')).toBe('abc')
    expect(url.searchParams.get('api')).toBe('https://api.vendor.example/1.0')
    expect(url.searchParams.getAll('language')).toEqual(['fr'])
  })

  it('loads nothing for a missing or unusable configuration', () => {
    for (const value of [
      undefined,
      '',
      '   ',
      'not a url',
      'javascript:alert(1)',
      'ftp://x/w.js',
    ]) {
      expect(widgetScriptUrl(value, 'en'), String(value)).toBeUndefined()
    }
  })
})

describe('widgetPlan', () => {
  it('hides the widget on the home page and shows it elsewhere, error pages included', () => {
    expect(widgetPlan(SCRIPT, 'en', widgetPolicy('index'))?.visible).toBe(false)
    expect(widgetPlan(SCRIPT, 'en', widgetPolicy('catalog'))?.visible).toBe(true)
    expect(widgetPlan(SCRIPT, 'he', widgetPolicy('blog-slug'))?.visible).toBe(true)
    expect(widgetPlan(SCRIPT, 'en', widgetPolicy(null))?.visible).toBe(true)
  })

  it('does not load it at all on careers, partners and the partner portal', () => {
    for (const page of ['careers', 'partners', 'partner-sign-in', 'partner-dashboard'] as const) {
      expect(widgetPlan(SCRIPT, 'en', widgetPolicy(page)), page).toBeUndefined()
    }
  })
})

describe('widgetOrigins', () => {
  it("names the script's origin and its API's", () => {
    expect(widgetOrigins(SCRIPT)).toEqual(['https://widget.example'])
    expect(widgetOrigins(`${SCRIPT}?api=https://api.vendor.example/1.0`)).toEqual([
      'https://widget.example',
      'https://api.vendor.example',
    ])
    expect(widgetOrigins(undefined)).toEqual([])
  })
})
