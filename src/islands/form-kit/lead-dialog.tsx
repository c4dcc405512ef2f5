import { callingCodes, DEFAULT_PHONE_COUNTRY } from '../../lib/phone'
import { countryOptions } from '../../lib/phone-countries'
import { Dialog, DialogContent } from '../../components/ui/dialog'
import { KIND_COPY } from '../../forms/lead/view'
import LeadForm from '../lead-form'
import type { LeadRequest } from '../parts/lead-request'
import type { RequestCallProps } from './form-props'
import { createDraft } from './draft'
import { translate } from './messages'

/** What the visitor typed, kept for the next request they open on this page */
const draft = createDraft()

interface LeadDialogProps extends RequestCallProps {
  request: LeadRequest
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The request-call and consultation modal. Loaded on the first click, with the phone library
 * (its country list is built here, in the visitor's language, rather than sent with the page).
 */
/** The picker's countries, built once per page (the language does not change on a page) */
let countries: ReturnType<typeof countryOptions> | undefined

export default function LeadDialog({ request, open, onOpenChange, ...props }: LeadDialogProps) {
  const t = translate(props.messages)
  countries ??= countryOptions(props.iso, callingCodes())
  const copy = KIND_COPY[request.kind]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(copy.title)}
        description={t(copy.intro)}
        closeLabel={t('forms.close')}
      >
        <div className="contents" onChange={(event) => draft.capture(event.target)}>
          <LeadForm
            // A different request (kind, property or consultant) is a new form with the details
            // already typed
            initial={{ values: draft.values(), errors: {} }}
            key={`${request.kind}-${request.propertyId ?? ''}-${request.agentId ?? ''}`}
            kind={request.kind}
            propertyId={request.propertyId}
            agentId={request.agentId}
            propertyTitle={request.propertyTitle}
            agentName={request.agentName}
            page={window.location.pathname}
            locale={props.locale}
            limits={props.limits}
            messages={props.messages}
            countries={countries}
            defaultCountry={DEFAULT_PHONE_COUNTRY}
            privacyHref={props.privacyHref}
            consentVersion={props.consentVersion}
            formToken=""
            utm={{}}
            idPrefix="lead-dialog"
            showHeading={false}
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}
