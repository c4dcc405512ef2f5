import RequestCall, { REQUEST_CALL_KEYS } from '../../islands/request-call'
import { ConsultationFormSchema, LEAD_MESSAGE_KEYS } from '../../schemas/lead'
import { maxLengths } from '../../schemas/limits'
import { localePath } from '../../route-table'
import { CONSENT_VERSION } from '../../schemas/consent'
import { Island } from '../island'
import { usePage } from '../page-context'
import { islandMessages } from './form-context'

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
        messages: islandMessages(page.t, [...REQUEST_CALL_KEYS, ...LEAD_MESSAGE_KEYS]),
        // the call, consultation, floor plan and brochure forms share one schema and its limits
        limits: maxLengths(ConsultationFormSchema),
      }}
    />
  )
}
