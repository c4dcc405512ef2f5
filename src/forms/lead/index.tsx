import { LeadFormIsland } from '../../placements/lead-form-island'
import { answerProps } from '../answer-props'
import {
  ConsultationFormSchema,
  isLeadKind,
  LEAD_MESSAGE_KEYS,
  leadSchemaFor,
  type LeadInput,
} from './schema'
import { declareForm } from '../declaration'
import { leadSubject } from './subject'
import { leadView } from './view'

/** A form's id field as typed: a positive whole number, else none. */
function typedId(value: unknown) {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * Request a call, consultation, the landing page's form, floor plan, brochure: one endpoint and
 * table `leads` (0010); the kind decides the messages.
 */
export default declareForm<LeadInput>({
  // every kind posts to one endpoint and thanks alike; the island picks its kind's view
  view: leadView('consultation'),
  recordType: 'lead',
  table: 'leads',
  // an unknown kind fails on the consultation form's schema
  schema: (raw) => (isLeadKind(raw.kind) ? leadSchemaFor(raw.kind) : ConsultationFormSchema),
  messages: LEAD_MESSAGE_KEYS,
  columns: (lead) => ({
    kind: lead.kind,
    full_name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    property_id: lead.propertyId,
    agent_id: lead.agentId,
  }),
  crm: (lead) => ({
    kind: lead.kind,
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    message: lead.message ?? null,
    propertyId: lead.propertyId ?? null,
    agentId: lead.agentId ?? null,
    marketingOptIn: lead.marketingOptIn,
  }),
  page: (state, env) => {
    const kind = isLeadKind(state.values.kind) ? state.values.kind : 'consultation'
    const ids = {
      propertyId: typedId(state.values.propertyId),
      agentId: typedId(state.values.agentId),
    }
    return {
      title: leadView(kind).title,
      // the answer names the listing and the consultant as the form did before it was sent
      form: leadSubject(env, state.locale.code, ids).then((names) => (
        <LeadFormIsland kind={kind} {...ids} {...names} {...answerProps(state)} />
      )),
    }
  },
})
