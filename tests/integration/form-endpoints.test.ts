import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '../../src/i18n/messages'
import worker from '../../src/index'

const ORIGIN = 'https://brokerage.example'
let visitor = 0

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  visitor += 1
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'CF-Connecting-IP': `192.0.2.${visitor % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

function postForm(path: string, fields: Record<string, string | string[]>, referer?: string) {
  visitor += 1
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  }
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
      Origin: ORIGIN,
      'CF-Connecting-IP': `192.0.2.${visitor % 250}`,
      ...(referer ? { Referer: ORIGIN + referer } : {}),
    },
    body: form.toString(),
  })
}

describe('POST /api/newsletter', () => {
  it('answers 201 for a new address and 409 for the same address in any letter case', async () => {
    const first = await post('/api/newsletter', { email: 'Investor@Example.com', locale: 'de' })
    expect(first.status).toBe(201)
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

  it('stores one subscription when the same address races in at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/newsletter', { email: 'racer@example.com' }))
    )
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409])
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

describe('plain HTML forms (no JavaScript)', () => {
  it('answer with the form again, the errors beside the fields and the input kept', async () => {
    const response = await postForm('/api/leads', {
      kind: 'landing',
      fullName: 'A',
      email: 'aisha@example.com',
      phone: '12',
      phoneCountry: 'GB',
      page: '/high-rentals',
      locale: 'en',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Name must be at least 2 characters')
    expect(html).toContain('Please enter a valid phone number')
    expect(html).toContain('value="aisha@example.com"')
    expect(html).toMatch(/<option value="GB" selected="">/)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('href="/high-rentals"')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('answer a valid lead with the thank-you state and its reference number', async () => {
    const response = await postForm('/api/leads', {
      kind: 'call',
      fullName: 'Aisha Rahman',
      email: 'no-js@example.com',
      phone: '050 123 4567',
      phoneCountry: 'AE',
      propertyId: '12',
      formToken: 'no-js-token-00001',
      locale: 'en',
    })
    expect(response.status).toBe(201)
    const html = await response.text()
    expect(html).toContain('Thank You!')
    expect(html).toContain('Our team will contact you shortly.')
    const row = await env.DB.prepare('SELECT reference FROM leads WHERE email = ?')
      .bind('no-js@example.com')
      .first<{ reference: string }>()
    expect(html).toContain(row!.reference)
  })

  it('store one lead when the same form is posted twice (its form token)', async () => {
    const fields = {
      kind: 'consultation',
      fullName: 'Double Click',
      email: 'double@example.com',
      phone: '+971 50 123 4567',
      formToken: 'double-click-token-1',
    }
    const first = await postForm('/api/leads', fields)
    const second = await postForm('/api/leads', fields)
    expect([first.status, second.status]).toEqual([201, 201])
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?')
      .bind('double@example.com')
      .first<{ n: number }>()
    expect(count!.n).toBe(1)
  })

  it('speak the locale the form was posted in, right to left for Arabic', async () => {
    const response = await postForm(
      '/api/newsletter',
      { email: 'bad', locale: 'ar', page: '/ar/blog' },
      '/ar/blog'
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="ar-AE" dir="rtl">')
    expect(html).toContain(translator('ar')('newsletter.invalidText'))
    // the answer is the signup card: the footer does not repeat the form right below it
    expect(html.match(/data-island="newsletter-signup"/g)).toHaveLength(1)
  })

  it('show the newsletter duplicate as a page', async () => {
    await post('/api/newsletter', { email: 'page-dup@example.com' })
    const response = await postForm('/api/newsletter', { email: 'page-dup@example.com' })
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain('Email Already Subscribed')
    expect(html).toContain('This email address is already subscribed to our newsletter.')
  })

  it('take the questionnaire in one piece, checkboxes included', async () => {
    const response = await postForm('/api/careers', {
      languages: ['arabic', 'other'],
      otherLanguages: 'Farsi',
      fullName: 'Sara Ahmadi',
      email: 'sara@example.com',
    })
    expect(response.status).toBe(201)
    expect(await response.text()).toContain('Your Application is Submitted!')
    const row = await env.DB.prepare('SELECT languages FROM career_applications WHERE email = ?')
      .bind('sara@example.com')
      .first()
    expect(row).toEqual({ languages: '["arabic","other"]' })
  })

  it('answer a refused plain form (cross-site) with a page, not JSON', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/feedback`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'rating=5&message=hello+there+friends',
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('This form can only be sent from our website.')
  })
})

