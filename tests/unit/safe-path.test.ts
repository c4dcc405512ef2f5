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

  it.each([
    ['/ar//catalog', '/ar/catalog'],
    ['/catalog///x?next=//a', '/catalog/x?next=//a'],
    ['/blog/d\u00fcsseldorf', '/blog/d%C3%BCsseldorf'],
    ['/a/../catalog', '/catalog'],
  ])('collapses and encodes %j to a plain site path', (path, expected) => {
    expect(safeLocalPath(path)).toBe(expected)
  })

  it.each([
    '/%2F%2Fevil.example',
    '/%252f%252fevil.example',
    '/%5Cevil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%250aLocation:x',
    '/\u007f',
    '/' + 'a'.repeat(3000),
  ])('refuses the encoded or oversized %j', (path) => {
    expect(safeLocalPath(path)).toBeUndefined()
  })
})
