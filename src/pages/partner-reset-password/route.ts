import { defineRoute } from '../define-route'

// Where the CMS's forgot-password e-mail links to, with the reset code: never indexed
export default defineRoute({
  name: 'partner-reset-password',
  path: '/partners/reset-password',
  layout: 'default',
  messages: 'partnerResetPassword',
  artwork: 'creek-towers',
  parent: 'partner-sign-in',
  widget: 'off',
  noindex: true,
})
