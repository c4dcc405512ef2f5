// `npm run privacy`: a person's export and erasure over D1 (here an environment's local stand-in,
// which takes the same path as the deployed database with `--local` for `--remote`). The CMS's
// part is tested against the real Strapi (tests/cms/tools/privacy-cms.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { d1Rows } from '../../scripts/d1.mjs'
import { runScript, scratchDir } from './run-script'

const MAYA = 'a1b2c3d4-0000-4000-8000-000000000001'
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002'
const SUBSCRIPTION = 'a1b2c3d4-0000-4000-8000-000000000003'
const CHANGE = 'a1b2c3d4-0000-4000-8000-000000000004'
const CAREER = 'a1b2c3d4-0000-4000-8000-000000000005'

const common = `'en', '2025-06-01', 'en', '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z'`
const envelope = (id: string, type: string, data: object) =>
  JSON.stringify({ id, type, createdAt: '2026-11-20T10:00:00.000Z', data }).replace(/'/g, "''")

/** What the site would have stored for Maya (in two letter cases) and for someone else. */
const SEED = `
INSERT INTO leads (id, reference, kind, full_name, email, phone, message, page, utm_campaign,
  locale, consent_version, consent_locale, consent_at, created_at) VALUES
  ('${MAYA}', 'AAAA-0001', 'call', 'Maya Lindqvist', 'Maya@Example.com', '+46701234567',
   'Call me after six', '/catalog/7', 'spring', ${common}),
  ('${OTHER}', 'AAAA-0002', 'call', 'Omar Haddad', 'omar@example.com', '+971555555555', NULL,
   '/contact', NULL, ${common});
INSERT INTO career_applications (id, reference, full_name, email, reason, locale,
  consent_version, consent_locale, consent_at, created_at) VALUES
  ('${CAREER}', 'AAAA-0003', 'Maya Lindqvist', 'maya@example.com', 'I know the Nordic market',
   ${common});
INSERT INTO newsletter_subscriptions (id, reference, email, status, locale, consent_version,
  consent_locale, consent_at, created_at) VALUES
  ('${SUBSCRIPTION}', 'AAAA-0004', 'maya@example.com', 'confirmed', ${common});
INSERT INTO webhook_outbox (id, record_type, payload, next_attempt_at, created_at) VALUES
  ('${MAYA}', 'lead', '${envelope(MAYA, 'lead', { fullName: 'Maya Lindqvist', email: 'Maya@Example.com' })}', 0, '2026-11-20T10:00:00.000Z'),
  ('${OTHER}', 'lead', '${envelope(OTHER, 'lead', { fullName: 'Omar Haddad', email: 'omar@example.com' })}', 0, '2026-11-20T10:00:00.000Z'),
  ('${CHANGE}', 'newsletter_status', '${envelope(CHANGE, 'newsletter_status', { subscriptionId: SUBSCRIPTION, email: 'maya@example.com', status: 'confirmed' })}', 0, '2026-11-20T10:00:00.000Z');
`

describe('npm run privacy', () => {
  const scratch = scratchDir()

  it('exports everything D1 holds about an address, then erases it and keeps the counts', async () => {
    const persistTo = scratch()
    const target = { env: 'staging', local: true, persistTo }
    const flags = ['--env', 'staging', '--local', '--persist-to', persistTo]
    expect((await runScript('scripts/db-setup.mjs', flags)).code).toBe(0)
    d1Rows(SEED, target)

    const file = join(persistTo, '..', 'maya.json')
    const exported = await runScript('scripts/privacy.mjs', [
      'export',
      'MAYA@example.com',
      '--out',
      file,
      ...flags,
    ])
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.stdout).toContain('D1 leads: 1')
    expect(exported.stdout).toContain(
      'CMS: not asked (CMS_URL and CMS_INTAKE_TOKEN are not both set)'
    )
    expect(exported.stdout).toContain(`wrote ${file}`)
    const held = JSON.parse(readFileSync(file, 'utf8'))
    expect(held.email).toBe('MAYA@example.com')
    expect(held.d1.tables.leads).toEqual([
      expect.objectContaining({
        id: MAYA,
        full_name: 'Maya Lindqvist',
        message: 'Call me after six',
      }),
    ])
    expect(held.d1.tables.career_applications).toHaveLength(1)
    expect(held.d1.tables.newsletter_subscriptions).toEqual([
      expect.objectContaining({ id: SUBSCRIPTION, status: 'confirmed' }),
    ])
    expect(held.d1.outbox.map((record: { id: string }) => record.id).sort()).toEqual([MAYA, CHANGE])
    expect(held.d1.outbox[0].deliveries).toContainEqual({
      target: 'crm',
      status: 'pending',
      deliveredAt: null,
    })

    const erased = await runScript('scripts/privacy.mjs', ['erase', 'maya@example.com', ...flags])
    expect(erased.code, erased.stderr).toBe(0)
    expect(erased.stdout).toContain('D1 leads: 1 row erased')
    expect(erased.stdout).toContain('D1 newsletter_subscriptions: 1 row erased')

    const leads = d1Rows(
      'SELECT id, full_name, email, phone, message, page, utm_campaign, erased_at FROM leads ORDER BY id',
      target
    )
    expect(leads).toEqual([
      {
        id: MAYA,
        full_name: '',
        email: '',
        phone: '',
        message: null,
        page: '/catalog/7',
        utm_campaign: 'spring',
        erased_at: expect.any(String),
      },
      expect.objectContaining({ id: OTHER, email: 'omar@example.com', erased_at: null }),
    ])
    expect(d1Rows(`SELECT email, reason FROM career_applications`, target)).toEqual([
      { email: '', reason: null },
    ])
    // a confirmed subscriber erased is mailed nothing more
    expect(d1Rows(`SELECT email, status FROM newsletter_subscriptions`, target)).toEqual([
      { email: `erased:${SUBSCRIPTION}`, status: 'unsubscribed' },
    ])
    // nothing of hers waits in the outbox or will be sent; the other lead goes on
    const outbox = d1Rows(
      `SELECT o.id, o.payload = '' AS cleared, d.status FROM webhook_outbox o
       JOIN outbox_deliveries d ON d.record_id = o.id AND d.target = 'crm' ORDER BY o.id`,
      target
    )
    expect(outbox).toEqual([
      { id: MAYA, cleared: 1, status: 'cancelled' },
      { id: OTHER, cleared: 0, status: 'pending' },
      { id: CHANGE, cleared: 1, status: 'cancelled' },
    ])

    const again = await runScript('scripts/privacy.mjs', [
      'export',
      'maya@example.com',
      '--out',
      file,
      ...flags,
    ])
    expect(again.stdout).toContain('D1 leads: 0')
    expect(again.stdout).toContain('D1 outbox copies: 0')
  })

  it('refuses what it does not understand, with its usage', async () => {
    for (const args of [
      [],
      ['export'],
      ['forget', 'a@b.c'],
      ['erase', "x' OR 1=1"],
      ['erase', 'a@b.c', '--env', 'prod'],
    ]) {
      const result = await runScript('scripts/privacy.mjs', args)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr, args.join(' ')).toContain('usage: npm run privacy')
    }
  })
})
