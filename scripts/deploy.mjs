// `npm run deploy -- --env staging|production [--dry-run]` (docs/operations.md): builds the
// production bundle once, gates its size, then (not in a dry run) notes a Time Travel restore
// point, applies pending D1 migrations to that environment, uploads that very bundle and smokes
// the deployed origin. It never loads content: `npm run db:setup -- --env X --demo` does that.
import { execFileSync, spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { ENVIRONMENTS } from './d1.mjs'
import { snapshotSite } from './snapshot.mjs'
import { deployProblems, environmentConfig } from './deploy/config.mjs'
import { measureBundle, sizeGate } from './deploy/size-gate.mjs'
import { formatReport, runSmoke } from './smoke/checks.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

const USAGE = 'usage: npm run deploy -- --env staging|production [--dry-run]'
const { values } = parseArgs({
  options: { env: { type: 'string' }, 'dry-run': { type: 'boolean' } },
})
const env = values.env
const dryRun = values['dry-run'] ?? false
if (!ENVIRONMENTS.includes(env)) {
  console.error(`--env must be one of ${ENVIRONMENTS.join(', ')}\n${USAGE}`)
  process.exit(2)
}
const DIST = `dist/${env}`
const SMOKE_TRIES = 3

const summary = []
const started = Date.now()
let stepNumber = 0
const STEPS = dryRun ? 5 : 8

/**
 * Runs one numbered step, timing it, and notes `describe(outcome)` (the outcome itself when a
 * string) in the summary; a thrown error ends the deploy with its message.
 */
async function step(title, work, describe = (outcome) => outcome) {
  stepNumber += 1
  console.log(`\n[${stepNumber}/${STEPS}] ${title}`)
  const begun = Date.now()
  try {
    const outcome = await work()
    const seconds = ((Date.now() - begun) / 1000).toFixed(1)
    summary.push(`${title}: ${describe(outcome) ?? 'done'} (${seconds} s)`)
    return outcome
  } catch (error) {
    summary.push(`${title}: FAILED`)
    finish(1, error.message)
  }
}

function finish(code, message) {
  console.log(`\n${'-'.repeat(72)}\ndeploy ${env}${dryRun ? ' (dry run)' : ''}`)
  for (const line of summary) console.log(`  ${line}`)
  if (message) console.log(`\n${message}`)
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`\n${code === 0 ? 'done' : 'FAILED'} in ${seconds} s`)
  process.exit(code)
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    env: wranglerEnv({ NODE_ENV: 'production' }),
    stdio: ['inherit', options.capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  })
  if (options.capture && result.stdout) process.stdout.write(result.stdout)
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
  return result.stdout ?? ''
}

const wrangler = (args, options) => run('node_modules/.bin/wrangler', args, options)

function gitDescription() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
    }).trim()
    const subject = execFileSync('git', ['log', '-1', '--format=%s'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== ''
    return { sha, subject: subject.slice(0, 100), dirty }
  } catch {
    return { sha: 'unknown', subject: 'not a git checkout', dirty: true }
  }
}

const config = await step(
  'configuration',
  () => {
    const read = environmentConfig(env)
    const problems = deployProblems(env, read)
    const git = gitDescription()
    if (git.dirty && env === 'production' && !dryRun) {
      problems.push('uncommitted changes: production is deployed from a commit (commit or stash)')
    }
    for (const problem of problems) console.log(`  ${dryRun ? '!' : '✗'} ${problem}`)
    if (problems.length && !dryRun) throw new Error('fix the configuration above first')
    console.log(`  worker ${read.name} on ${read.routes.join(', ')}, D1 ${read.database?.name}`)
    console.log(
      `  commit ${git.sha}${git.dirty ? ' (with uncommitted changes)' : ''}: ${git.subject}`
    )
    return { ...read, git, problems }
  },
  (read) => `${read.name} on ${read.routes.join(', ')}, commit ${read.git.sha}`
)

await step('build', () => {
  run('npm', ['run', 'build'])
  return 'client, styles and pictures built'
})

const measured = await step(
  `bundle into ${DIST}`,
  () => {
    snapshotSite(`deploy-${env}`, { env, dir: DIST })
    return measureBundle(`${DIST}/worker`)
  },
  (size) => `${size.files} files`
)

await step('size gate', () => {
  const gate = sizeGate(measured)
  for (const line of gate.lines) console.log(`  ${line}`)
  if (!gate.ok) throw new Error(gate.lines.at(-1))
  return gate.lines.slice(0, 2).join('; ').replace(/\s+/g, ' ')
})

const uploadArgs = ['deploy', '--config', `${DIST}/wrangler.toml`, '--env', env, '--no-bundle']
if (dryRun) {
  await step('upload rehearsed (wrangler deploy --dry-run of the exact upload)', () => {
    wrangler([...uploadArgs, '--dry-run'])
    return 'wrangler accepts the bundle and the configuration'
  })
  const notes = config.problems.length
    ? `\na real deploy would stop at the configuration:\n${config.problems.map((p) => `  - ${p}`).join('\n')}`
    : ''
  finish(0, `dry run: nothing uploaded, no migration applied, nothing smoked.${notes}`)
}

const restorePoint = await step('restore point', () => {
  const at = new Date().toISOString()
  console.log(`  before the migrations: ${at}`)
  return at
})
const restore = `npx wrangler d1 time-travel restore ${config.database.name} --env ${env} --timestamp=${restorePoint}`

await step('D1 migrations', () => {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', env])
  return 'applied'
})

const version = await step('upload', () => {
  // The previous deployment's assets stay a day: pages already in browsers keep their scripts
  const output = wrangler(
    [
      ...uploadArgs,
      '--tag',
      config.git.sha,
      '--message',
      config.git.subject,
      '--old-asset-ttl',
      '86400',
    ],
    { capture: true }
  )
  return /Version ID:\s*([\w-]+)/.exec(output)?.[1] ?? 'uploaded'
})

await step(`smoke ${config.publicOrigin}`, async () => {
  for (let attempt = 1; ; attempt++) {
    const begun = Date.now()
    const results = await runSmoke(config.publicOrigin)
    console.log(
      formatReport(config.publicOrigin, results, ((Date.now() - begun) / 1000).toFixed(1))
    )
    if (results.every((result) => result.ok)) return `passed (version ${version})`
    if (attempt === SMOKE_TRIES) {
      throw new Error(
        `the deployed site fails its smoke check. To go back to the previous version:\n` +
          `  npx wrangler rollback --env ${env}\n` +
          `and, only if a migration broke the data (docs/operations.md, "Restoring D1"):\n  ${restore}`
      )
    }
    console.log(`  trying again in 20 s (a new version can take a moment to reach every location)`)
    await new Promise((resolve) => setTimeout(resolve, 20_000))
  }
})

finish(0, `deployed ${version}. Restore point: ${restore}`)
