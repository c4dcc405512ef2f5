import { Hono } from 'hono'
import { LeadFormIsland } from '../components/forms/lead-form-island'
import { insertLead } from '../db/leads'
import type { AppEnv } from '../env'
import { KIND_COPY } from '../components/forms/lead-copy'
import { ConsultationFormSchema, isLeadKind, leadSchemaFor, type LeadInput } from '../schemas/lead'
import { originOf, renderFormPage } from './forms/form-page'
import { formGuard } from './forms/guard'
import { handleSubmission } from './forms/submission'

export const leads = new Hono<AppEnv>()

// POST /api/leads: request a call, consultation, landing page, floor plan, brochure
leads.post('/api/leads', formGuard(), (c) =>
  handleSubmission<LeadInput>(c, {
    scope: '/api/leads',
    recordType: 'lead',
    // The kind decides the messages; an unknown kind fails on the consultation form's schema
    schema: (raw) => (isLeadKind(raw.kind) ? leadSchemaFor(raw.kind) : ConsultationFormSchema),
    insert: insertLead,
    crmData: (lead) => ({
      kind: lead.kind,
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      message: lead.message ?? null,
      propertyId: lead.propertyId ?? null,
      agentId: lead.agentId ?? null,
      marketingOptIn: lead.marketingOptIn,
    }),
    page: (c, state) => {
      const kind = isLeadKind(state.values.kind) ? state.values.kind : 'consultation'
      const id = (name: string) => {
        const value = Number(state.values[name])
        return Number.isInteger(value) && value > 0 ? value : undefined
      }
      return renderFormPage(c, {
        state,
        title: KIND_COPY[kind].title,
        form: (
          <LeadFormIsland
            kind={kind}
            propertyId={id('propertyId')}
            agentId={id('agentId')}
            initial={{ values: state.values, errors: state.errors, result: state.result }}
            origin={originOf(state.values)}
          />
        ),
      })
    },
  })
)
