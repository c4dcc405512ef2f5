import type { MessageKey } from '../../i18n/messages'
import type { LeadKind } from '../../schemas/lead'

// Each kind of lead's heading, introduction and button: shared by the lead form island, its
// dialog and the no-JavaScript form page the endpoint answers with
type KindCopy = { title: MessageKey; intro: MessageKey; submit: MessageKey }

export const KIND_COPY: Record<LeadKind, KindCopy> = {
  landing: { title: 'leadForm.title', intro: 'leadForm.intro', submit: 'leadForm.submit' },
  call: {
    title: 'consultationForm.titles.call',
    intro: 'consultationForm.intros.call',
    submit: 'consultationForm.submits.call',
  },
  consultation: {
    title: 'consultationForm.titles.consultation',
    intro: 'consultationForm.intros.consultation',
    submit: 'consultationForm.submits.consultation',
  },
  'floor-plan': {
    title: 'consultationForm.titles.floorPlan',
    intro: 'consultationForm.intros.floorPlan',
    submit: 'consultationForm.submits.floorPlan',
  },
  brochure: {
    title: 'consultationForm.titles.brochure',
    intro: 'consultationForm.intros.brochure',
    submit: 'consultationForm.submits.brochure',
  },
}
