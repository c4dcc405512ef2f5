// The worker's types are generated, not kept in git: the build writes them from wrangler.toml
// when it changed, and leaves them alone (2 s saved a build) when it did not.
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTypes } from '../../scripts/build-types.mjs'

const root = mkdtempSync(join(tmpdir(), 'types-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the worker types', () => {
  it('are written from wrangler.toml, and again only when it changes', () => {
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src/index.ts'), 'export default {}\n')
    writeFileSync(
      join(root, 'wrangler.toml'),
      [
        'name = "types-test"',
        'main = "src/index.ts"',
        'compatibility_date = "2026-11-01"',
        '[[d1_databases]]',
        'binding = "DB"',
        'database_name = "test"',
        'database_id = "00000000-0000-0000-0000-000000000000"',
        '',
      ].join('\n')
    )
    const types = join(root, 'src/generated/worker-configuration.d.ts')

    expect(buildTypes({ root })).toBe(true)
    expect(readFileSync(types, 'utf8')).toMatch(/\bDB: D1Database;/)
    const written = statSync(types).mtimeMs

    expect(buildTypes({ root })).toBe(false)
    expect(statSync(types).mtimeMs).toBe(written)

    appendFileSync(join(root, 'wrangler.toml'), '[vars]\nGREETING = "hello"\n')
    expect(buildTypes({ root })).toBe(true)
    expect(readFileSync(types, 'utf8')).toMatch(/\bGREETING: string;/)
  })
})
