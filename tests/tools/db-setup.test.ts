// First content in a deployed database: migrated and empty by default, the demo content only
// when asked, never over content already there. Rehearsed on an environment's local stand-in,
// which takes the same path as the remote database with `--local` in place of `--remote`.
import { describe, expect, it } from 'vitest'
import { d1Rows } from '../../scripts/d1.mjs'
import { runScript, scratchDir } from './run-script'

/** How many listings, testimonials and outbox rows the database holds (one wrangler run). */
const counts = (persistTo: string) =>
  d1Rows(
    `SELECT (SELECT COUNT(*) FROM properties) AS properties,
      (SELECT COUNT(*) FROM testimonials) AS testimonials,
      (SELECT COUNT(*) FROM webhook_outbox) AS outbox`,
    { env: 'staging', local: true, persistTo }
  )[0]!

describe('db:setup for a deployed environment', () => {
  const scratch = scratchDir()

  it('migrates and leaves the catalogue empty unless --demo is given', async () => {
    const persistTo = scratch()
    const args = ['--env', 'staging', '--local', '--persist-to', persistTo]
    const empty = await runScript('scripts/db-setup.mjs', args)
    expect(empty.code, empty.stderr).toBe(0)
    // set up from the migrations, or copied from a template set up the same way
    expect(empty.stdout).toContain('staging (local) database ready')
    expect(counts(persistTo)).toEqual({ properties: 0, testimonials: 0, outbox: 0 })

    const demo = await runScript('scripts/db-setup.mjs', [...args, '--demo'])
    expect(demo.code, demo.stderr).toBe(0)
    expect(demo.stdout).toMatch(/seed file\(s\) applied, 0 already present/)
    expect(counts(persistTo).properties).toBeGreaterThan(0)

    const again = await runScript('scripts/db-setup.mjs', [...args, '--demo'])
    expect(again.stdout).toMatch(/0 seed file\(s\) applied/)
  })

  it('refuses the demo content where listings already are', async () => {
    const persistTo = scratch()
    const args = ['--env', 'staging', '--local', '--persist-to', persistTo]
    expect((await runScript('scripts/db-setup.mjs', args)).code).toBe(0)
    // a testimonial the CMS sync wrote
    d1Rows(
      `INSERT INTO testimonials (name, subtitle, text, rating, published_at)
       VALUES ('A real client', 'Dubai', 'Synced from the CMS.', 5, '2026-11-01')`,
      { env: 'staging', local: true, persistTo }
    )
    const refused = await runScript('scripts/db-setup.mjs', [...args, '--demo'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('already holds content (1 listings')
    expect(counts(persistTo)).toEqual({ properties: 0, testimonials: 1, outbox: 0 })
  })

  it('names the environments it knows', async () => {
    const wrong = await runScript('scripts/db-setup.mjs', ['--env', 'prod'])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('--env must be one of staging, production')
  })
})
