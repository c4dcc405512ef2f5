// Credential stuffing against the real Strapi (cms/src/partners/throttle.ts): failed sign-ins on
// one account from many addresses slow down, then lock it for 15 minutes, the same whether or
// not the account exists; the partner is e-mailed once (the Postgres pass, whose mail goes to
// the SMTP sink), and the new password the mail offers lifts the lock. Both passes.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, postForm } from '../integration/cms-worker'
import { API, CMS, newPartner, strapi, useAdmin } from './strapi-api'

beforeAll(useAdmin)

let visitors = 0
/** One attempt at Strapi as the site forwards it: each from an address of its own. */
async function attempt(identifier: string, password: string) {
  visitors += 1
  const response = await fetch(`${API}/auth/local`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `203.0.${Math.floor(visitors / 250)}.${visitors % 250}`,
      'X-CMS-Proxy-Secret': env.CMS_PROXY_SECRET,
    },
    body: JSON.stringify({ identifier, password }),
  })
  const body = (await response.json()) as { error?: { name: string; message: string } }
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Wrong guesses, one after another, each waiting as long as the CMS asks when it answers 429,
 * until it locks the identifier (a wait of more than a minute): what an attacker meets.
 */
async function guessUntilLocked(identifier: string) {
  const steps: { status: number; retryAfter: number; error?: string }[] = []
  for (let guess = 1; guess <= 20; guess++) {
    const answer = await attempt(identifier, `wrong guess ${guess}`)
    const retryAfter = Number(answer.retryAfter ?? 0)
    steps.push({ status: answer.status, retryAfter, error: answer.body.error?.name })
    if (answer.status !== 429) continue
    if (retryAfter > 60) break
    await sleep(retryAfter * 1000 + 50)
  }
  return steps
}

const MAIL_API = env.CMS_TEST_MAIL_API

describe('sign-in throttled per account in the CMS', () => {
  it('slows down, then locks for 15 minutes, with the same answers for an unknown account', async () => {
    const partner = await newPartner('stuffed')
    const email = (partner.user as { email?: string }).email!
    const ghost = `ghost-${Date.now()}@partners.example`
    const [real, unknown] = await Promise.all([guessUntilLocked(email), guessUntilLocked(ghost)])

    // four failures answered at once, then a wait of 1, 2, 4, 8 seconds before each of the
    // next; the eighth failure locks for 15 minutes
    expect(real.map((step) => step.status)).toEqual([
      400, 400, 400, 400, 429, 400, 429, 400, 429, 400, 429, 400, 429,
    ])
    const waits = real.filter((step) => step.status === 429).map((step) => step.retryAfter)
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8])
    expect(waits[4]).toBeGreaterThan(890)
    expect(waits[4]).toBeLessThanOrEqual(900)
    // an account that does not exist is answered step for step the same
    expect(unknown.map((step) => [step.status, step.error])).toEqual(
      real.map((step) => [step.status, step.error])
    )

    // locked: even the right password waits, and the site says so on its sign-in page
    const right = await attempt(email, 'another long password')
    expect(right.status).toBe(429)
    const page = await call(
      '/partners/sign-in',
      postForm({ identifier: email, password: 'another long password' }),
      { ...CMS, CMS_PROXY_SECRET: env.CMS_PROXY_SECRET }
    )
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('Retry-After'))).toBeGreaterThan(60)
    expect(await page.text()).toContain('is paused for 15 minutes')
  }, 60_000)

  it.runIf(MAIL_API)(
    'e-mails the partner once, and the new password it offers lifts the lock',
    async () => {
      const partner = await newPartner('locked')
      const email = (partner.user as { email?: string }).email!
      await guessUntilLocked(email)
      const deadline = Date.now() + 20_000
      let mails: { subject: string; text: string }[] = []
      while (Date.now() < deadline && mails.length === 0) {
        mails = await (await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(email)}`)).json()
        if (mails.length === 0) await sleep(250)
      }
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Sign-in to your partner account is paused for 15 minutes',
      ])
      const link = mails[0]!.text.match(/https?:\/\/\S+\/partners\/reset-password\?code=(\w+)/)
      expect(link).not.toBeNull()
      const reset = await strapi(
        '/auth/reset-password',
        {
          method: 'POST',
          body: JSON.stringify({
            code: link![1],
            password: 'a brand new password',
            passwordConfirmation: 'a brand new password',
          }),
        },
        ''
      )
      expect(reset.status).toBe(200)
      expect((await attempt(email, 'a brand new password')).status).toBe(200)
    },
    60_000
  )
})
