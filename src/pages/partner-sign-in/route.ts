import { defineRoute } from '../define-route'

export default defineRoute({
  name: 'partner-sign-in',
  path: '/partners/sign-in',
  layout: 'default',
  messages: 'partnerSignIn',
  artwork: 'creek-towers',
  parent: 'partners',
  widget: 'off',
  footer: [{ column: 'company', label: 'partnerPortal.footerLink', order: 5 }],
})
