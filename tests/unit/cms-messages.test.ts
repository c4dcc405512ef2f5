import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CMS_MESSAGES, cmsMessages } from '../../scripts/cms-messages.mjs'

// cms/ is deployed on its own and reads nothing from the site, so it keeps a copy of the partner
// e-mails' words; locales/ stays the one place they are written.
describe("the CMS's copy of the partner e-mails", () => {
  it('says what locales/ says, in every language', () => {
    expect(readFileSync(CMS_MESSAGES, 'utf8'), 'run node scripts/cms-messages.mjs').toBe(
      cmsMessages()
    )
    expect(Object.keys(JSON.parse(cmsMessages()))).toHaveLength(13)
  })
})