describe('the pages with forms', () => {
  it('/contact asks for what ?kind names, about the property of the link', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/contact?kind=floor-plan&propertyId=12`)).text()
    expect(html).toContain('Request the floor plan')
    expect(html).toContain('name="kind" value="floor-plan"')
    expect(html).toContain('name="propertyId" value="12"')
    const property = await env.DB.prepare('SELECT title FROM properties WHERE id = 12').first<{
      title: string
    }>()
    expect(html).toContain(`About ${property!.title}`)
    expect(html).toContain('action="/api/leads"')
  })

  it('/contact names the consultant, and shows the number of a property it does not know', async () => {
    const agent = await env.DB.prepare('SELECT id, name FROM agents LIMIT 1').first<{
      id: number
      name: string
    }>()
    const html = await (
      await SELF.fetch(`${ORIGIN}/contact?kind=call&agentId=${agent!.id}&propertyId=987654`)
    ).text()
    expect(html).toContain(`With ${agent!.name}`)
    expect(html).toContain('About property no. 987654')
  })

  it('/contact falls back to a consultation for an unknown kind and drops a bad id', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/contact?kind=pizza&agentId=x1`)).text()
    expect(html).toContain('name="kind" value="consultation"')
    expect(html).not.toContain('name="agentId"')
  })

  it('every page has the Request a call button in the header and the newsletter in the footer', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/fr/privacy`)).text()
    expect(html).toContain('href="/fr/contact?kind=call"')
    expect(html).toContain('data-island="request-call"')
    expect(html).toContain('action="/api/newsletter"')
  })

  // the partner and feedback forms are drawn by the generic form island, from their views
  const drawn = (form: string) =>
    `data-island="form" data-props="{&quot;form&quot;:&quot;${form}&quot;`
  it.each([
    ['/high-rentals', 'data-island="lead-form"', 'Get your free investment consultation'],
    ['/careers', 'data-island="careers-questionnaire"', 'Start the questionnaire'],
    ['/partners', drawn('partner'), 'Become a Refer &amp; Earn partner'],
    ['/feedback', drawn('feedback'), 'How did we do?'],
  ])('%s carries its form', async (path, island, text) => {
    const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text()
    expect(html).toContain(island)
    expect(html).toContain(text)
    // Required fields carry an asterisk
    expect(html).toContain(
      'aria-hidden="true" class="ms-0.5 text-red-700 dark:text-red-400">*</span>'
    )
  })

  it('keeps the placeholders of island messages for the browser to fill', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/careers`)).text()
    expect(html).toContain('Step {{current}} of {{total}}')
  })
})

describe('affiliate attribution', () => {
  afterEach(() => vi.restoreAllMocks())

  it('registers a click first-party with offer 3 and affiliate 1 by default', async () => {
    const response = await post('/api/affiliate/clicks', { sub1: 'spring', page: '/high-rentals' })
    expect(response.status).toBe(201)
    const { transactionId } = (await response.json()) as { transactionId: string }
    const row = await env.DB.prepare('SELECT * FROM affiliate_clicks WHERE transaction_id = ?')
      .bind(transactionId)
      .first()
    expect(row).toMatchObject({
      offer_id: '3',
      affiliate_id: '1',
      sub1: 'spring',
      page: '/high-rentals',
      network_status: 'local',
    })
  })

  it('takes the network’s transaction id when AFFILIATE_CLICK_URL is set', async () => {
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input))
      return Response.json({ transaction_id: 'ef-tx-42' })
    })
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/affiliate/clicks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ offerId: '7', affiliateId: '12', uid: 'u1', sourceId: 's9' }),
      }),
      { ...env, AFFILIATE_CLICK_URL: 'https://track.example/click' },
      ctx
    )
    await waitOnExecutionContext(ctx)
    expect(await response.json()).toEqual({ transactionId: 'ef-tx-42' })
    const url = new URL(calls[0]!)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      oid: '7',
      affid: '12',
      uid: 'u1',
      source_id: 's9',
    })
  })

  it('never shows a page an error for clicks past its limit, but stores no more of them', async () => {
    const headers = { 'CF-Connecting-IP': '198.18.0.1' }
    const statuses: number[] = []
    for (let i = 0; i < 33; i++) {
      statuses.push((await post('/api/affiliate/clicks', { sub2: 'flood' }, headers)).status)
    }
    expect(new Set(statuses)).toEqual(new Set([201]))
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM affiliate_clicks WHERE sub2 = 'flood'"
    ).first<{ n: number }>()
    // 30 a minute; a minute boundary inside the loop may let a few more in
    expect(stored!.n).toBeGreaterThanOrEqual(30)
    expect(stored!.n).toBeLessThan(33)
  })

  it('carries the transaction id on the leads that follow', async () => {
    const response = await post('/api/leads', {
      kind: 'call',
      fullName: 'Tracked Visitor',
      email: 'tracked@example.com',
      phone: '+971 50 123 4567',
      affiliateTransactionId: 'ef-tx-42',
    })
    const { id } = (await response.json()) as { id: string }
    const row = await env.DB.prepare('SELECT affiliate_transaction_id FROM leads WHERE id = ?')
      .bind(id)
      .first()
    expect(row).toEqual({ affiliate_transaction_id: 'ef-tx-42' })
  })
})

describe('GET /go/whatsapp', () => {
  it('records the click as a lead event, then redirects to the chat with a message filled in', async () => {
    const response = await SELF.fetch(
      `${ORIGIN}/go/whatsapp?source=property-card&propertyId=999999&locale=en&utm_source=ig`,
      { redirect: 'manual', headers: { Referer: `${ORIGIN}/catalog` } }
    )
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin).toBe('https://wa.me')
    expect(location.searchParams.get('text')).toBe(
      'Hello Arcadia Estates, I would like to know more.'
    )
    const event = await env.DB.prepare(
      "SELECT * FROM lead_events WHERE source = 'property-card' ORDER BY created_at DESC"
    ).first()
    expect(event).toMatchObject({
      type: 'whatsapp',
      page: '/catalog',
      locale: 'en',
      property_id: 999999,
      utm_source: 'ig',
    })
    const outbox = await env.DB.prepare('SELECT record_type FROM webhook_outbox WHERE id = ?')
      .bind(event!.id)
      .first()
    expect(outbox).toEqual({ record_type: 'lead_event' })
  })

  it('opens the chat with the consultant of the link when there is one', async () => {
    const agent = await env.DB.prepare('SELECT id, whatsapp FROM agents LIMIT 1').first<{
      id: number
      whatsapp: string
    }>()
    const response = await SELF.fetch(`${ORIGIN}/go/whatsapp?agentId=${agent!.id}`, {
      redirect: 'manual',
    })
    expect(response.headers.get('Location')).toContain(`https://wa.me/${agent!.whatsapp}?text=`)
  })
})
