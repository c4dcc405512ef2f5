// Retention: one table of periods (src/lib/retention.ts) that the privacy policy states and the
// daily cron applies: past its period a record keeps its row and loses every personal field,
// its outbox copy goes, and so do expired idempotency answers. Tested with the clock moved on.
import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { translator } from '../../src/i18n/messages'
import { formatPeriod, OUTBOX_COPY, RETENTION, type Period } from '../../src/lib/retention'
import { RETENTION_CRON } from '../../src/server/retention'
import { CRM, lead, outboxRow, runCron, submit } from './crm-forwarding'
import { post } from './form-posts'
import { visibleText } from './html-text'
import { confirmedSubscriber, open, subscribe } from './newsletter-flow'

const DAY = 24 * 60 * 60 * 1000

/** The moment `period` (plus `days`) after `from`, by calendar as the job counts. */
function after(period: Period, from: number, days = 0) {
  const date = new Date(from)
  if (period.unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + period.amount)
  if (period.unit === 'month') date.setUTCMonth(date.getUTCMonth() + period.amount)
  if (period.unit === 'day') date.setTime(date.getTime() + period.amount * DAY)
  return date.getTime() + days * DAY
}

/** The daily job, run as its cron would at `scheduledTime`, with this configuration. */
const daily = (scheduledTime: number, vars: Record<string, string> = {}) =>
  runCron(scheduledTime, vars, RETENTION_CRON)

const row = (table: string, id: string) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first<Record<string, unknown>>()

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id

describe('the retention periods', () => {
  it('are the ones the privacy policy states, in every language', async () => {
    for (const locale of LOCALES) {
      const t = translator(locale.code)
      const path = locale.code === 'en' ? '/privacy' : `/${locale.code}/privacy`
      const html = await (await SELF.fetch(`https://brokerage.example${path}`)).text()
      const text = visibleText(html)
      const periods = Object.fromEntries(
        Object.entries(RETENTION).map(([key, period]) => [key, formatPeriod(locale.iso, period)])
      )
      for (const item of ['i1', 'i2', 'i3', 'i4', 'i5'] as const) {
        const sentence = t(`legal.privacy.retention.${item}`, periods).replace(/\s+/g, ' ')
        expect(text, `${locale.code} ${item}`).toContain(sentence)
      }
    }
    // the figures themselves, as an English reader sees them
    const english = visibleText(
      await (await SELF.fetch('https://brokerage.example/privacy')).text()
    )
    expect(english).toContain(
      `enquiries and consultation requests: ${formatPeriod('en-US', RETENTION.enquiries)} after our last contact`
    )
    expect(english).toContain(
      `job applications: ${formatPeriod('en-US', RETENTION.careerApplications)} after we receive them`
    )
  })
})

