// Form records in the real Strapi 5, as the worker's outbox delivers them to the CMS's intake:
// a lead in its collection with its listing and consultant, the consultant's e-mail in the SMTP
// sink (the Postgres pass), a repeated delivery storing nothing new, the Sales role, the
// newsletter's double opt-in, and the daily retention run reaching the CMS.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { deliverOne } from '../../src/outbox/deliver'
import { RETENTION_CRON } from '../../src/server/retention'
import { call, postJson } from '../integration/cms-worker'
import { admin, CMS, CMS_ORIGIN, strapi, useAdmin, type Json } from './strapi-api'

/** The site configured to deliver its form records to this CMS. */
const SITE = { ...CMS, CMS_INTAKE_TOKEN: env.CMS_TEST_INTAKE_TOKEN }
const MAIL_API = env.CMS_TEST_MAIL_API
const LEAD = 'api::lead.lead'
/** Addresses of this run only: the mail sink and the CMS outlive a file's database */
const RUN = Date.now().toString(36)

interface Mail {
  to: string[]
  subject: string
  text: string
  replyTo: string | null
  headers: Record<string, string>
  receivedAt: string
}

/** The mails to an address that mention `about`, once there is one (or after 20 s, none). */
async function mailsAbout(address: string, about: string): Promise<Mail[]> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const mails = (
      (await (
        await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address)}`)
      ).json()) as Mail[]
    ).filter((mail) => mail.text.includes(about))
    if (mails.length > 0 || Date.now() > deadline) return mails
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** The entries of a form collection as the admin panel lists them, found by their record id. */
async function entries(uid: string, recordId: string): Promise<Json[]> {
  const query = new URLSearchParams({ 'filters[recordId][$eq]': recordId, pageSize: '10' })
  return (await admin(`/content-manager/collection-types/${uid}?${query}`, undefined, 'GET'))
    .results
}

/** A relation of an entry, as the admin panel shows it. */
async function related(uid: string, documentId: string, field: string): Promise<Json[]> {
  return (await admin(`/content-manager/relations/${uid}/${documentId}/${field}`, undefined, 'GET'))
    .results
}

const listing = async (ref: number) =>
  (
    await strapi(
      `/properties?filters[ref][$eq]=${ref}&populate[agent][fields][0]=name&populate[agent][fields][1]=email`
    )
  ).body.data[0]

const lead = (email: string, extra: object = {}) => ({
  kind: 'floor-plan',
  fullName: 'Maya Lindqvist',
  email,
  phone: '+46 70 123 45 67',
  page: '/catalog/6',
  locale: 'en',
  propertyId: 6,
  utmSource: 'newsletter',
  utmCampaign: 'spring',
  ...extra,
})

async function post(path: string, body: object) {
  const response = await call(path, postJson(body), SITE)
  expect(response.status, path).toBe(201)
  return (await response.json()) as { id: string; reference: string }
}

beforeAll(useAdmin)

describe('leads in the CMS', () => {
  it('keeps a lead posted on the site in its collection, with its listing’s consultant', async () => {
    const property = await listing(6)
    const posted = Date.now()
    const { id, reference } = await post('/api/leads', lead(`maya.${RUN}@example.com`))
    const [entry] = await entries(LEAD, id)
    expect(entry).toMatchObject({
      recordId: id,
      reference,
      kind: 'floor-plan',
      stage: 'new',
      fullName: 'Maya Lindqvist',
      email: `maya.${RUN}@example.com`,
      phone: '+46701234567',
      listingRef: 6,
      page: '/catalog/6',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    })
    expect(
      (await related(LEAD, entry.documentId, 'listing')).map((l: Json) => l.documentId)
    ).toEqual([property.documentId])
    const [consultant] = await related(LEAD, entry.documentId, 'consultant')
    expect(consultant.name).toBe(property.agent.name)

    if (!MAIL_API) return
    // the consultant hears of it: plain words, the visitor's details, the lead in the admin
    const [mail] = await mailsAbout(property.agent.email, `maya.${RUN}@example.com`)
    expect(mail!.subject).toBe(`New lead: Maya Lindqvist, ${property.title}`)
    expect(mail!.text).toContain(`Hello ${property.agent.name.split(' ')[0]},`)
    expect(mail!.text).toContain('Maya Lindqvist asked for the floor plan on the website on')
    expect(mail!.text).toContain(`E-mail: maya.${RUN}@example.com`)
    expect(mail!.text).toContain('Phone: +46701234567')
    expect(mail!.text).toContain(`Listing: ${property.title} (no. 6)`)
    expect(mail!.text).toContain('/catalog/6')
    expect(mail!.text).toContain(`Reference: ${reference}`)
    expect(mail!.text).toContain(
      `/admin/content-manager/collection-types/${LEAD}/${entry.documentId}`
    )
    expect(mail!.replyTo).toContain(`maya.${RUN}@example.com`)
    const delay = Date.parse(mail!.receivedAt) - posted
    console.log(`a lead posted on the site reached its consultant's inbox in ${delay} ms`)
    expect(delay).toBeLessThan(60_000)
  })

  it('stores nothing new when the outbox delivers the same lead again', async () => {
    const { id } = await post('/api/leads', lead(`twice.${RUN}@example.com`))
    const [first] = await entries(LEAD, id)
    // as if the CMS's answer had been lost: the delivery is due again, and the cron sends it
    await env.DB.prepare(
      `UPDATE outbox_deliveries SET status = 'pending', next_attempt_at = 0
       WHERE record_id = ? AND target = 'cms'`
    )
      .bind(id)
      .run()
    expect(await deliverOne({ ...env, ...SITE }, id, 'cms')).toBe('delivered')
    const row = await env.DB.prepare(
      "SELECT attempts, last_status FROM outbox_deliveries WHERE record_id = ? AND target = 'cms'"
    )
      .bind(id)
      .first()
    expect(row).toEqual({ attempts: 2, last_status: 200 })
    expect(await entries(LEAD, id)).toEqual([
      expect.objectContaining({ documentId: first.documentId }),
    ])
    if (MAIL_API) {
      await new Promise((done) => setTimeout(done, 1000))
      const consultant = (await listing(6)).agent.email
      expect(await mailsAbout(consultant, `twice.${RUN}@example.com`)).toHaveLength(1)
    }
  })

  it('sends a lead without a listing or consultant to the sales inbox', async () => {
    const { id } = await post('/api/leads', {
      ...lead(`nobody.${RUN}@example.com`),
      propertyId: undefined,
      kind: 'call',
      page: '/contact',
    })
    const [entry] = await entries(LEAD, id)
    expect(await related(LEAD, entry.documentId, 'consultant')).toEqual([])
    if (!MAIL_API) return
    const mails = await mailsAbout('sales@arcadia.test', `nobody.${RUN}@example.com`)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('No consultant is assigned to it')
  })

  it('keeps the other forms’ records in their own collections', async () => {
    const career = await post('/api/careers', {
      fullName: 'Omar Haddad',
      email: `omar.${RUN}@example.com`,
      phone: '+971 55 555 5555',
      languages: ['arabic', 'english'],
      reason: 'I enjoy helping families invest.',
    })
    const partner = await post('/api/partners', {
      fullName: 'Lina Park',
      email: `lina.${RUN}@example.com`,
      phone: '+971 55 555 5556',
      network: 'Expats in Seoul',
    })
    const feedback = await post('/api/feedback', {
      rating: 5,
      message: 'A very helpful consultant.',
    })
    expect(await entries('api::career-application.career-application', career.id)).toEqual([
      expect.objectContaining({
        email: `omar.${RUN}@example.com`,
        languages: ['arabic', 'english'],
      }),
    ])
    expect(await entries('api::partner-application.partner-application', partner.id)).toEqual([
      expect.objectContaining({ fullName: 'Lina Park', network: 'Expats in Seoul' }),
    ])
    expect(await entries('api::feedback-entry.feedback-entry', feedback.id)).toEqual([
      expect.objectContaining({ rating: 5, message: 'A very helpful consultant.' }),
    ])
  })

  it('refuses a delivery without the intake token', async () => {
    const refused = await fetch(`${CMS.CMS_URL}/intake`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-the-token' },
      body: JSON.stringify({
        id: crypto.randomUUID(),
        type: 'lead',
        createdAt: new Date().toISOString(),
        data: {},
      }),
    })
    expect(refused.status).toBe(403)
  })
})

