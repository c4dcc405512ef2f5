// Migrates a D1 database and loads the demo content once. Safe to run again.
// Usage: node scripts/db-setup.mjs [--persist-to DIR] [--env staging|production [--local]] [--demo]
//        [--empty]
// - no --env: the local database `npm start` serves, migrated and seeded with the demo content
//   (--empty: migrated only, for the CMS sync to fill: docs/content-sync.md);
// - --env X: that deployment's database (remote), migrated only: it stays empty until the CMS
//   sync fills it, unless --demo loads the demo content (docs/operations.md, "First content");
// - --env X --local: the same on that environment's local stand-in (what `npm run preview` serves).
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { d1Rows, d1Target, describeTarget, wranglerD1 } from './d1.mjs'

const MIGRATIONS = 'migrations'
const SEEDS = 'seeds'
const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    env: { type: 'string' },
    local: { type: 'boolean' },
    demo: { type: 'boolean' },
    empty: { type: 'boolean' },
  },
})
const target = d1Target(values)
const { persistTo } = target
// Locally the demo content is the point; a deployed database gets it only when asked
const seedDemo = values.demo || (target.env === undefined && !values.empty)
const where = describeTarget(target)

// A fresh state directory (the browser tests', the bench's, the preview's) is a copy of the last
// one set up from the same migrations, seeds, environment and wrangler: three wrangler runs cost
// half a minute each time
const TEMPLATES = '.wrangler/db-templates'
const KIND = `${target.env ?? 'local'}${seedDemo ? '' : '-empty'}`
const template =
  target.local && persistTo && !existsSync(persistTo)
    ? join(TEMPLATES, `${KIND}-${sourcesHash()}`)
    : undefined
if (template && existsSync(template)) {
  cpSync(template, persistTo, { recursive: true })
  console.log(`${where} database ready: copied from a template of the same migrations and seeds`)
  process.exit(0)
}

function sourcesHash() {
  const hash = createHash('sha256')
  hash.update(JSON.parse(readFileSync('node_modules/wrangler/package.json', 'utf8')).version)
  for (const dir of [MIGRATIONS, SEEDS]) {
    for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
      hash.update(`${dir}/${file}\0`).update(readFileSync(join(dir, file)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

console.log(`${where} database: applying migrations...`)
wranglerD1(['migrations', 'apply', 'DB'], target)

const applied = new Set(d1Rows('SELECT name FROM seed_log', target).map((row) => row.name))
const pending =
  seedDemo && existsSync(SEEDS)
    ? readdirSync(SEEDS)
        .filter((file) => file.endsWith('.sql') && !applied.has(file))
        .sort()
    : []

if (pending.length > 0 && target.env !== undefined && applied.size === 0) {
  // Demo content beside what the CMS sync already wrote would mix invented and real offers
  const [{ rows }] = d1Rows(
    `SELECT (SELECT COUNT(*) FROM properties) + (SELECT COUNT(*) FROM agents) +
      (SELECT COUNT(*) FROM blog_posts) + (SELECT COUNT(*) FROM testimonials) AS rows`,
    target
  )
  if (rows > 0) {
    console.error(
      `the ${where} database already holds content (${rows} listings, consultants, articles and ` +
        'testimonials): the demo content is only for an empty database. Nothing was loaded.'
    )
    process.exit(1)
  }
}

if (pending.length > 0) {
  console.log(`${where} database: loading ${pending.length} demo content file(s)...`)
  // One wrangler run for all pending seeds: each file records itself in seed_log
  const sql = pending
    .map(
      (file) =>
        `${readFileSync(join(SEEDS, file), 'utf8')}\nINSERT INTO seed_log (name) VALUES ('${file}');`
    )
    .join('\n')
  const file = join(mkdtempSync(join(tmpdir(), 'seed-')), 'seed.sql')
  writeFileSync(file, sql)
  wranglerD1(['execute', 'DB', '--file', file], target)
}
if (template) {
  // copied aside, then renamed into place: a setup running beside this one never reads half a copy
  const staging = `${template}.${process.pid}`
  cpSync(persistTo, staging, { recursive: true })
  // older templates of the same kind go; other kinds' (the preview's, the tests') stay
  for (const old of readdirSync(TEMPLATES)) {
    const other = join(TEMPLATES, old)
    const stale = old.slice(0, old.lastIndexOf('-')) === KIND || /^[0-9a-f]{16}$/.test(old)
    if (stale && !old.includes('.') && other !== template)
      rmSync(other, { recursive: true, force: true })
  }
  try {
    renameSync(staging, template)
  } catch {
    // a setup beside this one put the same template in place first
    rmSync(staging, { recursive: true, force: true })
  }
}
const content = seedDemo
  ? `${pending.length} seed file(s) applied, ${applied.size} already present`
  : 'migrated, no demo content (it fills from the CMS sync; --demo loads the demo content)'
console.log(`${where} database ready: ${content}`)
