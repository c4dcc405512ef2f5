// Runs one of the project's scripts as `npm run` would (Node 22 from node_modules/.bin, wrangler
// without prompts), each test on a database of its own under a temporary directory.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { wranglerEnv } from '../../scripts/wrangler-env.mjs'

export interface ScriptResult {
  code: number
  stdout: string
  stderr: string
}

export function runScript(script: string, args: string[]): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/node',
      [script, ...args],
      { env: wranglerEnv(), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      }
    )
  })
}

/** A directory for local D1 state, removed after the file's tests. */
export function scratchDir(): () => string {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const dir = mkdtempSync(join(tmpdir(), 'tools-'))
    dirs.push(dir)
    // the scripts copy a template into a directory that does not exist yet
    return join(dir, 'state')
  }
}
