// The partner e-mails' words for cms/: each locale's `partnerMail` messages, copied into
// cms/src/mail/messages.json, which is committed so that cms/ deployed on its own has them (it
// reads nothing from the site at run time). `npm run cms` and `npm run test:cms` write it again,
// and tests/unit/cms-messages.test.ts fails when the copy lags behind locales/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = new URL('..', import.meta.url)
export const CMS_MESSAGES = fileURLToPath(new URL('cms/src/mail/messages.json', ROOT))

/** The file's text: every locale's file in locales/, English first. */
export function cmsMessages() {
  const codes = readdirSync(new URL('locales', ROOT))
    .flatMap((name) => /^([a-z]{2})\.json$/.exec(name)?.[1] ?? [])
    .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a < b ? -1 : 1))
  const messages = Object.fromEntries(
    codes.map((code) => {
      const file = JSON.parse(readFileSync(new URL(`locales/${code}.json`, ROOT), 'utf8'))
      return [code, file.partnerMail]
    })
  )
  return JSON.stringify(messages, null, 2) + '\n'
}

export function writeCmsMessages() {
  writeFileSync(CMS_MESSAGES, cmsMessages())
}

if (import.meta.url === `file://${process.argv[1]}`) writeCmsMessages()
