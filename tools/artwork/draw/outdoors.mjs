// The open air shared by every exterior: sky and light by time of day, water, boats and haze.
import { flipped, linear, mix, r1, radial, SKIES, svg } from './svg.mjs'

export const W = 1536
export const H = 1024

export const TIMES = ['day', 'morning', 'golden', 'dusk', 'night']

/** Colours that follow the time of day: building palettes, lit windows, glass, walls. */
export const PALETTES = {
  day: ['#c9d6e3', '#aab9c9', '#d8dee6', '#9fb1c4', '#e6e1d6', '#b8c4cf'],
  dusk: ['#4a4466', '#5b4f72', '#3e3a5c', '#6a5a78', '#514a6b'],
  night: ['#1b2444', '#232d52', '#18203d', '#2b3560', '#202a4c'],
  morning: ['#d6dde6', '#b7c4d2', '#e8e2d4', '#a9b8c9', '#c5d0dc'],
  golden: ['#d9c3a8', '#c7b29c', '#e6d2b8', '#b7a592', '#d3bfa7'],
}

const GLASS = {
  day: ['#27435f', '#5f88ad'],
  morning: ['#34546f', '#8fb2cf'],
  golden: ['#4a4a5e', '#e0a872'],
  dusk: ['#3b3358', '#d98a7a'],
  night: ['#f6c56f', '#ffe2a6'],
}

/** Lit by the sun, or by lamps after dark: what a wall, a window or a lawn looks like now. */
export function lightOf(kind) {
  const night = kind === 'night'
  const dim = night ? 0.62 : kind === 'dusk' ? 0.3 : 0
  const tint = night ? '#141b3a' : kind === 'dusk' ? '#4a3a66' : '#000000'
  const warm = kind === 'golden' ? 0.12 : kind === 'morning' ? 0.04 : 0
  return {
    kind,
    night,
    palette: PALETTES[kind],
    glass: GLASS[kind],
    /** A surface colour as it looks at this time of day. */
    lit: (color) => mix(mix(color, '#f3b36b', warm), tint, dim),
  }
}

export const sky = (id, kind) => linear(id, SKIES[kind])
export const sunGlow = () =>
  radial('sun', [
    ['0', '#fff3c4', 0.9],
    ['1', '#fff3c4', 0],
  ])

export function sunOrMoon(kind, x, y) {
  if (kind === 'night')
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="34" fill="#f4f1de"/><circle cx="${r1(x + 14)}" cy="${r1(y - 8)}" r="30" fill="#0f1733" opacity="0.85"/>`
  const low = kind === 'dusk' || kind === 'golden'
  const color = low ? '#ffd27f' : '#fff6d5'
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${low ? 70 : 48}" fill="url(#sun)"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${low ? 38 : 26}" fill="${color}"/>`
}

export function stars(rng, count) {
  let out = ''
  for (let i = 0; i < count; i++)
    out += `<circle cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, 420))}" r="${r1(rng.range(0.6, 1.8))}" fill="#fff" opacity="${r1(rng.range(0.3, 0.9))}"/>`
  return out
}

export function clouds(rng, count, color = '#ffffff', opacity = 0.7) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W)
    const y = rng.range(60, 320)
    const s = rng.range(0.6, 1.4)
    out += `<g opacity="${opacity}" fill="${color}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(90 * s)}" ry="${r1(22 * s)}"/><ellipse cx="${r1(x + 40 * s)}" cy="${r1(y - 14 * s)}" rx="${r1(50 * s)}" ry="${r1(22 * s)}"/></g>`
  }
  return out
}

