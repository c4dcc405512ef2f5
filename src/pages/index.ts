// What routes may take from the pages besides the generated page list (src/generated/pages.ts):
// the portal's pages rendered with a state the route computed (scripts/eslint/import-zones.mjs)
export { dashboardPage } from './partner-dashboard'
export { signInPage, type SignInError, type SignInState } from './partner-sign-in'
export { resetPasswordPage, type ResetPasswordState } from './partner-reset-password'
export { confirmEmailPage, type ConfirmEmailState } from './partner-confirm-email'
export { newsletterConfirmPage, type NewsletterConfirmState } from './newsletter-confirm'
export {
  newsletterUnsubscribePage,
  type NewsletterUnsubscribeState,
} from './newsletter-unsubscribe'
