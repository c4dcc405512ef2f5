import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SCENES } from '../../tools/artwork/draw/scenes.mjs'
import SIZES from '../../src/lib/image-sizes.json'
import { imageKind, imageSrc, largestSrc, pictureSources } from '../../src/lib/images'

const seeds = readdirSync('seeds')
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(`seeds/${file}`, 'utf8'))
  .join('\n')

describe('generated images', () => {
  it('draws every image the demo content refers to', () => {
    const keys = new Set(
      [
        ...seeds.matchAll(/"key":"([a-z0-9-]+)"/g),
        ...seeds.matchAll(/'((?:portrait|plan|interior)-[a-z0-9-]+)'/g),
      ].map((m) => m[1]!)
    )
    // blog covers are plain columns: every scene-like word in quotes that names a scene
    for (const m of seeds.matchAll(/, '([a-z]+(?:-[a-z]+)+)', '[A-Z]/g)) {
      if (m[1]! in SCENES) keys.add(m[1]!)
    }
    expect(keys.size).toBeGreaterThan(20)
    expect([...keys].filter((key) => !(key in SCENES))).toEqual([])
  })

  it('draws valid SVG of the size its kind is served at', () => {
    for (const [key, draw] of Object.entries(SCENES)) {
      const svg = draw()
      const kind = SIZES.kinds[imageKind(key)]
      expect(svg, key).toMatch(
        new RegExp(`^<svg [^>]*width="${kind.width}" height="${kind.height}"`)
      )
      expect(svg.endsWith('</svg>'), key).toBe(true)
      // drawings carry no words: they are shown in every language
      expect(svg, key).not.toMatch(/<text/)
    }
  })

  it('offers AVIF and WebP at the breakpoints with a JPEG fallback, width and height', () => {
    const sources = pictureSources({ key: 'marina-towers', alt: 'Marina' })!
    for (const width of [320, 640, 768, 1024, 1280, 1536]) {
      expect(sources.avif).toContain(`/images/marina-towers-${width}.avif ${width}w`)
      expect(sources.webp).toContain(`/images/marina-towers-${width}.webp ${width}w`)
    }
    expect(sources.fallback).toMatch(/\.jpg$/)
    expect([sources.width, sources.height]).toEqual([1536, 1024])
    expect(sources.placeholder).toBe('/images/marina-towers-lqip.webp')
    expect(SIZES.quality).toBe(80)
    expect(SIZES.placeholder).toEqual({ size: 10, quality: 50, blur: 3 })
  })

  it('serves CMS uploads as they are', () => {
    expect(pictureSources({ url: 'https://cms.example/uploads/a.jpg', alt: '' })).toBeNull()
    expect(imageSrc({ url: '/uploads/a.jpg', alt: '' })).toBe('/uploads/a.jpg')
    expect(imageSrc({ key: 'portrait-2', alt: '' })).toBe('/images/portrait-2-320.webp')
  })

  it('names the largest file of a picture as JPEG, and an upload as it is', () => {
    expect(largestSrc({ key: 'marina-towers', alt: '' })).toBe('/images/marina-towers-1536.jpg')
    expect(largestSrc({ key: 'plan-2-bedroom', alt: '' })).toBe('/images/plan-2-bedroom-1024.jpg')
    expect(largestSrc({ url: '/uploads/a.jpg', alt: '' })).toBe('/uploads/a.jpg')
  })
})
