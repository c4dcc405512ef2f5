import { describe, expect, it } from 'vitest'
import { safeLocalPath } from '../../src/lib/safe-path'

describe('redirect targets', () => {
  it.each(['/', '/fr/catalog', '/catalog?location=marina&page=2'])(
    'accepts the site path %s',
    (path) => {
      expect(safeLocalPath(path)).toBe(path)
    }
  )

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\nSet-Cookie: x=1',
    '',
    undefined,
  ])('refuses %j', (path) => {
    expect(safeLocalPath(path)).toBeUndefined()
  })
})
