import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'

const visit = (headers: Record<string, string>) =>
  SELF.fetch('https://arcadia.test/', { headers, redirect: 'manual' })

function countryCookie(response: Response): { code: string; name: string } | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('country='))
  if (!header) return undefined
  return JSON.parse(decodeURIComponent(header.split(';')[0]!.slice('country='.length)))
}

describe('country to language at the edge', () => {
  afterEach(() => vi.restoreAllMocks())

  it('stores the CF-IPCountry country with its name and switches to its language', async () => {
    const response = await visit({ 'CF-IPCountry': 'AE' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/ar')
    expect(countryCookie(response)).toEqual({ code: 'AE', name: 'United Arab Emirates' })
    const header = response.headers.getSetCookie().find((c) => c.startsWith('country='))!
    expect(header).toMatch(/Max-Age=31536000/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).not.toMatch(/HttpOnly/)
  })

  it('uses a stored country rather than looking it up again', async () => {
    const stored = encodeURIComponent(JSON.stringify({ code: 'FR', name: 'France' }))
    const response = await visit({ 'CF-IPCountry': 'DE', Cookie: `country=${stored}` })
    expect(response.headers.get('Location')).toBe('/fr')
    expect(countryCookie(response)).toBeUndefined()
  })

  it('replaces a stored value that is not a country', async () => {
    const response = await visit({
      'CF-IPCountry': 'AR',
      Cookie: 'country=%7B%22code%22%3A%22ZZZ%22',
    })
    expect(response.headers.get('Location')).toBe('/es')
    expect(countryCookie(response)).toEqual({ code: 'AR', name: 'Argentina' })
  })

  it('logs a warning and changes nothing when no country is detected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    for (const country of ['XX', 'T1', '', 'not-a-country']) {
      const headers: Record<string, string> = country ? { 'CF-IPCountry': country } : {}
      const response = await visit(headers)
      expect(response.status, country).toBe(200)
      expect(countryCookie(response), country).toBeUndefined()
      expect(response.headers.getSetCookie().some((c) => c.startsWith('i18n_language='))).toBe(
        false
      )
    }
    expect(warn).toHaveBeenCalledTimes(4)
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      level: 'warn',
      event: 'locale.country-not-detected',
    })
  })

  it('keeps the language cookie first, and still remembers the country', async () => {
    const response = await visit({ 'CF-IPCountry': 'DE', Cookie: 'i18n_language=en' })
    expect(response.status).toBe(200)
    expect(countryCookie(response)).toEqual({ code: 'DE', name: 'Germany' })
  })
})
