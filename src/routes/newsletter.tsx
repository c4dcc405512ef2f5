import { Hono } from 'hono'
import { NewsletterIsland } from '../components/forms/newsletter-island'
import { insertSubscription, isSubscribed } from '../db/newsletter-subscriptions'
import type { AppEnv } from '../env'
import { NewsletterSignupSchema, type NewsletterSignup } from '../schemas/newsletter'
import { originOf, renderFormPage } from './forms/form-page'
import { formGuard } from './forms/guard'
import { handleSubmission } from './forms/submission'

export const newsletter = new Hono<AppEnv>()

// POST /api/newsletter: 201 subscribed, 409 already subscribed (any letter case), 400 invalid
newsletter.post('/api/newsletter', formGuard(), (c) =>
  handleSubmission<NewsletterSignup>(c, {
    scope: '/api/newsletter',
    recordType: 'newsletter_subscription',
    schema: () => NewsletterSignupSchema,
    duplicate: {
      exists: (db, data) => isSubscribed(db, data.email),
      table: 'newsletter_subscriptions',
      title: 'newsletter.duplicateTitle',
      text: 'newsletter.duplicateText',
    },
    insert: (db, data, record) => insertSubscription(db, data.email, record),
    crmData: (data) => ({ email: data.email.toLowerCase() }),
    page: (c, state) =>
      renderFormPage(c, {
        state,
        title: 'newsletter.title',
        framed: false,
        form: (
          <NewsletterIsland
            variant="card"
            origin={originOf(state.values)}
            initial={{
              values: state.values,
              errors: state.errors,
              result: state.result,
            }}
          />
        ),
      }),
  })
)
