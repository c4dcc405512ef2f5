// The form endpoints answering the site's script in JSON: newsletter, careers, partners, feedback.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { post } from './form-posts'
import { confirmedSubscriber } from './newsletter-flow'

describe('POST /api/newsletter', () => {
  it('answers 409 for a confirmed address in any letter case', async () => {
    await confirmedSubscriber('Investor@Example.com', 'de')
    const duplicate = await post('/api/newsletter', { email: ' investor@EXAMPLE.com ' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({
      error: 'Email Already Subscribed',
      message: 'This email address is already subscribed to our newsletter.',
    })
    const rows = await env.DB.prepare(
      "SELECT email, locale FROM newsletter_subscriptions WHERE email LIKE 'investor@%'"
    ).all()
    expect(rows.results).toEqual([{ email: 'investor@example.com', locale: 'de' }])
  })

  it('answers 400 with the newsletter message for an invalid address', async () => {
    const response = await post('/api/newsletter', { email: 'investor@' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { email: 'Please enter a valid email address.' },
    })
  })

  it('stores one subscription, and one record for the CMS, when an address races in at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/newsletter', { email: 'racer@example.com' }))
    )
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201])
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id))
    expect(new Set(ids).size).toBe(1)
    const outbox = await env.DB.prepare(
      `SELECT COUNT(*) AS records FROM webhook_outbox
       WHERE id = ?1 OR json_extract(NULLIF(payload, ''), '$.data.subscriptionId') = ?1`
    )
      .bind(ids[0])
      .first()
    expect(outbox).toEqual({ records: 1 })
  })

  it('records the subscription as the visitor’s marketing opt-in', async () => {
    const response = await post('/api/newsletter', { email: 'optin-news@example.com' })
    const { id } = (await response.json()) as { id: string }
    const outbox = await env.DB.prepare('SELECT payload FROM webhook_outbox WHERE id = ?')
      .bind(id)
      .first<{ payload: string }>()
    expect(JSON.parse(outbox!.payload)).toMatchObject({
      type: 'newsletter_subscription',
      data: { email: 'optin-news@example.com' },
      consent: { marketingOptIn: true },
    })
  })
})

describe('POST /api/careers', () => {
  const application = {
    experience: 'yes',
    dubaiYears: '3-5',
    portfolio: 'off-plan',
    transactions: '4-10',
    ownNetwork: 'yes',
    languages: ['arabic', 'english'],
    otherLanguages: 'Urdu',
    reason: 'I enjoy helping families invest.',
    clientSources: 'My network in Lahore',
    salesExperience: 'Five years in car sales',
    fullName: 'Omar Haddad',
    email: 'omar@example.com',
    phone: '+971 55 555 5555',
    locale: 'en',
    page: '/careers',
  }

  it('stores every answer of the questionnaire and answers 201', async () => {
    const response = await post('/api/careers', application)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const row = await env.DB.prepare('SELECT * FROM career_applications WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toMatchObject({
      full_name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '+971555555555',
      experience: 'yes',
      dubai_years: '3-5',
      portfolio: 'off-plan',
      transactions: '4-10',
      own_network: 'yes',
      languages: '["arabic","english"]',
      other_languages: 'Urdu',
      reason: 'I enjoy helping families invest.',
      client_sources: 'My network in Lahore',
      sales_experience: 'Five years in car sales',
    })
  })

  it('answers 400 with the questionnaire messages', async () => {
    const response = await post('/api/careers', {
      ...application,
      fullName: '',
      email: 'nope',
      phone: '123',
    })
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields).toEqual({
      fullName: 'Enter your full name to complete the contact information.',
      email: 'Enter your correct email to complete the contact information.',
      phone: 'Enter your correct phone number to complete the contact information.',
    })
  })
})

describe('POST /api/partners and /api/feedback', () => {
  it('stores a partner application', async () => {
    const response = await post('/api/partners', {
      fullName: 'Lena Vogel',
      email: 'lena@example.com',
      phone: '+49 30 901820',
      partnerType: 'agency',
      company: 'Vogel Immobilien',
      country: 'Germany',
      referralsPerMonth: '3-5',
      network: 'Investors in Berlin and Munich',
    })
    expect(response.status).toBe(201)
    const row = await env.DB.prepare(
      'SELECT phone, partner_type, company FROM partner_applications WHERE email = ?'
    )
      .bind('lena@example.com')
      .first()
    expect(row).toEqual({
      phone: '+4930901820',
      partner_type: 'agency',
      company: 'Vogel Immobilien',
    })
  })

  it('stores anonymous feedback and refuses feedback without a rating', async () => {
    const ok = await post('/api/feedback', { rating: 5, message: 'Clear advice, quick answers.' })
    expect(ok.status).toBe(201)
    const refused = await post('/api/feedback', { message: 'No rating given here.' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      fields: { rating: 'Please choose a rating from 1 to 5.' },
    })
  })
})
