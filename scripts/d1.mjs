// The site's D1 through wrangler, for the scripts that read or change it: the local database by
// default (`npm start`'s, or the one under --persist-to), a deployed environment's with `env`
// (remote), or that environment's local stand-in with `env` and `local` (what `npm run preview`
// serves, and how the scripts are tested without an account).
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { wranglerEnv } from './wrangler-env.mjs'

export const ENVIRONMENTS = ['staging', 'production']

/**
 * @typedef {{ env?: string, local?: boolean, persistTo?: string }} D1Target
 */

/** Reads `--env X`, `--local` and `--persist-to DIR` from parsed arguments. */
export function d1Target({ env, local = false, 'persist-to': persistTo }) {
  if (env !== undefined && !ENVIRONMENTS.includes(env)) {
    throw new Error(`--env must be one of ${ENVIRONMENTS.join(', ')}, not "${env}"`)
  }
  return { env, local: local || env === undefined, persistTo }
}

/** `staging (remote)`, `production (local)`, `local`: what a report says it worked on. */
export function describeTarget({ env, local }) {
  return env ? `${env} (${local ? 'local' : 'remote'})` : 'local'
}

function targetFlags({ env, local, persistTo }) {
  const flags = env ? ['--env', env] : []
  if (!local) return [...flags, '--remote']
  return [...flags, '--local', ...(persistTo ? ['--persist-to', persistTo] : [])]
}

/** Runs `wrangler d1 <args>` on the target's database `DB`; answers what it printed. */
export function wranglerD1(args, target) {
  return execFileSync('node_modules/.bin/wrangler', ['d1', ...args, ...targetFlags(target)], {
    env: wranglerEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** The rows one SQL statement answers. */
export function d1Rows(sql, target) {
  const [result] = JSON.parse(wranglerD1(['execute', 'DB', '--json', '--command', sql], target))
  return result.results
}

/**
 * The command line of a script that works on one D1 database (`npm run outbox`, `npm run
 * privacy`): its words, its own options, and the database that `--env`, `--local` and
 * `--persist-to` name. Anything it does not understand ends the script with why and its usage;
 * `fail` does the same for what the script finds wrong itself.
 */
export function d1Command(usage, options = {}) {
  const fail = (message) => {
    console.error(`${message}\n${usage}`)
    process.exit(1)
  }
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: {
        env: { type: 'string' },
        local: { type: 'boolean' },
        'persist-to': { type: 'string' },
        ...options,
      },
    })
    return { positionals, values, target: d1Target(values), fail }
  } catch (error) {
    return fail(error.message)
  }
}
