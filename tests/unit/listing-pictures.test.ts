import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LISTINGS } from '../../tools/artwork/draw/listings.mjs'
import { SCENES } from '../../tools/artwork/draw/scenes.mjs'

const SEEDS = 'seeds'
const STRING = `'(?:[^']|'')*'`
const unquote = (literal: string) => literal.slice(1, -1).replace(/''/g, "'")
const keysOf = (photos: string) =>
  (JSON.parse(unquote(photos)) as { key: string }[]).map((photo) => photo.key)
const hashOf = (key: string) => createHash('sha256').update(SCENES[key]!()).digest('hex')

// id, title, area_slug, development, development_slug, developer, type ... photos, floor_plans
const LISTING_ROW = new RegExp(
  `VALUES \\((\\d+), ${STRING}, (${STRING}), ${STRING}, (${STRING}), ${STRING}, (${STRING}), .*?('\\[\\{"key":(?:[^']|'')*\\]'), '\\[\\{"label"`,
  'g'
)
const listings = [
  ...readFileSync(`${SEEDS}/0003_properties.sql`, 'utf8').matchAll(LISTING_ROW),
].map((m) => ({
  id: Number(m[1]),
  area: unquote(m[2]!),
  development: unquote(m[3]!),
  type: unquote(m[4]!),
  photos: keysOf(m[5]!),
}))

// The photo column sits between the languages and the BRN
const AGENT_ROW = new RegExp(
  `INSERT INTO agents .*? VALUES \\((\\d+), ${STRING}, (${STRING}), .*?, '\\[[^\\]]*\\]', '\\[[^\\]]*\\]', (NULL|${STRING}), '\\d+', '\\+971`,
  'g'
)
const agents = [...readFileSync(`${SEEDS}/0002_agents.sql`, 'utf8').matchAll(AGENT_ROW)].map(
  (m) => ({
    id: Number(m[1]),
    name: unquote(m[2]!),
    photo: m[3] === 'NULL' ? null : unquote(m[3]!),
  })
)

describe('seeded listing pictures', () => {
  it('gives every listing a cover of its own, in key and in drawing', () => {
    expect(listings).toHaveLength(40)
    const covers = listings.map((listing) => listing.photos[0]!)
    expect(new Set(covers).size).toBe(covers.length)
    for (const key of covers) expect(SCENES, key).toHaveProperty([key])
    const hashes = covers.map(hashOf)
    expect(new Set(hashes).size).toBe(hashes.length)
  })

  it('shares no picture between listings: every photo is drawn for its listing alone', () => {
    const keys = listings.flatMap((listing) => listing.photos)
    for (const listing of listings)
      for (const key of listing.photos) expect(key).toMatch(new RegExp(`^listing-${listing.id}-`))
    expect(new Set(keys.map(hashOf)).size).toBe(keys.length)
  })

  it('draws each listing from the same id, area, type and development as the seed', () => {
    expect(
      LISTINGS.map(([id, area, type, development, shots]) => ({
        id,
        area,
        type,
        development,
        photos: ['cover', ...shots].map((shot) => `listing-${id}-${shot}`),
      }))
    ).toEqual(listings)
  })

  it('keeps the translated photo lists on the same pictures as the English one', () => {
    const english = new Map(listings.map((listing) => [String(listing.id), listing.photos]))
    for (const file of readdirSync(SEEDS).filter((name) => name.startsWith('0006_content_'))) {
      const sql = readFileSync(`${SEEDS}/${file}`, 'utf8')
      // one row a line, in multi-row INSERTs (tools/translations/content-translations.mjs)
      const rows = [...sql.matchAll(/^\('property', '(\d+)', '[a-z]+', 'photos', (.*)\)[,;]$/gm)]
      expect(rows, file).toHaveLength(40)
      for (const [, id, photos] of rows)
        expect(keysOf(photos!), `${file} ${id}`).toEqual(english.get(id!))
    }
  })
})

describe('seeded consultant portraits', () => {
  it('gives each of the 11 consultants a portrait of their own that is drawn', () => {
    expect(agents.map((agent) => agent.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    for (const agent of agents) {
      expect(agent.photo, agent.name).toMatch(/^portrait-\d+$/)
      expect(SCENES, agent.name).toHaveProperty([agent.photo!])
    }
    const photos = agents.map((agent) => agent.photo!)
    expect(new Set(photos).size).toBe(photos.length)
    expect(new Set(photos.map(hashOf)).size).toBe(photos.length)
  })
})
