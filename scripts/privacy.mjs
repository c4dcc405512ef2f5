// `npm run privacy -- export EMAIL [--out FILE] | erase EMAIL [--env staging|production [--local]]
// [--persist-to DIR]`: a person's request (GDPR, UAE PDPL; docs/leads-and-privacy.md). `export`
// writes one JSON file of everything D1 and the CMS hold about the address; `erase` empties every
// personal field they hold (the rows stay, so the counts do). D1 is the local database unless
// --env names a deployed one (wrangler, `--remote`); the CMS is CMS_URL with CMS_INTAKE_TOKEN
// from the environment (the deployed CMS's for a deployed site).
import { writeFileSync } from 'node:fs'
import { d1Command, describeTarget, wranglerD1 } from './d1.mjs'
import { cmsPrivacy, cmsTarget } from './privacy/cms.mjs'
import { checkEmail, eraseStatements, exportStatements } from './privacy/sql.mjs'

const USAGE = `usage: npm run privacy -- export EMAIL [--out FILE] | erase EMAIL
         [--env staging|production [--local]] [--persist-to DIR]
       the CMS is asked too when CMS_URL and CMS_INTAKE_TOKEN are set`

const parsed = d1Command(USAGE, { out: { type: 'string' } })
const { fail, target } = parsed
const [action, given, ...extra] = parsed.positionals
if (!['export', 'erase'].includes(action) || extra.length > 0) {
  fail(action ? `unknown command: ${parsed.positionals.join(' ')}` : 'no command given')
}
let email
try {
  email = checkEmail(given)
} catch (error) {
  fail(error.message)
}
const where = describeTarget(target)
const cms = cmsTarget()

/** Runs the statements in one wrangler call; each one's rows, by name. */
function runD1(statements) {
  const sql = statements.map((statement) => statement.sql).join(';\n')
  const results = JSON.parse(wranglerD1(['execute', 'DB', '--json', '--command', sql], target))
  return Object.fromEntries(statements.map((s, i) => [s.name, results[i]?.results ?? []]))
}

const plural = (count, one) => `${count} ${one}${count === 1 ? '' : 's'}`

console.log(`privacy ${action} ${email}`)
console.log(`  D1 (${where}): asking wrangler…`)
if (action === 'export') {
  const rows = runD1(exportStatements(email))
  const outbox = rows.webhook_outbox.map((record) => ({
    ...record,
    payload: record.payload ? JSON.parse(record.payload) : null,
    deliveries: JSON.parse(record.deliveries ?? '[]'),
  }))
  const tables = Object.fromEntries(
    Object.entries(rows).filter(([name]) => name !== 'webhook_outbox')
  )
  let held = { skipped: cms.skipped }
  if (!cms.skipped) {
    console.log(`  CMS (${cms.url}): asking its intake…`)
    held = await cmsPrivacy('export', email, cms).catch((error) => fail(error.message))
  }
  const file =
    parsed.values.out ??
    `privacy-export-${email.replace(/[^\w.-]+/g, '_')}-${new Date().toISOString().slice(0, 10)}.json`
  const exported = {
    email,
    exportedAt: new Date().toISOString(),
    d1: { database: where, tables, outbox },
    cms: held,
  }
  writeFileSync(file, JSON.stringify(exported, null, 2) + '\n')
  console.log('\nprivacy export summary')
  for (const [table, found] of Object.entries(tables)) console.log(`  D1 ${table}: ${found.length}`)
  console.log(`  D1 outbox copies: ${outbox.length}`)
  if (held.skipped) console.log(`  CMS: not asked (${held.skipped})`)
  else {
    for (const [type, found] of Object.entries(held.records)) {
      console.log(`  CMS ${type}: ${found.length}`)
    }
    console.log(`  CMS partner accounts: ${held.partnerAccounts.length}`)
  }
  console.log(`wrote ${file}`)
} else {
  const rows = runD1(eraseStatements(email, Date.now()))
  let erased = { skipped: cms.skipped }
  if (!cms.skipped) {
    console.log(`  CMS (${cms.url}): asking its intake…`)
    erased = (await cmsPrivacy('erase', email, cms).catch((error) => fail(error.message))).erased
  }
  console.log('\nprivacy erase summary')
  for (const [table, found] of Object.entries(rows)) {
    if (!table.startsWith('outbox'))
      console.log(`  D1 ${table}: ${plural(found.length, 'row')} erased`)
  }
  if (erased.skipped) console.log(`  CMS: not asked (${erased.skipped})`)
  else
    for (const [type, count] of Object.entries(erased))
      console.log(`  CMS ${type}: ${count} erased`)
  console.log(`${email} erased from the ${where} database${erased.skipped ? '' : ' and the CMS'}`)
}
