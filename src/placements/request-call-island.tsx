import RequestCall from '../islands/request-call'
import { ConsultationFormSchema } from '../forms/lead/schema'
import { localePath } from '../route-table'
import { CONSENT_VERSION } from '../schemas/consent'
import { Island } from './island'
import { usePage } from '../components/page-context'
import { inputLimits, islandMessages } from './form-context'
import { LEAD_FORM_KEYS } from './lead-form-island'

/** The header's "Request a call" button; it also opens the modal for `/contact?kind=` links. */
export function RequestCallIsland() {
  const page = usePage()
  const { locale } = page
  return (
    <Island
      name="request-call"
      hydrate="interaction"
      component={RequestCall}
      props={{
        locale: locale.code,
        iso: locale.iso,
        contactHref: `${localePath('contact', locale.code)}?kind=call`,
        privacyHref: localePath('privacy', locale.code),
        consentVersion: CONSENT_VERSION,
        messages: islandMessages(page.t, [
          ...LEAD_FORM_KEYS,
          'consultationForm.open',
          'forms.close',
        ]),
        // the call, consultation, floor plan and brochure forms share one schema and its limits
        limits: inputLimits(ConsultationFormSchema),
      }}
    />
  )
}
