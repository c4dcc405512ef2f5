// POST /api/leads: what is stored, answered and replayed.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { ORIGIN, post } from './form-posts'
import { countLeads, LEAD } from './lead-fixture'

describe('POST /api/leads', () => {
  it('answers 201 with the id only after the lead and its outbox row are stored', async () => {
    const response = await post('/api/leads', LEAD)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; reference: string }
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)

    const lead = await env.DB.prepare('SELECT * FROM leads WHERE id = ?').bind(body.id).first()
    expect(lead).toMatchObject({
      reference: body.reference,
      kind: 'call',
      full_name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+971501234567',
      page: '/catalog/12',
      locale: 'en',
      property_id: 12,
      agent_id: null,
      utm_source: 'google',
      utm_campaign: 'spring',
      affiliate_transaction_id: 'tx-123',
      consent_version: '2025-06-01',
      consent_locale: 'en',
      marketing_opt_in: 0,
      review_status: 'clear',
    })
    const outbox = await env.DB.prepare('SELECT * FROM webhook_outbox WHERE id = ?')
      .bind(body.id)
      .first<{ record_type: string; status: string; payload: string }>()
    expect(outbox).toMatchObject({ record_type: 'lead', status: 'pending' })
    expect(JSON.parse(outbox!.payload)).toMatchObject({
      id: body.id,
      type: 'lead',
      reference: body.reference,
      data: { kind: 'call', fullName: 'Aisha Rahman', phone: '+971501234567', propertyId: 12 },
      source: { page: '/catalog/12', utm: { source: 'google', campaign: 'spring' } },
      consent: { version: '2025-06-01', locale: 'en', marketingOptIn: false },
      review: { status: 'clear', reason: null },
    })
  })

  it('answers 400 with the consultation form messages for the kinds other than landing', async () => {
    const response = await post('/api/leads', { ...LEAD, fullName: 'A1', email: 'x', phone: '12' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: {
        fullName: 'You have entered incorrect name',
        email: 'You have entered incorrect email',
        phone: 'You have entered incorrect phone number',
      },
    })
  })

  it('answers 400 with the lead form messages for the landing page', async () => {
    const response = await post('/api/leads', { ...LEAD, kind: 'landing', fullName: '', email: '' })
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields).toEqual({ fullName: 'Name is required', email: 'Email is required' })
  })

  it('translates the messages into the locale of the submission', async () => {
    const response = await post('/api/leads', { ...LEAD, locale: 'ar', fullName: '' })
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields.fullName).toBe(translator('ar')('consultationForm.errors.name'))
    expect(fields.fullName).not.toBe(translator('en')('consultationForm.errors.name'))
  })

  it('refuses an unknown kind with a field message', async () => {
    const response = await post('/api/leads', { ...LEAD, kind: 'coffee' })
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields.kind).toBe('Please choose what you would like us to do.')
  })

  it('stores one row for a repeated Idempotency-Key and replays the first answer', async () => {
    const headers = { 'Idempotency-Key': 'retry-test-0001' }
    const lead = { ...LEAD, email: 'retry@example.com' }
    const first = await post('/api/leads', lead, headers)
    const second = await post('/api/leads', lead, headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect(await countLeads('email = ?', 'retry@example.com')).toBe(1)
  })

  it('stores one row when copies with the same key race each other', async () => {
    const headers = { 'Idempotency-Key': 'race-test-00001' }
    const lead = { ...LEAD, email: 'race@example.com' }
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post('/api/leads', lead, headers)))
    const bodies = await Promise.all(answers.map((response) => response.json()))
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(await countLeads('email = ?', 'race@example.com')).toBe(1)
  })

  it('answers 409 when a key is reused with other details, storing nothing more', async () => {
    const headers = { 'Idempotency-Key': 'conflict-test-01' }
    await post('/api/leads', { ...LEAD, email: 'first@example.com' }, headers)
    const response = await post('/api/leads', { ...LEAD, email: 'second@example.com' }, headers)
    expect(response.status).toBe(409)
    expect(await countLeads('email = ?', 'second@example.com')).toBe(0)
  })

  it('treats a form token shared through a cached page as a new submission', async () => {
    const form = (email: string) =>
      new URLSearchParams({ ...LEAD, email, propertyId: '12', formToken: 'cached-token-1234' })
    const headers = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    }
    expect((await post('/api/leads', form('one@example.com').toString(), headers)).status).toBe(201)
    expect((await post('/api/leads', form('one@example.com').toString(), headers)).status).toBe(201)
    expect((await post('/api/leads', form('two@example.com').toString(), headers)).status).toBe(201)
    expect(await countLeads('email = ?', 'one@example.com')).toBe(1)
    expect(await countLeads('email = ?', 'two@example.com')).toBe(1)
  })

  it('answers 400 for a malformed Idempotency-Key', async () => {
    const response = await post('/api/leads', LEAD, { 'Idempotency-Key': 'bad key!' })
    expect(response.status).toBe(400)
  })

  it('stores a honeypot submission flagged for review instead of dropping it', async () => {
    const response = await post('/api/leads', {
      ...LEAD,
      email: 'bot@example.com',
      website_url: 'http://spam.example',
    })
    expect(response.status).toBe(201)
    const row = await env.DB.prepare(
      'SELECT review_status, review_reason FROM leads WHERE email = ?'
    )
      .bind('bot@example.com')
      .first()
    expect(row).toEqual({ review_status: 'suspected', review_reason: 'honeypot' })
  })

  it('takes the campaign from the page a form was posted from when the form sends none', async () => {
    const { utmSource, utmCampaign, ...withoutCampaign } = LEAD
    expect([utmSource, utmCampaign]).toEqual(['google', 'spring'])
    const landing = `${ORIGIN}/high-rentals?utm_source=instagram&utm_medium=story&utm_campaign=jvc`
    const fromLanding = await post('/api/leads', withoutCampaign, { Referer: landing })
    const { id } = (await fromLanding.json()) as { id: string }
    expect(await env.DB.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first()).toMatchObject(
      { utm_source: 'instagram', utm_medium: 'story', utm_campaign: 'jvc' }
    )
    // what the browser kept wins; another site's page names no campaign
    const kept = await post('/api/leads', LEAD, { Referer: landing })
    const elsewhere = await post('/api/leads', withoutCampaign, {
      Referer: 'https://other.example/?utm_source=spam',
    })
    const stored = async (response: Response) => {
      const { id } = (await response.json()) as { id: string }
      return env.DB.prepare('SELECT utm_source, utm_medium FROM leads WHERE id = ?')
        .bind(id)
        .first()
    }
    expect(await stored(kept)).toEqual({ utm_source: 'google', utm_medium: 'story' })
    expect(await stored(elsewhere)).toEqual({ utm_source: null, utm_medium: null })
  })

  it('records the marketing opt-in only when ticked', async () => {
    const response = await post('/api/leads', {
      ...LEAD,
      email: 'optin@example.com',
      marketingOptIn: true,
    })
    const { id } = (await response.json()) as { id: string }
    const row = await env.DB.prepare('SELECT marketing_opt_in FROM leads WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ marketing_opt_in: 1 })
  })
})
