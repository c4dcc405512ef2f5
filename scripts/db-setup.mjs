// Migrates the local D1 database and seeds demo content once. Safe to run on every start.
// Usage: node scripts/db-setup.mjs [--persist-to DIR]
import { execFileSync } from 'node:child_process'
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
import { wranglerEnv } from './wrangler-env.mjs'

const MIGRATIONS = 'src/db/migrations'
const SEEDS = 'src/db/seeds'
const persistTo = process.argv.includes('--persist-to')
  ? process.argv[process.argv.indexOf('--persist-to') + 1]
  : undefined
const persist = persistTo ? ['--persist-to', persistTo] : []

// A fresh state directory (the browser tests', the bench's) is a copy of the last one set up from
// the same migrations, seeds and wrangler: three wrangler runs cost half a minute each time
const TEMPLATES = '.wrangler/db-templates'
const template = persistTo && !existsSync(persistTo) ? join(TEMPLATES, sourcesHash()) : undefined
if (template && existsSync(template)) {
  cpSync(template, persistTo, { recursive: true })
  console.log('database ready: copied from a template of the same migrations and seeds')
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
if (template) {
  // copied aside, then renamed into place: a setup running beside this one never reads half a copy
  const staging = `${template}.${process.pid}`
  cpSync(persistTo, staging, { recursive: true })
  for (const old of readdirSync(TEMPLATES)) {
    const other = join(TEMPLATES, old)
    if (!old.includes('.') && other !== template) rmSync(other, { recursive: true, force: true })
  }
  try {
    renameSync(staging, template)
  } catch {
    // a setup beside this one put the same template in place first
    rmSync(staging, { recursive: true, force: true })
  }
}
console.log(
  `database ready: ${pending.length} seed file(s) applied, ${applied.size} already present`
)
