// `npm run outbox -- list-dead | replay ID [--target crm|cms] | replay-all [--target crm|cms]
// [--env staging|production [--local]] [--persist-to DIR]`: the deliveries (a record to the CRM
// or to the CMS) the worker gave up on (docs/operations.md, "Dead letters").
// A replay puts them back in the queue; the cron sends them within a minute, with the worker's
// own secrets, which never leave Cloudflare.
import { d1Command, d1Rows, describeTarget } from './d1.mjs'
import { DEAD_LETTERS_SQL, replaySql } from './outbox/sql.mjs'

const USAGE = `usage: npm run outbox -- list-dead | replay ID | replay-all [--target crm|cms]
         [--env staging|production [--local]] [--persist-to DIR]`

const parsed = d1Command(USAGE, { target: { type: 'string' } })
const { fail, target } = parsed
const [command, id, ...extra] = parsed.positionals
const where = describeTarget(target)

const when = (ms) => (ms ? new Date(Number(ms)).toISOString().slice(0, 16).replace('T', ' ') : '')

if (command === 'list-dead' && !id) {
  const rows = d1Rows(DEAD_LETTERS_SQL, target)
  if (rows.length === 0) {
    console.log(`no dead letters in the ${where} database`)
  } else {
    for (const row of rows) {
      console.log(
        [
          row.id,
          row.target,
          row.type.padEnd(18),
          String(row.reference ?? '-').padEnd(14),
          `${row.attempts} attempts`,
          `failing since ${when(row.failing_since)}`,
          `dead ${row.dead_at?.slice(0, 16).replace('T', ' ')}`,
          `last: ${row.last_status ?? 'no answer'} ${row.last_error ?? ''}`.trim(),
        ].join('  ')
      )
    }
    console.log(`\n${rows.length} dead letter(s) in the ${where} database`)
    console.log('replay one with `npm run outbox -- replay ID`, all with `replay-all`')
  }
} else if (
  (command === 'replay' && id && extra.length === 0) ||
  (command === 'replay-all' && !id)
) {
  let sql
  try {
    sql = replaySql({ id, target: parsed.values.target, now: Date.now() })
  } catch (error) {
    fail(error.message)
  }
  const replayed = d1Rows(sql, target)
  if (command === 'replay' && replayed.length === 0) {
    console.error(`no dead letter ${id} in the ${where} database (\`list-dead\` shows them)`)
    process.exit(1)
  }
  console.log(
    `requeued ${replayed.length} delivery(ies) in the ${where} database; ` +
      'the cron sends them within a minute (watch for `outbox.run` in the logs)'
  )
} else {
  fail(command ? `unknown command: ${parsed.positionals.join(' ')}` : 'no command given')
}
