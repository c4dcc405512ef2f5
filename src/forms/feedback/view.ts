import type { FormView } from '../fields'

/** The feedback form of /feedback, as the visitor sees it: a rating, a message, and a name and an email if wanted. */
export const FEEDBACK_VIEW = {
  endpoint: '/api/feedback',
  idPrefix: 'feedback',
  title: 'feedbackForm.title',
  submit: 'feedbackForm.submit',
  thankYou: { title: 'feedbackForm.submittedTitle', text: 'feedbackForm.submittedText' },
  failure: { title: 'feedbackForm.failure' },
  loadSchema: () => import('./schema').then((m) => m.FeedbackSchema),
  spacing: 'gap-5',
  fields: [
    {
      kind: 'rating',
      name: 'rating',
      label: 'feedbackForm.rating',
      options: [1, 2, 3, 4, 5],
      optionLabel: 'feedbackForm.ratingValue',
      required: true,
    },
    {
      kind: 'textarea',
      name: 'message',
      label: 'feedbackForm.message',
      placeholder: 'feedbackForm.messagePlaceholder',
      required: true,
    },
    {
      kind: 'pair',
      fields: [
        { kind: 'text', name: 'fullName', label: 'feedbackForm.fullName', autoComplete: 'name' },
        {
          kind: 'email',
          name: 'email',
          label: 'feedbackForm.email',
          placeholder: 'forms.emailPlaceholder',
          autoComplete: 'email',
        },
      ],
    },
    { kind: 'consent', marketing: false },
  ],
} satisfies FormView

export default FEEDBACK_VIEW
