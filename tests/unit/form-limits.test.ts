import { describe, expect, it } from 'vitest'
import { CareersApplicationSchema } from '../../src/forms/careers/schema'
import { FeedbackSchema } from '../../src/forms/feedback/schema'
import { EMAIL_MAX, NAME_MAX, SHORT_TEXT_MAX, TEXT_MAX } from '../../src/forms/rules'
import { maxLengths } from '../../src/schemas/limits'
import { PartnerApplicationSchema } from '../../src/forms/partner/schema'

describe('form limits read from the schemas', () => {
  it('gives each text field the length its schema checks', () => {
    expect(maxLengths(PartnerApplicationSchema)).toMatchObject({
      fullName: NAME_MAX,
      email: EMAIL_MAX,
      company: SHORT_TEXT_MAX,
      country: SHORT_TEXT_MAX,
      network: TEXT_MAX,
    })
    expect(maxLengths(FeedbackSchema)).toMatchObject({
      message: TEXT_MAX,
      fullName: NAME_MAX,
      email: EMAIL_MAX,
    })
    expect(maxLengths(CareersApplicationSchema)).toMatchObject({
      otherLanguages: SHORT_TEXT_MAX,
      reason: TEXT_MAX,
    })
  })

  it('still refuses optional text over its limit and drops what is not text', () => {
    const base = { fullName: 'Maya Lind', email: 'maya@example.com', phone: '+971501234567' }
    const long = PartnerApplicationSchema.safeParse({ ...base, company: 'x'.repeat(201) })
    expect(long.success).toBe(false)
    expect(long.error?.issues[0]).toMatchObject({
      path: ['company'],
      message: 'forms.errors.tooLong',
    })
    const dropped = PartnerApplicationSchema.safeParse({ ...base, company: 42, country: '  ' })
    expect(dropped.success && [dropped.data.company, dropped.data.country]).toEqual([
      undefined,
      undefined,
    ])
  })
})
