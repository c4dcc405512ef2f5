// `npm run privacy` against the real Strapi (test:cms): a person's export holds what the CMS
// keeps about them beside D1's, and their erasure reaches the CMS's form collections and partner
// account. The D1 part alone: tests/tools/privacy-command.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { d1Rows } from '../../../scripts/d1.mjs'
import { runScript, scratchDir } from '../../tools/run-script'

const API = process.env.CMS_TEST_URL!
const ORIGIN = new URL(API).origin
const TOKEN = process.env.CMS_INTAKE_TOKEN!
const RUN = Date.now().toString(36)
const EMAIL = `person.${RUN}@example.com`
const PASSWORD = 'a partner password'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

async function json(path: string, init: RequestInit & { token?: string } = {}) {
  // the admin panel's own API is on the CMS's origin; the rest under /api
  const admin = /^\/(admin|content-manager)\//.test(path)
  const response = await fetch(`${admin ? ORIGIN : API}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Json }
}

/** What the site's outbox would deliver for this person: a lead on listing 3, a subscription. */
async function deliver(type: string, data: object) {
  const id = crypto.randomUUID()
  const envelope = {
    id,
    type,
    reference: `P-${RUN}`,
    createdAt: new Date().toISOString(),
    data,
    source: { page: '/catalog/3', locale: 'en', utm: { campaign: 'privacy' } },
  }
  const answer = await json('/intake', {
    method: 'POST',
    body: JSON.stringify(envelope),
    token: TOKEN,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return id
}

let adminToken = ''

/** A partner account with this address, made as the administrator makes one. */
async function partnerAccount() {
  const login = await json('/admin/login', {
    method: 'POST',
    body: JSON.stringify({
      email: process.env.CMS_ADMIN_EMAIL,
      password: process.env.CMS_ADMIN_PASSWORD,
    }),
  })
  adminToken = login.body.data.token
  const key = await json('/admin/api-tokens', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ name: `privacy-${RUN}`, type: 'full-access', lifespan: null }),
  })
  const apiToken = key.body.data.accessKey
  const roles = await json('/users-permissions/roles', { token: apiToken })
  const role = roles.body.roles.find((r: Json) => r.type === 'authenticated')
  const created = await json('/users', {
    method: 'POST',
    token: apiToken,
    body: JSON.stringify({
      username: `person${RUN}`,
      email: EMAIL,
      password: PASSWORD,
      confirmed: true,
      role: role.id,
      fullName: 'Pat Person',
    }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
}

describe('npm run privacy with the CMS', () => {
  const scratch = scratchDir()
  let persistTo = ''
  let flags: string[] = []
  let subscription = ''

  beforeAll(async () => {
    persistTo = scratch()
    flags = ['--env', 'staging', '--local', '--persist-to', persistTo]
    expect((await runScript('scripts/db-setup.mjs', flags)).code).toBe(0)
    d1Rows(
      `INSERT INTO leads (id, reference, kind, full_name, email, phone, locale, consent_version,
         consent_locale, consent_at, created_at) VALUES ('${crypto.randomUUID()}', 'PRIV-0002',
         'call', 'Pat Person', '${EMAIL}', '+971500000000', 'en', '2025-06-01', 'en',
         '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z')`,
      { env: 'staging', local: true, persistTo }
    )
    await deliver('lead', {
      kind: 'consultation',
      fullName: 'Pat Person',
      email: EMAIL,
      phone: '+971500000000',
      propertyId: 3,
    })
    subscription = await deliver('newsletter_subscription', { email: EMAIL })
    await partnerAccount()
    // the script reaches the CMS as an operator would: its URL and token in the environment
    process.env.CMS_URL = API
  })

  it('exports what D1 and the CMS hold about the address in one file', async () => {
    const file = join(persistTo, '..', 'export.json')
    const result = await runScript('scripts/privacy.mjs', [
      'export',
      EMAIL,
      '--out',
      file,
      ...flags,
    ])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('CMS lead: 1')
    expect(result.stdout).toContain('CMS partner accounts: 1')
    const held = JSON.parse(readFileSync(file, 'utf8'))
    expect(held.d1.tables.leads).toHaveLength(1)
    expect(held.cms.records.lead).toEqual([
      expect.objectContaining({
        fullName: 'Pat Person',
        email: EMAIL,
        listing: expect.objectContaining({ ref: 3 }),
        consultant: expect.objectContaining({ name: expect.any(String) }),
      }),
    ])
    expect(held.cms.records.newsletter_subscription).toEqual([
      expect.objectContaining({ email: EMAIL, state: 'pending' }),
    ])
    expect(held.cms.partnerAccounts).toEqual([
      expect.objectContaining({ email: EMAIL, fullName: 'Pat Person' }),
    ])
    // never a secret of the account
    expect(JSON.stringify(held.cms.partnerAccounts)).not.toMatch(
      /password|resetPasswordToken|confirmationToken/
    )
  })

  it('erases the address in D1 and the CMS, keeping the entries', async () => {
    const result = await runScript('scripts/privacy.mjs', ['erase', EMAIL, ...flags])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('CMS lead: 1 erased')
    expect(result.stdout).toContain('CMS partner_account: 1 erased')
    expect(result.stdout).toContain('and the CMS')

    const after = await json('/intake/privacy/export', {
      method: 'POST',
      token: TOKEN,
      body: JSON.stringify({ email: EMAIL }),
    })
    expect(after.body.records.lead).toEqual([])
    expect(after.body.partnerAccounts).toEqual([])
    // the entries stay, for the counts, without a personal field
    const leads = await json(
      `/content-manager/collection-types/api::lead.lead?filters[reference][$eq]=P-${RUN}`,
      { token: adminToken }
    )
    expect(leads.body.results).toEqual([
      expect.objectContaining({
        fullName: null,
        email: null,
        phone: null,
        erasedAt: expect.any(String),
        kind: 'consultation',
        utmCampaign: 'privacy',
      }),
    ])
    // a subscriber erased is mailed nothing more
    const subscriber = await json(
      `/content-manager/collection-types/api::newsletter-subscription.newsletter-subscription?filters[recordId][$eq]=${subscription}`,
      { token: adminToken }
    )
    expect(subscriber.body.results).toEqual([
      expect.objectContaining({ email: null, unsubscribeUrl: null, state: 'unsubscribed' }),
    ])
    // the sign-in no longer knows the address, nor the password
    const signIn = await json('/auth/local', {
      method: 'POST',
      body: JSON.stringify({ identifier: EMAIL, password: PASSWORD }),
    })
    expect(signIn.status).toBe(400)
    const left = d1Rows(`SELECT COUNT(*) AS n FROM leads WHERE email = '${EMAIL}'`, {
      env: 'staging',
      local: true,
      persistTo,
    })
    expect(left).toEqual([{ n: 0 }])
  })
})