describe('the Sales role', () => {
  let token = ''
  beforeAll(async () => {
    const role = (await admin('/admin/roles', undefined, 'GET')).data.find(
      (r: Json) => r.code === 'sales'
    )
    const unique = `sales${Date.now()}`
    const invited = await admin('/admin/users', {
      firstname: 'Sara',
      lastname: 'Sales',
      email: `${unique}@arcadia.test`,
      roles: [role.id],
    })
    const registered = await fetch(`${CMS_ORIGIN}/admin/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        registrationToken: invited.data.registrationToken,
        userInfo: { firstname: 'Sara', lastname: 'Sales', password: 'Sales-person-1' },
      }),
    })
    token = ((await registered.json()) as Json).data.token
  })

  const asSales = (path: string, init: RequestInit = {}) =>
    fetch(`${CMS_ORIGIN}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    })

  it('reads the leads with their listing and consultant, and moves a stage, nothing else', async () => {
    const { id } = await post('/api/leads', lead(`sales.${RUN}@example.com`))
    const list = await asSales(
      `/content-manager/collection-types/${LEAD}?filters[recordId][$eq]=${id}`
    )
    expect(list.status).toBe(200)
    const [entry] = ((await list.json()) as Json).results
    expect(entry).toMatchObject({
      email: `sales.${RUN}@example.com`,
      utmCampaign: 'spring',
      page: '/catalog/6',
    })
    const consultant = await asSales(
      `/content-manager/relations/${LEAD}/${entry.documentId}/consultant`
    )
    expect(consultant.status).toBe(200)
    expect(((await consultant.json()) as Json).results).toHaveLength(1)

    const moved = await asSales(`/content-manager/collection-types/${LEAD}/${entry.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({
        stage: 'contacted',
        fullName: 'Someone Else',
        email: 'x@example.com',
      }),
    })
    expect(moved.status).toBe(200)
    const [after] = await entries(LEAD, id)
    expect(after).toMatchObject({
      stage: 'contacted',
      fullName: 'Maya Lindqvist',
      email: `sales.${RUN}@example.com`,
    })

    const deleted = await asSales(`/content-manager/collection-types/${LEAD}/${entry.documentId}`, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(403)
    const created = await asSales(`/content-manager/collection-types/${LEAD}`, {
      method: 'POST',
      body: JSON.stringify({ recordId: 'made-up-by-sales', kind: 'call', stage: 'new' }),
    })
    expect(created.status).toBe(403)
    expect(await entries(LEAD, id)).toHaveLength(1)
  })

  it('reads the other form collections, and changes none of them', async () => {
    const { id } = await post('/api/partners', {
      fullName: 'Ravi Menon',
      email: `ravi.${RUN}@example.com`,
      phone: '+971 55 555 5557',
    })
    const uid = 'api::partner-application.partner-application'
    const list = await asSales(
      `/content-manager/collection-types/${uid}?filters[recordId][$eq]=${id}`
    )
    expect(list.status).toBe(200)
    const [entry] = ((await list.json()) as Json).results
    const edited = await asSales(`/content-manager/collection-types/${uid}/${entry.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ fullName: 'Changed' }),
    })
    expect(edited.status).toBe(403)
  })
})

