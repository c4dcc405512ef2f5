import { describe, expect, it } from 'vitest'
import { translator, type MessageKey } from '../../src/i18n/messages'
import { CareersApplicationSchema } from '../../src/forms/careers/schema'
import { CONSENT_VERSION } from '../../src/schemas/consent'
import { FeedbackSchema } from '../../src/forms/feedback/schema'
import { ConsultationFormSchema, LeadFormSchema, leadSchemaFor } from '../../src/forms/lead/schema'
import { NewsletterSignupSchema } from '../../src/forms/newsletter/schema'
import { PartnerApplicationSchema } from '../../src/forms/partner/schema'

const t = translator('en')

/** The first message per field, in English, as the form shows it. */
function fieldErrors(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown
): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    fields[field] ??= t(issue.message as MessageKey)
  }
  return fields
}

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

describe('the careers questionnaire', () => {
  const application = {
    experience: 'yes',
    dubaiYears: '1-3',
    portfolio: 'both',
    transactions: '4-10',
    ownNetwork: 'no',
    languages: ['arabic', 'english'],
    reason: 'I like people',
    fullName: 'Omar Haddad',
    email: 'omar@example.com',
  }
  const errors = (patch: object) =>
    fieldErrors(CareersApplicationSchema, { ...application, ...patch })

  it.each([
    [{ fullName: '' }, 'fullName', 'Enter your full name to complete the contact information.'],
    [{ fullName: 'O1' }, 'fullName', 'Enter your full name to complete the contact information.'],
    [{ email: '' }, 'email', 'Enter your correct email to complete the contact information.'],
    [{ email: 'omar' }, 'email', 'Enter your correct email to complete the contact information.'],
    [
      { phone: '123' },
      'phone',
      'Enter your correct phone number to complete the contact information.',
    ],
  ])('%j gives %s: %s', (patch, field, message) => {
    expect(errors(patch)[field]).toBe(message)
  })

  it('needs only the name and the email; the phone is optional', () => {
    const result = CareersApplicationSchema.parse({
      fullName: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '',
    })
    expect(result.phone).toBeUndefined()
    expect(result.languages).toEqual([])
  })

  it('keeps known answers and drops unknown ones', () => {
    const result = CareersApplicationSchema.parse({
      ...application,
      experience: 'maybe',
      languages: 'arabic',
      phone: '+971 50 123 4567',
    })
    expect(result.experience).toBeUndefined()
    expect(result.languages).toEqual(['arabic'])
    expect(result.dubaiYears).toBe('1-3')
    expect(result.phone).toBe('+971501234567')
  })
})

describe('the partner application', () => {
  const partner = {
    fullName: 'Lena Vogel',
    email: 'lena@example.com',
    phone: '+49 30 901820',
    partnerType: 'agency',
    network: 'German investors',
  }
  it.each([
    [{ fullName: '' }, 'fullName', 'Name is required'],
    [{ fullName: 'L' }, 'fullName', 'Name must be at least 2 characters'],
    [{ fullName: 'L3na' }, 'fullName', 'Name cannot contain numbers'],
    [{ fullName: 'Lena!' }, 'fullName', 'Name contains invalid characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'lena@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '' }, 'phone', 'Please enter a valid phone number'],
  ])('%j gives %s: %s', (patch, field, message) => {
    expect(fieldErrors(PartnerApplicationSchema, { ...partner, ...patch })[field]).toBe(message)
  })

  it('normalizes a valid application', () => {
    const result = PartnerApplicationSchema.parse(partner)
    expect(result.phone).toBe('+4930901820')
    expect(result.partnerType).toBe('agency')
  })
})

describe('the newsletter signup', () => {
  it.each(['', 'plainaddress', 'a@b', '@example.com', 'a b@example.com'])(
    '%j gives: Please enter a valid email address.',
    (email) => {
      expect(fieldErrors(NewsletterSignupSchema, { email }).email).toBe(
        'Please enter a valid email address.'
      )
    }
  )

  it('has the four states of SPEC.md in en.json', () => {
    expect(t('newsletter.invalidTitle')).toBe('Invalid email format')
    expect(t('newsletter.failedTitle')).toBe('Subscription Failed')
    expect(t('newsletter.failedText')).toBe('Something went wrong. Please try again later.')
    expect(t('newsletter.duplicateTitle')).toBe('Email Already Subscribed')
    expect(t('newsletter.duplicateText')).toBe(
      'This email address is already subscribed to our newsletter.'
    )
  })
})

describe('the feedback form', () => {
  it.each([
    [{ rating: '' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: '6' }, 'rating', 'Please choose a rating from 1 to 5.'],
    // JSON `true` is not the number 1, nor is an empty list 0
    [{ rating: true }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: [] }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: '1e0' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ message: 'short' }, 'message', 'Please tell us a little more (at least 10 characters).'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address, or leave it empty.'],
    [{ fullName: 'R2' }, 'fullName', 'Please enter your name without numbers, or leave it empty.'],
  ])('%j gives %s: %s', (patch, field, message) => {
    const input = { rating: '4', message: 'Very helpful consultant', ...patch }
    expect(fieldErrors(FeedbackSchema, input)[field]).toBe(message)
  })

  it('accepts anonymous feedback', () => {
    const result = FeedbackSchema.parse({
      rating: '5',
      message: 'Very helpful consultant',
      email: '',
    })
    expect(result.rating).toBe(5)
    expect(result.email).toBeUndefined()
    expect(result.fullName).toBeUndefined()
  })
})

describe('the failure messages of SPEC.md section 8', () => {
  it('are in en.json word for word', () => {
    expect(t('consultationForm.failureTitle')).toBe('Error')
    expect(t('consultationForm.failure')).toBe('Something went wrong, maybe try again later')
    expect(t('leadForm.failure')).toBe('Something went wrong. Please try again.')
    expect(t('forms.submitting')).toBe('Submitting...')
    expect(t('forms.thankYouTitle')).toBe('Thank You!')
    expect(t('questionnaire.submittedTitle')).toBe('Your Application is Submitted!')
  })
})
