// Migrates the local D1 database and seeds demo content once. Safe to run on every start.
// Usage: node scripts/db-setup.mjs [--persist-to DIR]
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wranglerEnv } from './wrangler-env.mjs'

const SEEDS = 'src/db/seeds'
const persist = process.argv.includes('--persist-to')
  ? ['--persist-to', process.argv[process.argv.indexOf('--persist-to') + 1]]
  : []

function wrangler(args) {
  return execFileSync('node_modules/.bin/wrangler', ['d1', ...args, '--local', ...persist], {
    env: wranglerEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

wrangler(['migrations', 'apply', 'DB'])

const applied = new Set(
  JSON.parse(
    wrangler(['execute', 'DB', '--json', '--command', 'SELECT name FROM seed_log'])
  )[0].results.map((row) => row.name)
)
const pending = existsSync(SEEDS)
  ? readdirSync(SEEDS)
      .filter((file) => file.endsWith('.sql') && !applied.has(file))
      .sort()
  : []

if (pending.length > 0) {
  // One wrangler run for all pending seeds: each file records itself in seed_log
  const sql = pending
    .map(
      (file) =>
        `${readFileSync(join(SEEDS, file), 'utf8')}\nINSERT INTO seed_log (name) VALUES ('${file}');`
    )
    .join('\n')
  const file = join(mkdtempSync(join(tmpdir(), 'seed-')), 'seed.sql')
  writeFileSync(file, sql)
  wrangler(['execute', 'DB', '--file', file])
}
console.log(
  `database ready: ${pending.length} seed file(s) applied, ${applied.size} already present`
)
