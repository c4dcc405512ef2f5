import type { LeadKind } from '../forms/lead/schema'
import { leadView, type LandingSubmit } from '../forms/lead/view'
import { Button } from '../components/ui/button'
import type { PhoneProps, SubmitFormProps } from './form-kit/form-props'
import { translate } from './form-kit/messages'
import { SubmitForm } from './form-kit/submit-form'

export interface LeadFormProps extends SubmitFormProps, PhoneProps {
  kind: LeadKind
  propertyId?: number
  agentId?: number
  /** names shown for the property and consultant, when the page knows them */
  propertyTitle?: string
  agentName?: string
  idPrefix?: string
  /** the form's own heading and introduction (off where the dialog shows them) */
  showHeading?: boolean
  /** a landing page's own button */
  submit?: LandingSubmit
}

const CHIP =
  'rounded-full bg-secondary-50 px-3 py-1 text-secondary-800 dark:bg-secondary-950 dark:text-secondary-200'

/**
 * The lead form: the landing page's (kind `landing`) and the consultation form's other kinds
 * (request a call, consultation, floor plan, brochure). Without JavaScript it posts to
 * /api/leads and the answer is a page; with it, it posts JSON and shows the outcome in place.
 */
export default function LeadForm(props: LeadFormProps) {
  const { kind, propertyId, agentId } = props
  return (
    <SubmitForm
      view={leadView(kind, props.submit)}
      props={props}
      prefix={props.idPrefix}
      heading={props.showHeading !== false}
      context={{ kind, propertyId, agentId }}
      lead={<Chips {...props} />}
      hidden={
        <>
          <input type="hidden" name="kind" value={kind} />
          {propertyId ? <input type="hidden" name="propertyId" value={propertyId} /> : null}
          {agentId ? <input type="hidden" name="agentId" value={agentId} /> : null}
        </>
      }
      after={(form) => (
        <Button variant="secondary" onClick={form.reset}>
          {form.t('forms.sendAnother')}
        </Button>
      )}
    />
  )
}

/** The property and the consultant the request is about, when it names them. */
function Chips({ messages, propertyId, agentId, propertyTitle, agentName }: LeadFormProps) {
  if (!propertyId && !agentId) return null
  const t = translate(messages)
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      {propertyId ? (
        <span className={CHIP}>
          {propertyTitle
            ? t('forms.aboutPropertyNamed', { title: propertyTitle })
            : t('forms.aboutProperty', { id: propertyId })}
        </span>
      ) : null}
      {agentId ? (
        <span className={CHIP}>
          {agentName
            ? t('forms.withConsultantNamed', { name: agentName })
            : t('forms.withConsultant', { id: agentId })}
        </span>
      ) : null}
    </p>
  )
}
