import type { MessageKey } from '../../i18n/messages'
import type { LeadKind } from './schema'
import { EMAIL_FIELD, NAME_FIELD, phoneField, type FieldSpec, type FormView } from '../fields'

// The lead form per kind: its heading, introduction, button and failure toast. The island shows
// them and the no-JavaScript answer page takes its title from them.

type KindCopy = Pick<FormView, 'title' | 'submit' | 'failure'> & { intro: MessageKey }

/** The consultation form's kinds speak alike: one failure toast with its own text. */
const consultation = (title: MessageKey, intro: MessageKey, submit: MessageKey): KindCopy => ({
  title,
  intro,
  submit,
  failure: { title: 'consultationForm.failureTitle', text: 'consultationForm.failure' },
})

export const KIND_COPY: Record<LeadKind, KindCopy> = {
  landing: {
    title: 'leadForm.title',
    intro: 'leadForm.intro',
    submit: 'leadForm.submit',
    failure: { title: 'leadForm.failure' },
  },
  call: consultation(
    'consultationForm.titles.call',
    'consultationForm.intros.call',
    'consultationForm.submits.call'
  ),
  consultation: consultation(
    'consultationForm.titles.consultation',
    'consultationForm.intros.consultation',
    'consultationForm.submits.consultation'
  ),
  'floor-plan': consultation(
    'consultationForm.titles.floorPlan',
    'consultationForm.intros.floorPlan',
    'consultationForm.submits.floorPlan'
  ),
  brochure: consultation(
    'consultationForm.titles.brochure',
    'consultationForm.intros.brochure',
    'consultationForm.submits.brochure'
  ),
}

/** Only a consultation asks for a message. */
const MESSAGE_FIELD: FieldSpec = {
  kind: 'textarea',
  name: 'message',
  label: 'forms.message',
  placeholder: 'forms.messagePlaceholder',
  rows: 3,
}

/**
 * The landing form's buttons: the free consultation it offers, and a project launch's, whose
 * form stands under "Register your interest" (the Vienna pages).
 */
export const LANDING_SUBMITS = ['leadForm.submit', 'leadForm.submitInterest'] as const
export type LandingSubmit = (typeof LANDING_SUBMITS)[number]

/**
 * Request a call, a consultation, the landing page's form, a floor plan, a brochure: one
 * endpoint and one thank-you, the kind decides the copy and the schema's messages; a landing
 * page may name its own button.
 */
export function leadView(kind: LeadKind, submit?: LandingSubmit): FormView {
  return {
    endpoint: '/api/leads',
    idPrefix: `lead-${kind}`,
    ...KIND_COPY[kind],
    ...(kind === 'landing' && submit ? { submit } : {}),
    thankYou: { title: 'forms.thankYouTitle', text: 'forms.thankYouText' },
    loadSchema: () => import('./schema').then((m) => m.leadSchemaFor(kind)),
    fields: [
      NAME_FIELD,
      EMAIL_FIELD,
      phoneField(true),
      ...(kind === 'consultation' ? [MESSAGE_FIELD] : []),
      { kind: 'consent', marketing: true },
    ],
    keys: [
      ...(kind === 'landing' ? LANDING_SUBMITS : []),
      'forms.sendAnother',
      'forms.aboutProperty',
      'forms.withConsultant',
      'forms.aboutPropertyNamed',
      'forms.withConsultantNamed',
    ],
  }
}