describe('the newsletter in the CMS', () => {
  const SUBSCRIBER = 'api::newsletter-subscription.newsletter-subscription'

  it('keeps a subscriber pending, mails the confirmation, and follows its confirmation and unsubscription', async () => {
    const { id } = await post('/api/newsletter', {
      email: `reader.${RUN}@example.com`,
      locale: 'de',
    })
    const [pending] = await entries(SUBSCRIBER, id)
    expect(pending).toMatchObject({
      email: `reader.${RUN}@example.com`,
      state: 'pending',
      locale: 'de',
    })
    expect(pending.unsubscribeUrl).toContain('/de/newsletter/unsubscribe?token=')

    let confirm: string
    if (MAIL_API) {
      const [mail] = await mailsAbout(`reader.${RUN}@example.com`, '/de/newsletter/confirm')
      expect(mail!.subject).toBe('Bitte bestätigen Sie Ihr Abonnement')
      expect(mail!.headers['list-unsubscribe']).toBe(`<${pending.unsubscribeUrl}>`)
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      confirm = mail!.text.match(/https?:\/\/\S+\/de\/newsletter\/confirm\?token=\S+/)![0]
    } else {
      const row = await env.DB.prepare('SELECT payload FROM webhook_outbox WHERE id = ?')
        .bind(id)
        .first<{ payload: string }>()
      confirm = JSON.parse(row!.payload).links.confirm
    }
    const { pathname, search } = new URL(confirm)
    expect((await call(`${pathname}${search}`, {}, SITE)).status).toBe(200)
    expect((await entries(SUBSCRIBER, id))[0]).toMatchObject({ state: 'confirmed' })

    const unsubscribe = new URL(pending.unsubscribeUrl)
    const done = await call(
      `${unsubscribe.pathname}${unsubscribe.search}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
      SITE
    )
    expect(done.status).toBe(200)
    const [gone] = await entries(SUBSCRIBER, id)
    expect(gone).toMatchObject({ state: 'unsubscribed' })
    expect(gone.unsubscribedAt).toBeTruthy()
  })
})

describe('retention in the CMS', () => {
  it('anonymizes, with the site’s periods, the entries the daily run finds past them', async () => {
    const { id } = await post('/api/leads', lead(`old.${RUN}@example.com`))
    const ctx = createExecutionContext()
    // four years on: every lead these tests wrote is past its three years
    const later = Date.now() + 4 * 366 * 24 * 60 * 60 * 1000
    await worker.scheduled(
      createScheduledController({ scheduledTime: later, cron: RETENTION_CRON }),
      { ...env, ...SITE },
      ctx
    )
    await waitOnExecutionContext(ctx)
    const [entry] = await entries(LEAD, id)
    expect(entry).toMatchObject({
      fullName: null,
      email: null,
      phone: null,
      kind: 'floor-plan',
      utmCampaign: 'spring',
    })
    expect(entry.erasedAt).toBeTruthy()
  })
})
