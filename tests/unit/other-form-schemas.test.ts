// The schemas of the other forms (careers, partner, newsletter, feedback) and the failure texts.
import { describe, expect, it } from 'vitest'
import { CareersApplicationSchema } from '../../src/forms/careers/schema'
import { FeedbackSchema } from '../../src/forms/feedback/schema'
import { NewsletterSignupSchema } from '../../src/forms/newsletter/schema'
import { PartnerApplicationSchema } from '../../src/forms/partner/schema'
import { fieldErrors, t } from './form-errors'

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
