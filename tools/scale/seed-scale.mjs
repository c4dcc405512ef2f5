// Grows the local D1 database to brokerage scale: `npm run seed:scale -- --listings 50000`
// (defaults: 50,000 listings, 500 consultants, 2,000 articles; the demo seeds count among them).
// Generated rows vary the seeded ones (scale-sql.mjs); the database is migrated and seeded first,
// as `npm run db:setup` does.
// Usage: node tools/scale/seed-scale.mjs [--listings N] [--agents N] [--articles N]
//          [--persist-to DIR]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scaleSql } from './scale-sql.mjs'
import { wranglerEnv } from '../../scripts/wrangler-env.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  if (index === -1) return fallback
  const value = Number(args[index + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number`)
  return value
}
const size = {
  listings: option('listings', 50_000),
  agents: option('agents', 500),
  articles: option('articles', 2_000),
}
const persist = args.includes('--persist-to')
  ? ['--persist-to', args[args.indexOf('--persist-to') + 1]]
  : []

const started = Date.now()
execFileSync('node', ['scripts/db-setup.mjs', ...persist], { stdio: 'inherit' })
// ANALYZE: the query planner's statistics for the grown tables, as production would keep them
const file = join(mkdtempSync(join(tmpdir(), 'seed-scale-')), 'scale.sql')
writeFileSync(file, `${scaleSql(size)}\nANALYZE;\n`)
execFileSync(
  'node_modules/.bin/wrangler',
  ['d1', 'execute', 'DB', '--local', ...persist, '--file', file],
  { env: wranglerEnv(), stdio: ['ignore', 'ignore', 'inherit'] }
)
console.log(
  `database at scale: ${size.listings} listings, ${size.agents} consultants, ${size.articles} articles ` +
    `(${((Date.now() - started) / 1000).toFixed(0)} s)`
)
