import type { FormView } from '../fields'

/** The newsletter signup (SPEC.md section 4): one address, and its four states. */
export const NEWSLETTER_VIEW = {
  endpoint: '/api/newsletter',
  idPrefix: 'newsletter',
  title: 'newsletter.title',
  intro: 'newsletter.intro',
  submit: 'newsletter.submit',
  // SPEC.md's subscribed state, now that a confirmation link is on its way (double opt-in)
  thankYou: { title: 'newsletter.pendingTitle', text: 'newsletter.pendingText' },
  failure: { title: 'newsletter.failedTitle', text: 'newsletter.failedText' },
  loadSchema: () => import('./schema').then((m) => m.NewsletterSignupSchema),
  fields: [
    {
      kind: 'email',
      name: 'email',
      label: 'newsletter.email',
      placeholder: 'forms.emailPlaceholder',
      autoComplete: 'email',
      required: true,
    },
  ],
  keys: [
    'newsletter.invalidTitle',
    'newsletter.invalidText',
    'newsletter.duplicateTitle',
    'newsletter.duplicateText',
    'newsletter.consent',
  ],
} satisfies FormView
