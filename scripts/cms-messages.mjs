// The words of the CMS's e-mails for cms/: each locale's `partnerMail` messages, copied into
// cms/src/mail/messages.json, and its `newsletterMail` messages into newsletter-messages.json.
// Both are committed so that cms/ deployed on its own has them (it reads nothing from the site
// at run time). `npm run cms` and `npm run test:cms` write them again, and
// tests/unit/cms-messages.test.ts fails when a copy lags behind locales/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = new URL('..', import.meta.url)
const copy = (name) => fileURLToPath(new URL(`cms/src/mail/${name}`, ROOT))

/** Each copy: where cms/ keeps it, and which part of a locale file it holds. */
export const CMS_COPIES = [
  { path: copy('messages.json'), key: 'partnerMail' },
  { path: copy('newsletter-messages.json'), key: 'newsletterMail' },
]
export const CMS_MESSAGES = CMS_COPIES[0].path

/** A copy's text: that part of every locale's file in locales/, English first. */
export function cmsMessages(key = 'partnerMail') {
  const codes = readdirSync(new URL('locales', ROOT))
    .flatMap((name) => /^([a-z]{2})\.json$/.exec(name)?.[1] ?? [])
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a < b ? -1 : 1))
  const messages = Object.fromEntries(
    codes.map((code) => {
      const file = JSON.parse(readFileSync(new URL(`locales/${code}.json`, ROOT), 'utf8'))
      return [code, file[key]]
    })
  )
  return JSON.stringify(messages, null, 2) + '\n'
}

export function writeCmsMessages() {
  for (const { path, key } of CMS_COPIES) writeFileSync(path, cmsMessages(key))
}

if (import.meta.url === `file://${process.argv[1]}`) writeCmsMessages()
