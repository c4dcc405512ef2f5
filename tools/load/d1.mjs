// Reads the local D1 database a stopped (or running) local server persisted.
import { execFileSync } from 'node:child_process'
import { wranglerEnv } from '../../scripts/wrangler-env.mjs'

/** `env`: the wrangler environment whose database it is (the preview's `production`). */
export function queryLocalD1(persistTo, sql, env) {
  const environment = env ? ['--env', env] : []
  const out = execFileSync(
    'node_modules/.bin/wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      persistTo,
      ...environment,
      '--json',
      '--command',
      sql,
    ],
    {
      env: wranglerEnv(),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }
  )
  return JSON.parse(out)[0].results
}
