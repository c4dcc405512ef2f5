import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * The demo content pack: the site's own D1 files (migrations, then seeds) and its pictures,
 * which the root's `npm run cms` writes into cms/seed-data/ (scripts/cms.mjs). The CMS reads
 * nothing outside its folder, so deployed alone it boots without it and seeds nothing.
 */
export const SEED_DATA = path.resolve(process.cwd(), 'seed-data')

export const hasSeedData = () => fs.existsSync(path.join(SEED_DATA, 'sql', 'seeds'))

type Row = Record<string, any>

function sqlFiles(folder: string): string[] {
  const dir = path.join(SEED_DATA, 'sql', folder)
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(dir, name))
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

export interface DemoContent {
  areas: Row[]
  agents: Row[]
  properties: Row[]
  testimonials: Row[]
  posts: Row[]
  /** entity → key → locale → field → value */
  translations: Map<string, Map<string, Map<string, Row>>>
}

/** The pack's SQL applied to an in-memory SQLite: one source of seed data for D1 and the CMS. */
export function readDemoContent(): DemoContent {
  const db = new Database(':memory:')
  try {
    for (const file of [...sqlFiles('migrations'), ...sqlFiles('seeds')]) {
      db.exec(fs.readFileSync(file, 'utf8'))
    }
    const all = (sql: string) => db.prepare(sql).all() as Row[]
    const translations: DemoContent['translations'] = new Map()
    for (const row of all('SELECT * FROM content_translations')) {
      const byKey = translations.get(String(row.entity)) ?? new Map()
      translations.set(String(row.entity), byKey)
      const byLocale = byKey.get(String(row.entity_key)) ?? new Map()
      byKey.set(String(row.entity_key), byLocale)
      const fields = byLocale.get(String(row.locale)) ?? {}
      byLocale.set(String(row.locale), fields)
      fields[String(row.field)] = row.value
    }
    return {
      areas: all('SELECT * FROM areas ORDER BY sort_order'),
      agents: all('SELECT * FROM agents ORDER BY id').map((row) => ({
        ...row,
        track_record: json(row.track_record),
        expertises: json(row.expertises),
        languages: json(row.languages),
        reviews: json(row.reviews),
      })),
      properties: all('SELECT * FROM properties ORDER BY id').map((row) => ({
        ...row,
        payment_plan: json(row.payment_plan),
        amenities: json(row.amenities),
        photos: json(row.photos),
        floor_plans: json(row.floor_plans),
      })),
      testimonials: all('SELECT * FROM testimonials ORDER BY id'),
      posts: all('SELECT * FROM blog_posts ORDER BY id').map((row) => ({
        ...row,
        key_takeaways: json(row.key_takeaways),
      })),
      translations,
    }
  } finally {
    db.close()
  }
}
