import { viewKeys } from '../forms/fields'
import { NEWSLETTER_VIEW } from '../forms/newsletter/view'
import NewsletterSignup, { type NewsletterSignupProps } from '../islands/newsletter-signup'
import { NEWSLETTER_MESSAGE_KEYS, NewsletterSignupSchema } from '../forms/newsletter/schema'
import { Island } from './island'
import { usePage } from '../components/page-context'
import { formContext, inputLimits, islandMessages } from './form-context'

interface NewsletterIslandProps {
  /** `footer` (compact) or `card` (a panel, e.g. on the blog) */
  variant?: 'footer' | 'card'
  initial?: NewsletterSignupProps['initial']
  origin?: { page: string; utm: Record<string, string> }
}

/** The newsletter signup, ready to drop into any page: `<NewsletterIsland variant="card" />`. */
export function NewsletterIsland({ variant = 'card', initial, origin }: NewsletterIslandProps) {
  const page = usePage()
  const context = formContext(page)
  return (
    <Island
      name="newsletter-signup"
      hydrate="interaction"
      component={NewsletterSignup}
      props={{
        variant,
        initial,
        idPrefix: `newsletter-${variant}`,
        messages: islandMessages(page.t, [
          ...viewKeys(NEWSLETTER_VIEW),
          ...NEWSLETTER_MESSAGE_KEYS,
        ]),
        limits: inputLimits(NewsletterSignupSchema),
        page: context.page,
        locale: context.locale,
        utm: context.utm,
        consentVersion: context.consentVersion,
        formToken: context.formToken,
        ...origin,
      }}
    />
  )
}
