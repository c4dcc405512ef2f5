// The pages with forms: where each form is drawn, and the HTML answers to posts without JavaScript.
import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { ORIGIN, postForm } from './form-posts'
import { confirmedSubscriber } from './newsletter-flow'

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
    // its description says what the page says first, not 'Your request'
    expect(html).toContain(
      '<meta name="description" content="Please correct the fields marked below."'
    )
  })

  it('name the consultant and the listing on the answer, as the form did', async () => {
    // Noa Levi (11): a woman, whom Hebrew's «עם יועץ מס׳ 11» spoke of as a man
    const response = await postForm('/api/leads', {
      kind: 'call',
      fullName: 'A',
      email: 'named@example.com',
      phone: '050 123 4567',
      phoneCountry: 'AE',
      agentId: '11',
      propertyId: '30',
      locale: 'he',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('עם Noa Levi')
    expect(html).not.toContain('מס׳ 11')
    expect(html).not.toContain('מס׳ 30')
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
    await confirmedSubscriber('page-dup@example.com')
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
