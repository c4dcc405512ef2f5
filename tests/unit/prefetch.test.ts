import { describe, expect, it } from 'vitest'
import { neverPrefetched, prefetchAllowed } from '../../client/site/prefetch'
import { SPECULATION_RULES } from '../../src/lib/speculation-rules'

describe('prefetchAllowed', () => {
  it('prefetches on ordinary connections and when the browser does not say', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true)
  })

  it('skips prefetch with data saver on, or on 2g and slow-2g', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

describe('SPECULATION_RULES', () => {
  it('prefetches with moderate eagerness, never paths whose fetch does something', () => {
    const [rule] = SPECULATION_RULES.prefetch
    expect(rule!.eagerness).toBe('moderate')
    const text = JSON.stringify(rule!.where)
    for (const path of [
      '"/"',
      '/api/*',
      '/language/*',
      '/connect/*',
      '/go/*',
      '/partners/dashboard',
    ]) {
      expect(text).toContain(path)
    }
  })
})

describe('neverPrefetched', () => {
  it('matches the same paths for browsers without speculation rules', () => {
    for (const path of [
      '/',
      '/api/agents',
      '/language/ar',
      '/connect/google',
      '/go/whatsapp',
      '/partners/dashboard',
      '/ar/partners/dashboard',
    ]) {
      expect(neverPrefetched(path), path).toBe(true)
    }
    for (const path of [
      '/catalog',
      '/ar',
      '/blog/dubai-guide',
      '/partners',
      '/partners/sign-in',
      '/ar/partners/sign-in',
      '/apiary',
    ]) {
      expect(neverPrefetched(path), path).toBe(false)
    }
  })
})
