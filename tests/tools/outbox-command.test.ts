// `npm run outbox`: the dead letters of a database listed, one replayed, then all of them.
import { describe, expect, it } from 'vitest'
import { d1Rows } from '../../scripts/d1.mjs'
import { runScript, scratchDir } from './run-script'

const DEAD = ['3f2a9c1e-0d4b-4c1e-9e2f-1234567890ab', '7b1d0e4c-5a6f-4b2e-8c9d-0e1f2a3b4c5d']

describe('npm run outbox', () => {
  const scratch = scratchDir()

  it('lists the dead letters and replays one, then the rest', async () => {
    const persistTo = scratch()
    const target = { env: 'staging', local: true, persistTo }
    const flags = ['--env', 'staging', '--local', '--persist-to', persistTo]
    expect((await runScript('scripts/db-setup.mjs', flags)).code).toBe(0)
    expect((await runScript('scripts/outbox.mjs', ['list-dead', ...flags])).stdout).toContain(
      'no dead letters in the staging (local) database'
    )
    // two records the CRM refused for good (the CMS took them)
    d1Rows(
      `INSERT INTO webhook_outbox (id, record_type, payload, next_attempt_at, created_at)
       VALUES ${DEAD.map(
         (id, i) => `('${id}', 'lead', '{"reference":"AE-00${i}"}', 0, '2026-11-25T10:00:00.000Z')`
       ).join(', ')}`,
      target
    )
    d1Rows(
      `UPDATE outbox_deliveries SET status = CASE target WHEN 'crm' THEN 'dead' ELSE 'delivered' END,
         attempts = 40, last_status = 401, last_error = 'LEAD_WEBHOOK_URL answered 401',
         failing_since = 1764064800000,
         dead_at = CASE record_id WHEN '${DEAD[0]}' THEN '2026-11-28T10:00:00.000Z'
           ELSE '2026-11-28T10:01:00.000Z' END`,
      target
    )

    const listed = await runScript('scripts/outbox.mjs', ['list-dead', ...flags])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(`${DEAD[0]}  crm  lead`)
    expect(listed.stdout).toContain('AE-001')
    expect(listed.stdout).toContain('last: 401 LEAD_WEBHOOK_URL answered 401')
    expect(listed.stdout).toContain('2 dead letter(s) in the staging (local) database')

    const one = await runScript('scripts/outbox.mjs', ['replay', DEAD[0]!, ...flags])
    expect(one.code, one.stderr).toBe(0)
    expect(one.stdout).toContain('requeued 1 delivery(ies)')
    const status = () =>
      d1Rows(
        "SELECT status FROM outbox_deliveries WHERE target = 'crm' ORDER BY record_id",
        target
      ).map((r) => r.status)
    expect(status()).toEqual(['pending', 'dead'])

    const unknown = await runScript('scripts/outbox.mjs', ['replay', DEAD[0]!, ...flags])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain(`no dead letter ${DEAD[0]}`)

    const all = await runScript('scripts/outbox.mjs', ['replay-all', ...flags])
    expect(all.stdout).toContain('requeued 1 delivery(ies)')
    expect(status()).toEqual(['pending', 'pending'])
  })

  it('refuses what it does not understand, with its usage', async () => {
    for (const args of [
      [],
      ['frob'],
      ['replay'],
      ['replay', "x' OR 1=1 --"],
      ['list-dead', '--env', 'prod'],
      ['replay-all', '--target', 'mail'],
    ]) {
      const result = await runScript('scripts/outbox.mjs', args)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr, args.join(' ')).toContain('usage: npm run outbox')
    }
  })
})
