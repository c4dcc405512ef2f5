import { Hono } from 'hono'
import {
  FeedbackFormIsland,
  PartnerFormIsland,
  QuestionnaireIsland,
} from '../components/forms/form-islands'
import { insertCareerApplication } from '../db/career-applications'
import { insertFeedback } from '../db/feedback'
import { insertPartnerApplication } from '../db/partner-applications'
import type { AppEnv } from '../env'
import { CareersApplicationSchema, type CareersApplication } from '../schemas/careers'
import { FeedbackSchema, type Feedback } from '../schemas/feedback'
import { PartnerApplicationSchema, type PartnerApplication } from '../schemas/partner'
import { originOf, renderFormPage } from './forms/form-page'
import { formGuard } from './forms/guard'
import { handleSubmission, type FormPageState } from './forms/submission'

// The careers questionnaire, the partner application and feedback: each its own table, the
// same way in (validation, idempotency, abuse checks) and out (the CRM outbox) as leads.
export const applications = new Hono<AppEnv>()

// GET /api/forms/config: what the form islands need from configuration, fetched when a visitor
// reaches a form so cached pages never carry it. Today: the Turnstile site key, or null.
applications.get('/api/forms/config', (c) => {
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY?.trim() || null })
})

const initialOf = (state: FormPageState) => ({
  values: state.values,
  errors: state.errors,
  result: state.result,
})

applications.post('/api/careers', formGuard(), (c) =>
  handleSubmission<CareersApplication>(c, {
    scope: '/api/careers',
    recordType: 'career_application',
    schema: () => CareersApplicationSchema,
    insert: insertCareerApplication,
    crmData: (a) => ({
      fullName: a.fullName,
      email: a.email,
      phone: a.phone ?? null,
      answers: {
        experience: a.experience ?? null,
        dubaiYears: a.dubaiYears ?? null,
        portfolio: a.portfolio ?? null,
        transactions: a.transactions ?? null,
        ownNetwork: a.ownNetwork ?? null,
        languages: a.languages,
        otherLanguages: a.otherLanguages ?? null,
        reason: a.reason ?? null,
        clientSources: a.clientSources ?? null,
        salesExperience: a.salesExperience ?? null,
      },
    }),
    page: (c, state) =>
      renderFormPage(c, {
        state,
        title: 'questionnaire.title',
        form: <QuestionnaireIsland initial={initialOf(state)} origin={originOf(state.values)} />,
      }),
  })
)

applications.post('/api/partners', formGuard(), (c) =>
  handleSubmission<PartnerApplication>(c, {
    scope: '/api/partners',
    recordType: 'partner_application',
    schema: () => PartnerApplicationSchema,
    insert: insertPartnerApplication,
    crmData: (a) => ({
      fullName: a.fullName,
      email: a.email,
      phone: a.phone,
      partnerType: a.partnerType ?? null,
      company: a.company ?? null,
      country: a.country ?? null,
      referralsPerMonth: a.referralsPerMonth ?? null,
      network: a.network ?? null,
    }),
    page: (c, state) =>
      renderFormPage(c, {
        state,
        title: 'partnerForm.title',
        form: <PartnerFormIsland initial={initialOf(state)} origin={originOf(state.values)} />,
      }),
  })
)

applications.post('/api/feedback', formGuard(), (c) =>
  handleSubmission<Feedback>(c, {
    scope: '/api/feedback',
    recordType: 'feedback',
    schema: () => FeedbackSchema,
    insert: insertFeedback,
    crmData: (f) => ({
      rating: f.rating,
      message: f.message,
      fullName: f.fullName ?? null,
      email: f.email ?? null,
    }),
    page: (c, state) =>
      renderFormPage(c, {
        state,
        title: 'feedbackForm.title',
        layout: 'empty',
        form: <FeedbackFormIsland initial={initialOf(state)} origin={originOf(state.values)} />,
      }),
  })
)
