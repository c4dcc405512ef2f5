import { FIELDS, formCollection } from '../../../../intake/attributes'

/** A rating and a message from the site's feedback page; a name and e-mail only if given. */
export default formCollection({
  singularName: 'feedback-entry',
  pluralName: 'feedback-entries',
  displayName: 'Feedback',
  description: 'A rating and a message from the feedback page',
  attributes: {
    rating: { type: 'integer', min: 1, max: 5 },
    message: FIELDS.longText,
    fullName: FIELDS.text,
    email: FIELDS.email,
  },
})