/** The sky of a scene: gradient, sun or moon, clouds or stars. Needs sky() and sunGlow() defs. */
export function skyBody(rng, kind, { sunX, sunY, cloudCount = 5 } = {}) {
  const above =
    kind === 'night'
      ? stars(rng, 110)
      : clouds(
          rng,
          cloudCount,
          kind === 'golden' ? '#fff1dc' : '#ffffff',
          kind === 'dusk' ? 0.25 : 0.6
        )
  const x = sunX ?? rng.range(200, W - 200)
  const y =
    sunY ?? (kind === 'dusk' || kind === 'golden' ? rng.range(260, 380) : rng.range(130, 240))
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${above}${sunOrMoon(kind, x, y)}`
}

/** A veil of sky colour laid over distant things, so that they recede. */
export const haze = (kind, y, h, opacity = 0.35) =>
  `<rect y="${r1(y)}" width="${W}" height="${r1(h)}" fill="${SKIES[kind].at(-1)[1]}" opacity="${opacity}"/>`

const WATER = {
  day: ['#2f7fb5', '#174e78'],
  morning: ['#5d9cc9', '#275f8a'],
  golden: ['#7c8fa8', '#2e4d6e'],
  dusk: ['#8a5a7d', '#2a2f5c'],
  night: ['#1a2550', '#070c22'],
}
export const water = (id, kind) =>
  linear(id, [
    ['0', WATER[kind][0]],
    ['1', WATER[kind][1]],
  ])

export function ripples(rng, y0, y1, color, count = 70) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1)
    const x = rng.range(0, W)
    out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(rng.range(30, 140))}" height="2" fill="${color}" opacity="${r1(rng.range(0.15, 0.45))}"/>`
  }
  return out
}

/** Motor yachts (or, smaller, the canal's water taxis) scattered between y0 and y1. */
export function boats(rng, count, y0, y1, { night = false, small = false } = {}) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(100, W - 200)
    const y = rng.range(y0, y1)
    const s = rng.range(0.6, 1.3) * (small ? 0.55 : 1) * (0.7 + (y - y0) / (y1 - y0 + 1) / 2)
    const hull = night ? '#c9cfdc' : '#f5f7fa'
    const deck = night ? '#ffd98a' : '#2b3a55'
    out += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M0 0 L150 0 L130 26 L18 26Z" fill="${hull}"/><rect x="40" y="-22" width="60" height="22" rx="6" fill="${night ? '#9aa3b8' : '#e3e9f0'}"/><rect x="50" y="-16" width="40" height="8" fill="${deck}"/><rect x="6" y="28" width="130" height="4" fill="#ffffff" opacity="0.35"/></g>`
  }
  return out
}

/** A distant aircraft climbing out of Al Maktoum airport. */
export const plane = (x, y, s = 1) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) rotate(-8) scale(${r1(s)})" fill="#f4f6f8"><rect x="-40" y="-5" width="80" height="10" rx="5"/><path d="M-6 0 L-24 28 L-14 28 L12 0Z"/><path d="M-6 0 L-20 -22 L-11 -22 L10 0Z" opacity="0.8"/><path d="M-40 -4 L-48 -18 L-40 -18 L-30 -4Z"/><rect x="-32" y="-2" width="60" height="2" fill="#9fb1c4"/></g>`

/** Passers-by, for promenades and shopping streets. */
export function people(rng, count, y0, y1, { night = false } = {}) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(40, W - 40)
    const y = rng.range(y0, y1)
    const s = rng.range(0.8, 1.1) * (0.75 + (y - y0) / (y1 - y0 + 1) / 2)
    const c = rng.pick([
      '#34495e',
      '#7f8c8d',
      '#9b4a3c',
      '#2e6f95',
      '#16806a',
      '#f5f5f5',
      '#c9a26b',
    ])
    const skin = rng.pick(['#8d5a3b', '#c68f6a', '#e8b98f', '#6b4430'])
    const legs = night ? '#1a2036' : '#2c3e50'
    out += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><circle cx="0" cy="-118" r="13" fill="${skin}"/><rect x="-15" y="-104" width="30" height="60" rx="10" fill="${c}"/><rect x="-12" y="-46" width="10" height="46" fill="${legs}"/><rect x="2" y="-46" width="10" height="46" fill="${legs}"/></g>`
  }
  return out
}

/** A finished picture; `flip` mirrors it, which is another camera position for the same scene. */
export const picture = (defs, body, flip = false) => svg(W, H, defs, flip ? flipped(W, body) : body)
