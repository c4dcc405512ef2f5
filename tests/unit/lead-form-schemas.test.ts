// The lead form schemas: the landing-page form, and the consultation form for every other kind.
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '../../src/schemas/consent'
import { ConsultationFormSchema, LeadFormSchema, leadSchemaFor } from '../../src/forms/lead/schema'
import { fieldErrors } from './form-errors'

const landing = {
  kind: 'landing',
  fullName: 'Aisha Rahman',
  email: 'aisha@example.com',
  phone: '050 123 4567',
  phoneCountry: 'AE',
  page: '/high-rentals',
  locale: 'en',
}

describe('the landing-page lead form (SPEC.md section 5)', () => {
  const errors = (patch: object) => fieldErrors(LeadFormSchema, { ...landing, ...patch })

  it.each([
    [{ fullName: '' }, 'fullName', 'Name is required'],
    [{ fullName: '   ' }, 'fullName', 'Name is required'],
    [{ fullName: undefined }, 'fullName', 'Name is required'],
    [{ fullName: 'A' }, 'fullName', 'Name must be at least 2 characters'],
    [{ fullName: 'Agent 007' }, 'fullName', 'Name cannot contain numbers'],
    [{ fullName: 'Ali ٣' }, 'fullName', 'Name cannot contain numbers'],
    [{ fullName: 'Ali <script>' }, 'fullName', 'Name contains invalid characters'],
    [{ fullName: 'a@b' }, 'fullName', 'Name contains invalid characters'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'Name contains invalid characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'aisha@' }, 'email', 'Please enter a valid email address'],
    [{ email: 'not an email' }, 'email', 'Please enter a valid email address'],
    [{ phone: '12' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '+971 12' }, 'phone', 'Please enter a valid phone number'],
  ])('%j gives %s: %s', (patch, field, message) => {
    expect(errors(patch)[field]).toBe(message)
  })

  it('reports every invalid field at once', () => {
    expect(errors({ fullName: '', email: 'x', phone: '1' })).toEqual({
      fullName: 'Name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    })
  })

  it('accepts names in any script with name punctuation', () => {
    for (const fullName of [
      'José María',
      "Seán O'Brien",
      'Анна-Мария',
      'محمد علي',
      'J. R. Smith',
    ]) {
      expect(errors({ fullName })).toEqual({})
    }
  })

  it('normalizes the phone to E.164 with the picked country and trims strings', () => {
    const result = LeadFormSchema.parse({
      ...landing,
      fullName: '  Aisha   Rahman ',
      email: ' a@b.co ',
    })
    expect(result.phone).toBe('+971501234567')
    expect(result.fullName).toBe('Aisha Rahman')
    expect(result.email).toBe('a@b.co')
    expect(result).not.toHaveProperty('phoneCountry')
  })

  it('lets an international prefix win over the picked country', () => {
    expect(LeadFormSchema.parse({ ...landing, phone: '+44 7911 123456' }).phone).toBe(
      '+447911123456'
    )
    expect(LeadFormSchema.parse({ ...landing, phone: '0044 7911 123456' }).phone).toBe(
      '+447911123456'
    )
  })

  it('drops unknown fields and bad context values instead of refusing the lead', () => {
    const result = LeadFormSchema.parse({
      ...landing,
      isAdmin: true,
      propertyId: 'DROP TABLE',
      agentId: '7',
      locale: 'xx',
      page: '//evil.example',
      utmSource: 'google',
      utmCampaign: '<b>',
    })
    expect(result).not.toHaveProperty('isAdmin')
    expect(result.propertyId).toBeUndefined()
    expect(result.agentId).toBe(7)
    expect(result.locale).toBe('en')
    expect(result.page).toBeUndefined()
    expect(result.utmSource).toBe('google')
    expect(result.utmCampaign).toBeUndefined()
  })

  it('records consent: the marketing opt-in is off unless ticked', () => {
    expect(LeadFormSchema.parse(landing).marketingOptIn).toBe(false)
    expect(LeadFormSchema.parse({ ...landing, marketingOptIn: 'on' }).marketingOptIn).toBe(true)
    expect(LeadFormSchema.parse({ ...landing, marketingOptIn: true }).marketingOptIn).toBe(true)
    expect(LeadFormSchema.parse({ ...landing, marketingOptIn: 'yes please' }).marketingOptIn).toBe(
      false
    )
    expect(LeadFormSchema.parse(landing).consentVersion).toBe(CONSENT_VERSION)
  })

  it('marks any honeypot value, and only the honeypot, as filled', () => {
    expect(LeadFormSchema.parse(landing).website_url).toBeUndefined()
    expect(LeadFormSchema.parse({ ...landing, website_url: 'http://spam' }).website_url).toBe(
      'http://spam'
    )
    expect(LeadFormSchema.parse({ ...landing, website_url: 42 }).website_url).toBe('filled')
  })

  it('refuses a kind of another form', () => {
    expect(errors({ kind: 'call' }).kind).toBe('Please choose what you would like us to do.')
  })
})

describe('the consultation form (request call, consultation, floor plan, brochure)', () => {
  const call = { ...landing, kind: 'call' }
  const errors = (patch: object) => fieldErrors(ConsultationFormSchema, { ...call, ...patch })

  it.each([
    [{ fullName: '' }, 'fullName', 'You have entered incorrect name'],
    [{ fullName: 'A' }, 'fullName', 'You have entered incorrect name'],
    [{ fullName: 'R2D2' }, 'fullName', 'You have entered incorrect name'],
    [{ fullName: 'a_b' }, 'fullName', 'You have entered incorrect name'],
    [{ email: '' }, 'email', 'You have entered incorrect email'],
    [{ email: 'a@b' }, 'email', 'You have entered incorrect email'],
    [{ phone: '' }, 'phone', 'You have entered incorrect phone number'],
    [{ phone: '+1 555' }, 'phone', 'You have entered incorrect phone number'],
  ])('%j gives %s: %s', (patch, field, message) => {
    expect(errors(patch)[field]).toBe(message)
  })

  it.each(['call', 'consultation', 'floor-plan', 'brochure'])('accepts kind %s', (kind) => {
    expect(errors({ kind, propertyId: 12 })).toEqual({})
  })

  it('is the schema of every kind but landing', () => {
    expect(leadSchemaFor('landing')).toBe(LeadFormSchema)
    expect(leadSchemaFor('brochure')).toBe(ConsultationFormSchema)
  })

  it('bounds the optional message', () => {
    expect(errors({ message: 'x'.repeat(2001) }).message).toBe('This answer is too long.')
    expect(ConsultationFormSchema.parse({ ...call, message: '  ' }).message).toBeUndefined()
  })
})
