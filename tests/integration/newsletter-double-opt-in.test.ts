// Double opt-in: an address is stored pending and subscribed only once the signed link the CMS
// mails is opened; the form's four states and SPEC.md's messages stay as they were.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '../../src/i18n/messages'
import { signToken } from '../../src/lib/signed-token'
import { CONFIRM_LINK_MS, LOCAL_NEWSLETTER_SECRET } from '../../src/server/newsletter-links'
import { post, postForm } from './form-posts'
import { moveClock } from './moved-clock'
import { linksOf, open, status, subscribe } from './newsletter-flow'

const records = (subscriptionId: string) =>
  env.DB.prepare(
    `SELECT record_type AS type, json_extract(NULLIF(payload, ''), '$.data.status') AS status
     FROM webhook_outbox WHERE id = ?1 OR json_extract(NULLIF(payload, ''), '$.data.subscriptionId') = ?1
     ORDER BY created_at, rowid`
  )
    .bind(subscriptionId)
    .all<{ type: string; status: string }>()
    .then(({ results }) => results)

const fr = translator('fr')

describe('newsletter double opt-in', () => {
  afterEach(() => vi.restoreAllMocks())

  it('stores a new address pending and gives the CMS its signed links, in its language', async () => {
    const { id, links } = await subscribe('pending@example.com', { locale: 'fr' })
    expect(await status(id)).toBe('pending')
    expect(links.confirm).toMatch(
      /^https:\/\/brokerage\.example\/fr\/newsletter\/confirm\?token=c\./
    )
    expect(links.unsubscribe).toMatch(
      /^https:\/\/brokerage\.example\/fr\/newsletter\/unsubscribe\?token=u\./
    )
    expect(await records(id)).toEqual([{ type: 'newsletter_subscription', status: 'pending' }])
  })

  it('answers the form with its subscribed state, now saying to check the inbox', async () => {
    const json = await post('/api/newsletter', { email: 'state@example.com' })
    expect(json.status).toBe(201)
    const page = await postForm('/api/newsletter', { email: 'state-page@example.com' })
    expect(page.status).toBe(201)
    const html = await page.text()
    expect(html).toContain('Check your inbox')
    expect(html).toContain('We have sent a confirmation link to your email address.')
  })

  it('subscribes once the link is opened, with SPEC.md’s subscribed words, and tells the CMS', async () => {
    const { id, links } = await subscribe('confirm-me@example.com', { locale: 'fr' })
    const confirmed = await open(links.confirm)
    expect(confirmed.status).toBe(200)
    expect(confirmed.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await confirmed.text()
    expect(html).toContain('<html lang="fr-FR"')
    expect(html).toContain(fr('newsletter.subscribedTitle'))
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(await status(id)).toBe('confirmed')
    // a second click changes nothing and tells no one twice
    expect((await open(links.confirm)).status).toBe(200)
    expect(await records(id)).toEqual([
      { type: 'newsletter_subscription', status: 'pending' },
      { type: 'newsletter_status', status: 'confirmed' },
    ])
  })

  it('refuses a link that is altered, signed with another secret, or older than a week', async () => {
    const { id, links } = await subscribe('careful@example.com')
    // a letter inside the signature: the last one's low bits are base64url padding, which a
    // decoder may ignore ('A' and 'B' can end the same signature)
    const altered = links.confirm.replace(
      /(.)(.{9})$/,
      (_, letter: string, rest: string) => (letter === 'A' ? 'B' : 'A') + rest
    )
    const forged = `https://brokerage.example/newsletter/confirm?token=${await signToken(
      'not our secret',
      'confirm',
      id,
      Date.now()
    )}`
    const unsubscribeToken = links.unsubscribe.split('token=')[1]!
    for (const link of [
      altered,
      forged,
      `https://brokerage.example/newsletter/confirm?token=${unsubscribeToken}`,
      'https://brokerage.example/newsletter/confirm?token=',
    ]) {
      const refused = await open(link)
      expect(refused.status, link).toBe(400)
      const html = await refused.text()
      expect(html).toContain('This confirmation link no longer works: links are valid for 7 days')
      // the page offers the signup again
      expect(html).toContain('data-island="newsletter-signup"')
    }
    // a visit without a link is a page with the signup, no notice
    const visit = await open('https://brokerage.example/newsletter/confirm')
    expect(visit.status).toBe(200)
    const page = await visit.text()
    expect(page).toContain('data-island="newsletter-signup"')
    expect(page).not.toContain('This confirmation link no longer works')
    moveClock(CONFIRM_LINK_MS + 60_000)
    expect((await open(links.confirm)).status).toBe(400)
    expect(await status(id)).toBe('pending')
  })

  it('sends the confirmation again for a pending address, at most every ten minutes', async () => {
    const { id } = await subscribe('again@example.com')
    const soon = await post('/api/newsletter', { email: 'AGAIN@example.com' })
    expect(soon.status).toBe(201)
    expect(((await soon.json()) as { id: string }).id).toBe(id)
    expect(await records(id)).toHaveLength(1)

    moveClock(11 * 60 * 1000)
    const later = await post('/api/newsletter', { email: 'again@example.com', locale: 'de' })
    expect(later.status).toBe(201)
    expect(((await later.json()) as { id: string }).id).toBe(id)
    expect(await records(id)).toEqual([
      { type: 'newsletter_subscription', status: 'pending' },
      { type: 'newsletter_status', status: 'pending' },
    ])
    // the new mail's links are in the new request's language, and they work
    const renewed = await linksOf(id)
    expect(renewed.confirm).toContain('/de/newsletter/confirm?token=')
    expect((await open(renewed.confirm)).status).toBe(200)
    expect(await status(id)).toBe('confirmed')
  })

  it('lets an unsubscribed address subscribe again, confirmed anew', async () => {
    const { id, links } = await subscribe('returning@example.com')
    await open(links.confirm)
    await open(links.unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await status(id)).toBe('unsubscribed')
    // the old confirmation link does not undo the unsubscription
    expect((await open(links.confirm)).status).toBe(400)
    expect(await status(id)).toBe('unsubscribed')

    const again = await post('/api/newsletter', { email: 'returning@example.com' })
    expect(again.status).toBe(201)
    expect(await status(id)).toBe('pending')
    await open((await linksOf(id)).confirm)
    expect(await status(id)).toBe('confirmed')
  })

  it('signs with the stand-in secret only while NEWSLETTER_SECRET is unset', async () => {
    const { id, links } = await subscribe('secret@example.com')
    const token = new URL(links.confirm).searchParams.get('token')!
    const [, , issued] = token.split('.')
    const standIn = await signToken(
      LOCAL_NEWSLETTER_SECRET,
      'confirm',
      id,
      parseInt(issued!, 36) * 1000
    )
    expect(token).toBe(standIn)
  })
})
