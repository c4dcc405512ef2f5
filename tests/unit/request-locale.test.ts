import { describe, expect, it } from 'vitest'
import { getLocale } from '../../src/i18n/locales'
import { postedLocale, resolveLocale } from '../../src/i18n/request-locale'

const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`https://arcadia.example${path}`, init)

const codeOf = (path: string, init?: Parameters<typeof request>[1]) => {
  const { locale, source } = resolveLocale(request(path, init))
  return `${locale.code} ${source}`
}

describe('the request locale, one rule in order', () => {
  it('detects at / from the cookie, then the country, then the browser', () => {
    expect(codeOf('/', { headers: { Cookie: 'i18n_language=de; country=FR' } })).toBe('de home')
    expect(codeOf('/', { headers: { 'CF-IPCountry': 'AE' } })).toBe('ar home')
    expect(codeOf('/?utm_source=x', { headers: { 'Accept-Language': 'ko-KR' } })).toBe('ko home')
    expect(codeOf('/')).toBe('en home')
  })

  it('takes a chosen language at /language/{code}, and the path everywhere else', () => {
    expect(codeOf('/language/he')).toBe('he choice')
    expect(codeOf('/language/xx')).toBe('en path')
    expect(codeOf('/fr/contact')).toBe('fr path')
    expect(codeOf('/contact', { headers: { Cookie: 'i18n_language=de' } })).toBe('en path')
  })

  it('reads the API from ?locale=, a form post from the page it came from', () => {
    expect(codeOf('/api/properties?locale=tr')).toBe('tr query')
    expect(codeOf('/api/properties?locale=zz')).toBe('en path')
    expect(codeOf('/api/properties', { headers: { Referer: 'https://arcadia.example/ru/' } })).toBe(
      'en path'
    )
    const post = { method: 'POST', headers: { Referer: 'https://arcadia.example/ro/contact' } }
    expect(codeOf('/api/leads', post)).toBe('ro referer')
    expect(codeOf('/api/leads', { method: 'POST', headers: { Referer: 'not a url' } })).toBe(
      'en path'
    )
  })

  it('decides once per request: the early cache path and the middleware get one answer', () => {
    const visit = request('/', { headers: { 'CF-IPCountry': 'IT' } })
    expect(resolveLocale(visit)).toBe(resolveLocale(visit))
  })

  it("puts a form's own locale field first", () => {
    const page = getLocale('ro')
    expect(postedLocale('nl', page).code).toBe('nl')
    expect(postedLocale('zz', page)).toBe(page)
    expect(postedLocale(undefined, page)).toBe(page)
  })
})
