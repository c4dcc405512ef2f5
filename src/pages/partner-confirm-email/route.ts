import { defineRoute } from '../define-route'

// Where the CMS's confirmation e-mail links to, with the token: never indexed
export default defineRoute({
  name: 'partner-confirm-email',
  path: '/partners/confirm-email',
  layout: 'default',
  messages: 'partnerConfirmEmail',
  artwork: 'creek-towers',
  parent: 'partner-sign-in',
  widget: 'off',
  noindex: true,
})
