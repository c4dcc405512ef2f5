// Unsubscribing from any newsletter mail: the signed link's page shows the address and a button
// (a GET changes nothing), the button or a mail client's RFC 8058 one-click POST unsubscribes,
// without signing in or JavaScript, in every language; the CMS and the CRM learn of it once.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index'
import { LOCALE_CODES } from '../../src/i18n/locales'
import { translator, type MessageKey } from '../../src/i18n/messages'
import { PRIVACY_EMAIL } from '../../src/lib/company'
import { localePath } from '../../src/route-table'
import { ORIGIN } from './form-posts'
import { visibleText } from './html-text'
import { confirmedSubscriber, open, status } from './newsletter-flow'

const ONE_CLICK = {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'List-Unsubscribe=One-Click',
}

describe('the newsletter unsubscribe page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the address and a button, and a GET unsubscribes no one', async () => {
    const { id, links } = await confirmedSubscriber('reader@example.com')
    const page = await open(links.unsubscribe)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('Stop sending the newsletter to reader@example.com?')
    const token = new URL(links.unsubscribe).searchParams.get('token')!
    expect(html).toMatch(
      new RegExp(`<form [^>]*action="/newsletter/unsubscribe\\?token=${token}" method="post"`)
    )
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/)
    // nothing to hydrate: the button is a plain form
    expect(/<main[\s\S]*<\/main>/.exec(html)![0]).not.toContain('data-island=')
    expect(await status(id)).toBe('confirmed')
  })

  it('unsubscribes with the button, without JavaScript or a sign-in, in the reader’s language', async () => {
    const { id, links } = await confirmedSubscriber('leser@example.com', 'de')
    const form = new URL(links.unsubscribe)
    const done = await SELF.fetch(`${ORIGIN}${form.pathname}${form.search}`, {
      ...ONE_CLICK,
      headers: { ...ONE_CLICK.headers, Origin: ORIGIN, 'CF-Connecting-IP': '198.18.1.1' },
    })
    expect(done.status).toBe(200)
    const html = await done.text()
    expect(html).toContain('<html lang="de-DE"')
    expect(html).toContain(translator('de')('newsletterPage.unsubscribedTitle'))
    expect(await status(id)).toBe('unsubscribed')
  })

  it('honours a mail client’s one-click POST from wherever it comes, once', async () => {
    const { id, links } = await confirmedSubscriber('one-click@example.com')
    const fromProvider = await open(links.unsubscribe, ONE_CLICK)
    expect(fromProvider.status).toBe(200)
    const fromWebmail = await open(links.unsubscribe, {
      ...ONE_CLICK,
      headers: { ...ONE_CLICK.headers, Origin: 'https://mail.example.net' },
    })
    expect(fromWebmail.status).toBe(200)
    expect(await status(id)).toBe('unsubscribed')
    // the page says so again, with nothing left to ask
    expect(await (await open(links.unsubscribe)).text()).toContain('You are unsubscribed')
  })

  it('tells the CRM and the CMS at once, exactly once', async () => {
    const { id, links } = await confirmedSubscriber('tell-them@example.com')
    const sent: { url: string; body: { type: string; data: Record<string, unknown> } }[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      sent.push({ url: request.url, body: await request.json() })
      return new Response(null, { status: 201 })
    })
    const targets = {
      LEAD_WEBHOOK_URL: 'http://crm.test/leads',
      CMS_URL: 'http://cms.test/api',
      CMS_INTAKE_TOKEN: 'intake-token',
    }
    const { pathname, search } = new URL(links.unsubscribe)
    for (let click = 0; click < 2; click++) {
      const ctx = createExecutionContext()
      const response = await worker.fetch(
        new Request(`${ORIGIN}${pathname}${search}`, ONE_CLICK),
        { ...env, ...targets },
        ctx
      )
      expect(response.status).toBe(200)
      // the page's body streams after its head: read before the context is awaited
      await response.text()
      await waitOnExecutionContext(ctx)
    }
    expect(await status(id)).toBe('unsubscribed')
    expect(sent.map((s) => s.url).sort()).toEqual([
      'http://cms.test/api/intake',
      'http://crm.test/leads',
    ])
    for (const { body } of sent) {
      expect(body).toMatchObject({
        type: 'newsletter_status',
        data: { subscriptionId: id, email: 'tell-them@example.com', status: 'unsubscribed' },
      })
    }
  })

  it('refuses a link that is not ours, and says whom to write to', async () => {
    const { id, links } = await confirmedSubscriber('not-ours@example.com')
    const confirmToken = new URL(links.confirm).searchParams.get('token')
    for (const link of [
      links.unsubscribe.slice(0, -2),
      `${ORIGIN}/newsletter/unsubscribe?token=${confirmToken}`,
      `${ORIGIN}/newsletter/unsubscribe?token=`,
    ]) {
      for (const init of [{}, ONE_CLICK]) {
        const refused = await open(link, init)
        expect(refused.status, link).toBe(400)
        expect(await refused.text()).toContain(PRIVACY_EMAIL)
      }
    }
    expect(await status(id)).toBe('confirmed')
    // a visit without a link is a page saying how to unsubscribe
    const visit = await open(`${ORIGIN}/newsletter/unsubscribe`)
    expect(visit.status).toBe(200)
    expect(await visit.text()).toContain('To unsubscribe, open the link at the foot of any')
  })

  it('is a page in all 13 languages', async () => {
    const { links } = await confirmedSubscriber('every-language@example.com')
    const query = new URL(links.unsubscribe).search
    for (const code of LOCALE_CODES) {
      const t = translator(code)
      const page = await open(`${ORIGIN}${localePath('newsletter-unsubscribe', code)}${query}`)
      expect(page.status, code).toBe(200)
      const text = visibleText(await page.text())
      const words = (key: MessageKey, params?: Record<string, string>) =>
        t(key, params).replace(/\s+/g, ' ')
      expect(text, code).toContain(words('pages.newsletterUnsubscribe.heading'))
      expect(text, code).toContain(words('newsletterPage.unsubscribeButton'))
      expect(text, code).toContain(
        words('newsletterPage.unsubscribeQuestion', { email: 'every-language@example.com' })
      )
    }
  })
})