describe('the daily retention job', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps a lead until its period ends, then empties its personal fields and keeps the row', async () => {
    const id = await idOf(await submit({ ...lead('retained@example.com'), utmCampaign: 'spring' }))
    const sent = Date.parse((await row('leads', id))!.created_at as string)

    await daily(after(RETENTION.enquiries, sent, -1))
    expect(await row('leads', id)).toMatchObject({ email: 'retained@example.com', erased_at: null })

    const end = after(RETENTION.enquiries, sent, 1)
    await daily(end)
    expect(await row('leads', id)).toMatchObject({
      full_name: '',
      email: '',
      phone: '',
      message: null,
      affiliate_transaction_id: null,
      // what counts stays: the kind, the page, the campaign, the day
      kind: 'consultation',
      page: '/contact',
      utm_campaign: 'spring',
      erased_at: new Date(end).toISOString(),
    })
    // its outbox copy too, and nothing of it is sent on
    const copy = await env.DB.prepare('SELECT payload FROM webhook_outbox WHERE id = ?')
      .bind(id)
      .first<{ payload: string }>()
    expect(copy!.payload).toBe('')
    expect(await outboxRow(id, 'crm')).toMatchObject({ status: 'cancelled' })
  })

  it('applies each form’s own period', async () => {
    const career = await idOf(
      await post('/api/careers', {
        fullName: 'Omar Haddad',
        email: 'omar-r@example.com',
        phone: '+971 55 555 5555',
        reason: 'I like people.',
        languages: ['english'],
      })
    )
    const partner = await idOf(
      await post('/api/partners', {
        fullName: 'Lina Park',
        email: 'lina-r@example.com',
        phone: '+971 55 555 5556',
        network: 'Expats in Seoul',
      })
    )
    const feedback = await idOf(
      await post('/api/feedback', {
        rating: 5,
        message: 'A very helpful consultant.',
        fullName: 'Ann Lee',
        email: 'ann-r@example.com',
      })
    )
    const now = Date.now()
    await daily(after(RETENTION.careerApplications, now, 1))
    expect(await row('career_applications', career)).toMatchObject({
      email: '',
      reason: null,
      languages: '[]',
    })
    expect(await row('partner_applications', partner)).toMatchObject({
      email: 'lina-r@example.com',
    })
    expect(await row('feedback', feedback)).toMatchObject({ email: 'ann-r@example.com' })

    await daily(after(RETENTION.partnerApplications, now, 1))
    expect(await row('partner_applications', partner)).toMatchObject({ email: '', network: null })
    expect(await row('feedback', feedback)).toMatchObject({
      email: null,
      full_name: null,
      message: '',
      rating: 5,
    })
  })

  it('keeps a confirmed subscriber, and forgets an unconfirmed or unsubscribed address', async () => {
    const reader = await confirmedSubscriber('stays@example.com')
    const never = await subscribe('never-confirmed@example.com')
    const gone = await confirmedSubscriber('unsubscribed@example.com')
    await open(gone.links.unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    const now = Date.now()
    await daily(after(RETENTION.unconfirmedSubscriptions, now, -1))
    expect(await row('newsletter_subscriptions', never.id)).toMatchObject({ erased_at: null })

    await daily(after(RETENTION.unsubscribedAddresses, now, 1))
    // forgotten, and never to be mailed
    expect(await row('newsletter_subscriptions', never.id)).toMatchObject({
      email: `erased:${never.id}`,
      status: 'unsubscribed',
    })
    expect(await row('newsletter_subscriptions', gone.id)).toMatchObject({
      email: `erased:${gone.id}`,
      status: 'unsubscribed',
    })
    expect(await row('newsletter_subscriptions', reader.id)).toMatchObject({
      email: 'stays@example.com',
      erased_at: null,
    })
    // every outbox record naming the forgotten addresses is cleared, its change events included
    const left = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM webhook_outbox WHERE payload LIKE '%unsubscribed@example.com%'
       OR payload LIKE '%never-confirmed@example.com%'`
    ).first()
    expect(left).toEqual({ n: 0 })
  })

  it('clears a delivered record’s outbox copy a week later, and keeps one a target still waits for', async () => {
    let crmUp = true
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      crmUp ? new Response(null, { status: 204 }) : new Response('down', { status: 503 })
    )
    const delivered = await idOf(
      await submit(lead('delivered@example.com'), { LEAD_WEBHOOK_URL: CRM })
    )
    crmUp = false
    const waiting = await idOf(await submit(lead('waiting@example.com'), { LEAD_WEBHOOK_URL: CRM }))
    const payload = (id: string) =>
      env.DB.prepare('SELECT payload FROM webhook_outbox WHERE id = ?')
        .bind(id)
        .first<{ payload: string }>()
        .then((r) => r!.payload)

    const now = Date.now()
    await daily(after(OUTBOX_COPY, now, -1), { LEAD_WEBHOOK_URL: CRM })
    expect(await payload(delivered)).not.toBe('')

    await daily(after(OUTBOX_COPY, now, 1), { LEAD_WEBHOOK_URL: CRM })
    expect(await payload(delivered)).toBe('')
    // the CMS was not configured all week: its delivery is given up, and says why
    expect(await outboxRow(delivered, 'cms')).toMatchObject({
      status: 'cancelled',
      last_error: 'not sent: the target was not configured within a week',
    })
    expect(await outboxRow(delivered, 'crm')).toMatchObject({ status: 'delivered' })
    // the CRM has not taken the other yet: its copy stays until it does
    expect(await payload(waiting)).not.toBe('')
    expect(await outboxRow(waiting, 'crm')).toMatchObject({ status: 'pending' })
    // the lead itself is untouched: its own period is years
    expect(await row('leads', delivered)).toMatchObject({ email: 'delivered@example.com' })
  })

  it('removes idempotency answers past their day', async () => {
    const response = await post('/api/leads', lead('keyed@example.com'), {
      'Idempotency-Key': 'retention-key-0001',
    })
    expect(response.status).toBe(201)
    const answers = () =>
      env.DB.prepare(
        "SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'retention-key-0001'"
      ).first()
    await daily(Date.now() + 2 * 60 * 60 * 1000)
    expect(await answers()).toEqual({ n: 1 })
    await daily(Date.now() + 2 * DAY)
    expect(await answers()).toEqual({ n: 0 })
  })

  it('asks the CMS to apply the same periods to its copies', async () => {
    const asked: { url: string; authorization: string | null; body: unknown }[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      asked.push({
        url: request.url,
        authorization: request.headers.get('Authorization'),
        body: await request.json(),
      })
      return Response.json({ anonymized: { lead: 0 } })
    })
    // the periods of November 2026: 3 years, 12 months, 2 years, 2 years, 30 days
    const now = Date.UTC(2030, 5, 15, 3, 17)
    await daily(now, { CMS_URL: 'http://cms.test/api', CMS_INTAKE_TOKEN: 'intake-token' })
    expect(asked).toEqual([
      {
        url: 'http://cms.test/api/intake/retention',
        authorization: 'Bearer intake-token',
        body: {
          cutoffs: {
            lead: '2027-06-15T03:17:00.000Z',
            career_application: '2029-06-15T03:17:00.000Z',
            partner_application: '2028-06-15T03:17:00.000Z',
            feedback: '2028-06-15T03:17:00.000Z',
            newsletter_subscription: {
              unsubscribed: '2030-05-16T03:17:00.000Z',
              pending: '2030-05-16T03:17:00.000Z',
            },
          },
        },
      },
    ])
  })
})
