import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CMS_COPIES, cmsMessages } from '../../scripts/cms-messages.mjs'

// cms/ is deployed on its own and reads nothing from the site, so it keeps a copy of its
// e-mails' words (the partners', the newsletter's); locales/ stays the one place they are written.
describe("the CMS's copies of its e-mails' words", () => {
  for (const { path, key } of CMS_COPIES) {
    it(`says what locales/ says under ${key}, in every language`, () => {
      expect(readFileSync(path, 'utf8'), 'run node scripts/cms-messages.mjs').toBe(cmsMessages(key))
      const copy = JSON.parse(cmsMessages(key))
      expect(Object.keys(copy)).toHaveLength(13)
      for (const [code, words] of Object.entries(copy)) expect(words, code).toBeTruthy()
    })
  }
})
